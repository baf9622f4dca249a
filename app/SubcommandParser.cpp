// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SubcommandParser.h"

#include <QCoreApplication>

namespace packwright::app {

namespace {
struct SubcommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(SubcommandTexts)
};
constexpr int ExitUsage = 2;
} // namespace

SubcommandParser::SubcommandParser(
    QString command, const QString &description, QTextStream &out, QTextStream &err)
    : m_command(std::move(command))
    , m_out(out)
    , m_err(err)
{
    m_parser.setApplicationDescription(description);
    m_parser.addPositionalArgument(m_command, QString(), m_command);
}

int SubcommandParser::usage(const QString &message) const
{
    m_err << message << '\n'
          << SubcommandTexts::tr("Run \"packwright %1 --help\" for the options.").arg(m_command)
          << '\n';
    return ExitUsage;
}

std::optional<int> SubcommandParser::parse(
    const QStringList &arguments, const QCommandLineOption &help)
{
    if (!m_parser.parse(arguments))
        return usage(m_parser.errorText());
    if (m_parser.isSet(help)) {
        m_out << m_parser.helpText();
        return 0;
    }
    return std::nullopt;
}

} // namespace packwright::app

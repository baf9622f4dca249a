// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace packwright::app {

/// The command line of one subcommand (package, update, batch, export, run-in-vm, lint), in
/// the shape they all share: the command is the first positional argument, a usage error
/// names the command's --help, and --help prints the help to standard output. Add the
/// options and the other positional arguments to parser(), then parse().
class SubcommandParser
{
public:
    /// `command`: "package", "update", …; `description`: the help's first paragraph.
    SubcommandParser(
        QString command, const QString &description, QTextStream &out, QTextStream &err);

    QCommandLineParser &parser() { return m_parser; }
    const QCommandLineParser &parser() const { return m_parser; }

    /// Prints `message` and where the options are described to standard error; returns the
    /// exit status of a usage error, 2.
    int usage(const QString &message) const;

    /// Parses the whole command line `arguments` (argv[0] first). Returns the exit status
    /// when the command is done already — 2 after a parse error, 0 once `help` printed the
    /// help — or nothing when the command goes on.
    std::optional<int> parse(const QStringList &arguments, const QCommandLineOption &help);

private:
    QString m_command;
    QCommandLineParser m_parser;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace packwright::app

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/PromptTemplates.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMutex>

#include <kainjow/mustache.hpp>

namespace packwright::loop {

namespace {
struct PromptTexts
{
    Q_DECLARE_TR_FUNCTIONS(PromptTexts)
};

QMutex overrideMutex;
QString overrideDirectory;
} // namespace

void setPromptOverrideDirectory(const QString &directory)
{
    QMutexLocker lock(&overrideMutex);
    overrideDirectory = directory;
}

Result<QString> renderPrompt(const QString &name, const QMap<QString, QString> &values)
{
    QString path = QStringLiteral(":/prompts/%1.md").arg(name);
    {
        QMutexLocker lock(&overrideMutex);
        const QString user = QDir(overrideDirectory).filePath(name + QStringLiteral(".md"));
        if (!overrideDirectory.isEmpty() && QFile::exists(user))
            path = user;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{PromptTexts::tr("There is no prompt template named \"%1\".").arg(name), path};
    kainjow::mustache::mustache tmpl{file.readAll().toStdString()};
    if (!tmpl.is_valid())
        return Error{PromptTexts::tr("The prompt template %1 is not valid mustache.").arg(path),
            QString::fromStdString(tmpl.error_message())};
    tmpl.set_custom_escape([](const std::string &s) { return s; });
    kainjow::mustache::data data;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        data.set(it.key().toStdString(), it.value().toStdString());
    return QString::fromStdString(tmpl.render(data)).trimmed();
}

Result<llm::ChatRequest> promptedRequest(
    const QString &system, const QString &user, const QMap<QString, QString> &values)
{
    auto systemText = renderPrompt(system, {});
    if (!systemText)
        return systemText.error();
    auto userText = renderPrompt(user, values);
    if (!userText)
        return userText.error();
    llm::ChatRequest request;
    request.system = std::move(systemText).value();
    request.messages = {llm::Message::user(std::move(userText).value())};
    return request;
}

} // namespace packwright::loop

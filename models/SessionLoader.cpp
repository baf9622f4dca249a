// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionLoader.h"

#include "evidence/Extractor.h"
#include "evidence/KnowledgeBase.h"
#include "workspace/SessionRecordReader.h"

#include <QDebug>

namespace packwright::models {

SessionLoader::SessionLoader(QObject *parent)
    : QObject(parent)
{}

void SessionLoader::readRecord(
    const QString &path, std::function<void(Result<workspace::SessionRecord>)> done)
{
    run<workspace::SessionRecord>(
        [path] { return workspace::readSessionRecord(path); }, std::move(done), true);
}

void SessionLoader::explainLog(const QString &path, const QString &earlierLog,
    std::function<void(Result<loop::ExplainedComparison>)> done)
{
    run<loop::ExplainedComparison>(
        [path, earlierLog]() -> Result<loop::ExplainedComparison> {
            // Ranked like a session's logs: what successful builds print ranks down.
            QString warning;
            auto extractor = evidence::Extractor::createWithBaselines({}, &warning);
            if (!warning.isEmpty())
                qWarning().noquote() << warning;
            if (!extractor)
                return extractor.error();
            auto knowledge
                = evidence::KnowledgeBase::loadFiles(evidence::KnowledgeBase::defaultPaths());
            if (!knowledge)
                qWarning().noquote() << knowledge.error().message << knowledge.error().detail;
            const evidence::KnowledgeBase *known = knowledge ? &knowledge.value() : nullptr;
            if (!earlierLog.isEmpty())
                return loop::explainedComparison(earlierLog, path, extractor.value(), known);
            auto record = loop::explainedLogRecord(path, extractor.value(), known);
            if (!record)
                return record.error();
            return loop::ExplainedComparison{std::move(record).value(), {}};
        },
        std::move(done), true);
}

void SessionLoader::readFinalExpression(
    const QString &path, std::function<void(Result<QString>)> done)
{
    run<QString>(
        [path]() -> Result<QString> {
            auto record = workspace::readSessionRecord(path);
            if (!record)
                return record.error();
            const workspace::Attempt *last = record.value().finalAttempt();
            if (!last)
                return Error{tr("The session has no attempt to continue from."), path};
            return last->expression;
        },
        std::move(done), false);
}

} // namespace packwright::models

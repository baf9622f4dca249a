// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionRecordWriter.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace packwright::workspace {

namespace {

/// Keys in the order they are written.
using Json = nlohmann::ordered_json;

/// Translation context for the writer's messages.
struct SessionRecordWriterTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionRecordWriterTexts)
};

std::string utf8(const QString &s)
{
    return s.toStdString();
}

/// Sets `key` only for a non-empty string, as the demo record omits empty fields.
void setText(Json &object, const char *key, const QString &value)
{
    if (!value.isEmpty())
        object[key] = utf8(value);
}

void setTime(Json &object, const char *key, const QDateTime &time)
{
    if (time.isValid())
        object[key] = utf8(time.toUTC().toString(Qt::ISODateWithMs));
}

Json attemptJson(const Attempt &a)
{
    Json o;
    o["number"] = a.number;
    setText(o, "summary", a.summary);
    o["expression"] = utf8(a.expression);
    Json outcome;
    outcome["kind"] = utf8(nix::outcomeKindName(a.outcome.kind));
    setText(outcome, "phase", a.outcome.failingPhase);
    outcome["durationMs"] = a.outcome.durationMs;
    if (!a.outcome.placements.isEmpty()) {
        Json builtOn = Json::array();
        for (const nix::BuildPlacement &p : a.outcome.placements)
            builtOn.push_back({{"drv", utf8(p.drvPath)}, {"machine", utf8(p.machine)}});
        outcome["builtOn"] = std::move(builtOn);
    }
    o["outcome"] = std::move(outcome);
    if (a.verdict)
        o["verdict"] = {{"kind", utf8(evidence::verdictName(a.verdict->kind))},
            {"reason", utf8(a.verdict->reason)}};
    o["usage"] = {{"inputTokens", a.usage.inputTokens}, {"outputTokens", a.usage.outputTokens},
        {"cachedTokens", a.usage.cachedTokens}, {"costUsd", a.usage.costUsd}};
    Json approvals = Json::array();
    for (const Approval &approval : a.approvals) {
        Json entry{{"action", utf8(approval.action)}, {"decision", utf8(approval.decision)}};
        setText(entry, "reason", approval.reason);
        approvals.push_back(std::move(entry));
    }
    o["approvals"] = std::move(approvals);
    o["abandoned"] = a.abandoned;
    Json evidence = Json::object();
    setText(evidence, "feedback", a.evidence.feedback);
    setText(evidence, "history", a.evidence.history);
    setText(evidence, "findings", a.evidence.findings);
    setText(evidence, "knowledge", a.evidence.knowledge);
    o["evidence"] = std::move(evidence);
    Json log = Json::array();
    for (const QString &line : a.log)
        log.push_back(utf8(line));
    o["log"] = std::move(log);

    setText(o, "commit", a.commit);
    o["parent"] = a.parent;
    o["status"] = utf8(attemptStatusName(a.status));
    setText(o, "logFile", a.logFile);
    setTime(o, "startedAt", a.startedAt);
    Json signalList = Json::array();
    for (const SignalRecord &s : a.signalRecords) {
        signalList.push_back({{"rank", s.rank}, {"text", utf8(s.text)},
            {"category", utf8(s.category)}, {"phase", utf8(s.phase)}, {"confidence", s.confidence},
            {"firstLine", s.firstLine}, {"lastLine", s.lastLine}, {"target", utf8(s.target)}});
        setText(signalList.back(), "role", s.role); // judged by the signal verifier only
        setText(signalList.back(), "roleReason", s.roleReason);
        if (s.matchLine > 0) // unknown in older records
            signalList.back()["matchLine"] = s.matchLine;
    }
    o["signals"] = std::move(signalList);
    if (const auto &v = a.signalVerification) {
        Json verification{{"status", utf8(v->status)}};
        setText(verification, "detail", v->detail);
        verification["blocks"] = v->blocks;
        verification["rootCauses"] = v->rootCauses;
        verification["consequences"] = v->consequences;
        verification["noise"] = v->noise;
        setText(verification, "model", v->model);
        verification["inputTokens"] = v->inputTokens;
        verification["outputTokens"] = v->outputTokens;
        verification["cachedTokens"] = v->cachedTokens;
        verification["costUsd"] = v->costUsd;
        verification["elapsedMs"] = v->elapsedMs;
        o["signalVerification"] = std::move(verification);
    }
    Json tools = Json::array();
    for (const ToolCallRecord &t : a.toolCalls) {
        tools.push_back({{"sequence", t.sequence}, {"name", utf8(t.name)},
            {"arguments", utf8(t.arguments)}, {"result", utf8(t.result)}, {"isError", t.isError}});
    }
    o["toolCalls"] = std::move(tools);
    Json vmRuns = Json::array();
    for (const VmRunRecord &r : a.vmRuns) {
        Json paths = Json::array();
        for (const QString &p : r.storePaths)
            paths.push_back(utf8(p));
        vmRuns.push_back({{"sequence", r.sequence}, {"requestedBy", utf8(r.requestedBy)},
            {"script", utf8(r.script)}, {"storePaths", std::move(paths)},
            {"backend", utf8(r.backend)}, {"timedOut", r.timedOut}, {"output", utf8(r.output)},
            {"bootMs", r.bootMs}, {"runMs", r.runMs}});
        if (r.exitStatus >= 0) // none (timed out, failed to start): left out
            vmRuns.back()["exitStatus"] = r.exitStatus;
    }
    if (!vmRuns.empty())
        o["vmRuns"] = std::move(vmRuns);
    Json lint = Json::array();
    for (const LintFindingRecord &f : a.lintFindings) {
        Json finding{{"rule", utf8(f.rule)}, {"severity", utf8(f.severity)}};
        if (f.line > 0)
            finding["line"] = f.line;
        if (f.column > 0)
            finding["column"] = f.column;
        finding["message"] = utf8(f.message);
        setText(finding, "source", f.source);
        finding["quickFix"] = f.quickFix;
        lint.push_back(std::move(finding));
    }
    if (!lint.empty())
        o["lint"] = std::move(lint);
    Json models = Json::array();
    for (const ModelCallRecord &m : a.modelCalls) {
        models.push_back({{"model", utf8(m.model)}, {"inputTokens", m.inputTokens},
            {"outputTokens", m.outputTokens}, {"cachedTokens", m.cachedTokens},
            {"costUsd", m.costUsd}, {"elapsedMs", m.elapsedMs}});
    }
    o["modelCalls"] = std::move(models);
    return o;
}

} // namespace

Result<QByteArray> sessionRecordToJson(const SessionRecord &record)
{
    try {
        Json root;
        root["format"] = "packwright-session-record";
        root["formatVersion"] = 1;
        root["recorded"] = record.recorded;
        Json package{{"pname", utf8(record.pname)}};
        setText(package, "version", record.version);
        setText(package, "source", record.source);
        setText(package, "nixpkgs", record.nixpkgs);
        root["package"] = std::move(package);
        setText(root, "model", record.model);
        setText(root, "workspace", record.workspace);
        setText(root, "status", record.status);
        setTime(root, "createdAt", record.createdAt);
        if (record.nix.known()) {
            Json nix{{"version", utf8(record.nix.version)}, {"sandbox", record.nix.sandbox}};
            setText(nix, "system", record.nix.system);
            setText(nix, "store", record.nix.store);
            root["nix"] = std::move(nix);
        }
        Json attempts = Json::array();
        for (const Attempt &attempt : record.attempts)
            attempts.push_back(attemptJson(attempt));
        root["attempts"] = std::move(attempts);
        if (!record.vmConsole.isEmpty())
            root["vmConsole"] = utf8(QString::fromUtf8(record.vmConsole));
        const std::string text = root.dump(2) + '\n';
        return QByteArray(text.data(), qsizetype(text.size()));
    } catch (const Json::exception &e) {
        return Error{
            SessionRecordWriterTexts::tr("The session record could not be written as JSON."),
            QString::fromUtf8(e.what())};
    }
}

} // namespace packwright::workspace

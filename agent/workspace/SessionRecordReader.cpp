// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionRecordReader.h"

#include "workspace/SessionStore.h"

#include "evidence/VerifiedRole.h"

#include "core/Logging.h"
#include "core/Utf8.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <limits>

namespace packwright::workspace {

namespace {

using nlohmann::json;

constexpr char formatName[] = "packwright-session-record";
constexpr int formatVersion = 1;

/// Thrown inside the parser only; parseSessionRecord() turns it into an Error value.
struct FieldError
{
    QString path;
    QString problem;
};

/// Translation context for the reader's messages.
struct SessionRecordReader
{
    Q_DECLARE_TR_FUNCTIONS(SessionRecordReader)
};

/// Reads typed fields of one JSON object and knows its path for error messages.
class Object
{
public:
    Object(const json &value, QString path)
        : m_value(value)
        , m_path(std::move(path))
    {
        if (!m_value.is_object())
            throw FieldError{m_path, SessionRecordReader::tr("is not an object")};
    }

    const json *find(const char *key) const
    {
        const auto it = m_value.find(key);
        return it == m_value.end() || it->is_null() ? nullptr : &*it;
    }

    const json &require(const char *key) const
    {
        if (const json *v = find(key))
            return *v;
        throw FieldError{childPath(key), SessionRecordReader::tr("is missing")};
    }

    QString string(const char *key, bool required = false) const
    {
        const json *v = required ? &require(key) : find(key);
        if (!v)
            return {};
        if (!v->is_string())
            throw FieldError{childPath(key), SessionRecordReader::tr("must be a string")};
        return fromUtf8View(v->get_ref<const std::string &>());
    }

    /// Integers up to 10^15: token counts and durations, far from overflowing when summed.
    qint64 integer(const char *key) const
    {
        constexpr qint64 limit = 1'000'000'000'000'000;
        const json *v = find(key);
        if (!v)
            return 0;
        const bool inRange = v->is_number_unsigned() ? v->get<quint64>() <= quint64(limit)
            : v->is_number_integer() ? v->get<qint64>() >= 0 && v->get<qint64>() <= limit
                                     : false;
        if (!inRange) {
            throw FieldError{
                childPath(key), SessionRecordReader::tr("must be an integer from 0 to 10^15")};
        }
        return v->get<qint64>();
    }

    /// Amounts such as costs: finite, from 0 to 10^9.
    double number(const char *key) const
    {
        const json *v = find(key);
        if (!v)
            return 0.0;
        if (!v->is_number() || !(v->get<double>() >= 0 && v->get<double>() <= 1e9))
            throw FieldError{
                childPath(key), SessionRecordReader::tr("must be a number from 0 to 10^9")};
        return v->get<double>();
    }

    bool boolean(const char *key) const
    {
        const json *v = find(key);
        if (!v)
            return false;
        if (!v->is_boolean())
            throw FieldError{childPath(key), SessionRecordReader::tr("must be true or false")};
        return v->get<bool>();
    }

    const json &array(const char *key) const
    {
        static const json empty = json::array();
        const json *v = find(key);
        if (!v)
            return empty;
        if (!v->is_array())
            throw FieldError{childPath(key), SessionRecordReader::tr("must be an array")};
        return *v;
    }

    Object object(const char *key) const { return {require(key), childPath(key)}; }
    bool has(const char *key) const { return find(key) != nullptr; }

    QString childPath(const char *key) const
    {
        return m_path + QLatin1Char('.') + QString::fromUtf8(key);
    }

private:
    const json &m_value;
    QString m_path;
};

QString indexPath(const QString &path, std::size_t index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

/// An ISO 8601 time such as "2024-05-01T12:00:00.000Z", as UTC; invalid when absent.
QDateTime readTime(const Object &o, const char *key)
{
    const QString text = o.string(key);
    if (text.isEmpty())
        return {};
    const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        throw FieldError{o.childPath(key), SessionRecordReader::tr("is not an ISO 8601 time")};
    return time.toUTC();
}

/// Integers that must fit an int (line numbers, ranks, attempt numbers).
int smallInteger(const Object &o, const char *key)
{
    const qint64 value = o.integer(key);
    if (value > std::numeric_limits<int>::max())
        throw FieldError{o.childPath(key), SessionRecordReader::tr("is too large")};
    return int(value);
}

/// The recorded details of a live attempt: its place in the session repository, status,
/// signals, tool calls, VM runs, lint findings and model calls (all optional).
void readLiveDetails(const Object &o, Attempt &attempt)
{
    attempt.commit = o.string("commit");
    attempt.parent = smallInteger(o, "parent");
    if (const QString status = o.string("status"); !status.isEmpty()) {
        const auto parsed = attemptStatusFromName(status);
        if (!parsed)
            throw FieldError{o.childPath("status"),
                SessionRecordReader::tr("names an unknown attempt status \"%1\"").arg(status)};
        attempt.status = *parsed;
    }
    attempt.logFile = o.string("logFile");
    attempt.startedAt = readTime(o, "startedAt");
    const json &signalList = o.array("signals");
    for (std::size_t i = 0; i < signalList.size(); ++i) {
        const Object s(signalList[i], indexPath(o.childPath("signals"), i));
        SignalRecord record{smallInteger(s, "rank"), s.string("text"), s.string("category"),
            s.string("phase"), s.number("confidence"), smallInteger(s, "firstLine"),
            smallInteger(s, "lastLine"), s.string("target"), s.string("role"),
            s.string("roleReason"), smallInteger(s, "matchLine")};
        if (!record.role.isEmpty() && !evidence::verifiedRoleFromName(record.role))
            throw FieldError{s.childPath("role"),
                SessionRecordReader::tr("names an unknown signal role \"%1\"").arg(record.role)};
        attempt.signalRecords.append(record);
    }
    if (o.find("signalVerification")) {
        const Object v = o.object("signalVerification");
        SignalVerification verification;
        verification.status = v.string("status", true);
        verification.detail = v.string("detail");
        verification.blocks = smallInteger(v, "blocks");
        verification.rootCauses = smallInteger(v, "rootCauses");
        verification.consequences = smallInteger(v, "consequences");
        verification.noise = smallInteger(v, "noise");
        verification.model = v.string("model");
        verification.inputTokens = v.integer("inputTokens");
        verification.outputTokens = v.integer("outputTokens");
        verification.cachedTokens = v.integer("cachedTokens");
        verification.costUsd = v.number("costUsd");
        verification.elapsedMs = v.integer("elapsedMs");
        attempt.signalVerification = verification;
    }
    const json &tools = o.array("toolCalls");
    for (std::size_t i = 0; i < tools.size(); ++i) {
        const Object t(tools[i], indexPath(o.childPath("toolCalls"), i));
        attempt.toolCalls.append({smallInteger(t, "sequence"), t.string("name", true),
            t.string("arguments"), t.string("result"), t.boolean("isError")});
    }
    const json &vmRuns = o.array("vmRuns");
    for (std::size_t i = 0; i < vmRuns.size(); ++i) {
        const Object r(vmRuns[i], indexPath(o.childPath("vmRuns"), i));
        VmRunRecord run;
        run.sequence = smallInteger(r, "sequence");
        run.requestedBy = r.string("requestedBy");
        run.script = r.string("script");
        const json &paths = r.array("storePaths");
        for (std::size_t j = 0; j < paths.size(); ++j) {
            if (!paths[j].is_string())
                throw FieldError{indexPath(r.childPath("storePaths"), j),
                    SessionRecordReader::tr("must be a string")};
            run.storePaths << fromUtf8View(paths[j].get_ref<const std::string &>());
        }
        run.backend = r.string("backend");
        run.exitStatus = r.find("exitStatus") ? smallInteger(r, "exitStatus") : -1; // -1: none
        run.timedOut = r.boolean("timedOut");
        run.output = r.string("output");
        run.bootMs = r.integer("bootMs");
        run.runMs = r.integer("runMs");
        attempt.vmRuns.append(run);
    }
    const json &lint = o.array("lint");
    for (std::size_t i = 0; i < lint.size(); ++i) {
        const Object f(lint[i], indexPath(o.childPath("lint"), i));
        LintFindingRecord finding{f.string("rule", true), f.string("severity", true),
            smallInteger(f, "line"), smallInteger(f, "column"), f.string("message"),
            f.string("source"), f.boolean("quickFix")};
        if (finding.severity != QLatin1String("ci") && finding.severity != QLatin1String("review"))
            throw FieldError{f.childPath("severity"),
                SessionRecordReader::tr("names an unknown lint severity \"%1\"")
                    .arg(finding.severity)};
        attempt.lintFindings.append(finding);
    }
    const json &models = o.array("modelCalls");
    for (std::size_t i = 0; i < models.size(); ++i) {
        const Object m(models[i], indexPath(o.childPath("modelCalls"), i));
        attempt.modelCalls.append(
            {m.string("model"), m.integer("inputTokens"), m.integer("outputTokens"),
                m.integer("cachedTokens"), m.number("costUsd"), m.integer("elapsedMs")});
    }
}

AttemptOutcome readOutcome(const Object &o)
{
    AttemptOutcome outcome;
    const QString kind = o.string("kind", true);
    const auto parsed = nix::outcomeKindFromName(kind);
    if (!parsed)
        throw FieldError{o.childPath("kind"),
            SessionRecordReader::tr("names an unknown outcome kind \"%1\"").arg(kind)};
    outcome.kind = *parsed;
    outcome.failingPhase = o.string("phase");
    outcome.durationMs = o.integer("durationMs");
    const json &builtOn = o.array("builtOn");
    for (std::size_t i = 0; i < builtOn.size(); ++i) {
        const Object p(builtOn[i], indexPath(o.childPath("builtOn"), i));
        outcome.placements.append({p.string("drv", true), p.string("machine")});
    }
    return outcome;
}

evidence::Verdict readVerdict(const Object &o)
{
    const QString kind = o.string("kind", true);
    const auto parsed = evidence::verdictFromName(kind);
    if (!parsed)
        throw FieldError{o.childPath("kind"),
            SessionRecordReader::tr("names an unknown verdict \"%1\"").arg(kind)};
    return {*parsed, o.string("reason")};
}

Attempt readAttempt(const Object &o, int expectedNumber)
{
    Attempt attempt;
    const qint64 number = o.integer("number"); // compared before narrowing to int
    if (number != expectedNumber) {
        throw FieldError{o.childPath("number"),
            SessionRecordReader::tr(
                "is %1 but attempts must be numbered 1, 2, 3, … in order (expected %2)")
                .arg(QString::number(number), QString::number(expectedNumber))};
    }
    attempt.number = expectedNumber;
    attempt.summary = o.string("summary");
    attempt.expression = o.string("expression", true);
    attempt.outcome = readOutcome(o.object("outcome"));
    if (o.find("verdict"))
        attempt.verdict = readVerdict(o.object("verdict"));
    if (o.find("usage")) {
        const Object usage = o.object("usage");
        attempt.usage = {usage.integer("inputTokens"), usage.integer("outputTokens"),
            usage.integer("cachedTokens"), usage.number("costUsd")};
    }
    const json &approvals = o.array("approvals");
    for (std::size_t i = 0; i < approvals.size(); ++i) {
        const Object a(approvals[i], indexPath(o.childPath("approvals"), i));
        attempt.approvals.push_back(
            {a.string("action", true), a.string("decision", true), a.string("reason")});
    }
    attempt.abandoned = o.boolean("abandoned");
    if (o.find("evidence")) {
        const Object e = o.object("evidence");
        attempt.evidence = {
            e.string("feedback"), e.string("history"), e.string("findings"), e.string("knowledge")};
    }
    const json &log = o.array("log");
    attempt.log.reserve(qsizetype(log.size()));
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (!log[i].is_string())
            throw FieldError{
                indexPath(o.childPath("log"), i), SessionRecordReader::tr("must be a string")};
        attempt.log.append(fromUtf8View(log[i].get_ref<const std::string &>()));
    }
    readLiveDetails(o, attempt);
    return attempt;
}

SessionRecord readRecord(const json &document)
{
    const Object root(document, QStringLiteral("$"));
    if (root.string("format", true) != QLatin1String(formatName))
        throw FieldError{root.childPath("format"),
            SessionRecordReader::tr("is not \"%1\"").arg(QLatin1String(formatName))};
    if (root.integer("formatVersion") != formatVersion) {
        throw FieldError{root.childPath("formatVersion"),
            SessionRecordReader::tr("is %1; this Packwright reads version %2")
                .arg(root.integer("formatVersion"))
                .arg(formatVersion)};
    }

    SessionRecord record;
    const Object package = root.object("package");
    record.pname = package.string("pname", true);
    record.version = package.string("version");
    record.source = package.string("source");
    record.nixpkgs = package.string("nixpkgs");
    record.model = root.string("model");
    record.recorded = root.boolean("recorded");
    record.workspace = root.string("workspace");
    record.status = root.string("status");
    record.createdAt = readTime(root, "createdAt");
    if (root.has("nix")) {
        const Object nix = root.object("nix");
        record.nix.version = nix.string("version", true);
        record.nix.system = nix.string("system");
        record.nix.store = nix.string("store");
        record.nix.sandbox = nix.boolean("sandbox");
    }

    const json &attempts = root.array("attempts");
    for (std::size_t i = 0; i < attempts.size(); ++i) {
        record.attempts.push_back(
            readAttempt(Object(attempts[i], indexPath(root.childPath("attempts"), i)), int(i) + 1));
    }
    record.vmConsole = root.string("vmConsole").toUtf8();
    return record;
}

} // namespace

Result<SessionRecord> parseSessionRecord(const QByteArray &json, const QString &origin)
{
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(json.cbegin(), json.cend());
    } catch (const nlohmann::json::parse_error &e) {
        return Error{SessionRecordReader::tr("%1 is not valid JSON (at byte %2).")
                         .arg(origin, QString::number(e.byte)),
            QString::fromUtf8(e.what())};
    }
    try {
        return readRecord(document);
    } catch (const FieldError &e) {
        return Error{SessionRecordReader::tr("%1 is not a valid session record: %2 %3.")
                         .arg(origin, e.path, e.problem),
            {}};
    } catch (const nlohmann::json::exception &e) {
        // Defensive: a type the checks above did not anticipate (e.g. an integer overflow).
        return Error{SessionRecordReader::tr("%1 is not a valid session record.").arg(origin),
            QString::fromUtf8(e.what())};
    }
}

Result<SessionRecord> readSessionRecord(const QString &givenPath)
{
    QString path = givenPath;
    // A session directory (`packwright package`'s OUT/session) is read through its record.
    if (const QFileInfo info(path); info.isDir()) {
        path = QDir(path).filePath(QStringLiteral("record.sqlite"));
        if (!QFileInfo(path).isFile())
            return Error{SessionRecordReader::tr("%1 holds no Packwright session (no "
                                                 "record.sqlite): open a session record file "
                                                 "or a session directory.")
                             .arg(givenPath),
                {}};
    }
    QFile file(path);
    // Devices and pipes report size 0 and never end (/dev/zero): only regular files.
    if (QFileInfo info(path); info.exists() && !info.isFile() && !path.startsWith(QLatin1Char(':')))
        return Error{SessionRecordReader::tr("%1 is not a regular file.").arg(path), {}};
    if (!file.open(QIODevice::ReadOnly))
        return Error{SessionRecordReader::tr("Cannot open the session record %1.").arg(path),
            file.errorString()};
    // A session's SQLite record (record.sqlite) opens as well: after a crash it is the
    // whole story, and no JSON export was written.
    if (file.peek(16) == QByteArrayLiteral("SQLite format 3\0")) {
        file.close();
        auto store = SessionStore::open(path);
        if (!store)
            return store.error();
        return store.value().load();
    }
    const QByteArray data = file.read(maxSessionRecordBytes + 1);
    if (data.size() > maxSessionRecordBytes) {
        return Error{
            SessionRecordReader::tr("%1 is larger than %2 MiB, too large for a session record.")
                .arg(path, QString::number(maxSessionRecordBytes / mebibyte)),
            {}};
    }
    qCDebug(lcWorkspace) << "reading session record" << path;
    return parseSessionRecord(data, path);
}

} // namespace packwright::workspace

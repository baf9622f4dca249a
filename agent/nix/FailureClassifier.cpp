// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/FailureClassifier.h"

#include "nix/NixHash.h"

#include <QRegularExpression>

namespace packwright::nix {

namespace {

const QRegularExpression &hashMismatchPattern()
{
    static const QRegularExpression re(QStringLiteral(
        R"(hash mismatch in fixed-output derivation '([^']+)':\s*specified:\s*(\S+)\s*got:\s*(\S+))"));
    return re;
}

/// A derivation whose own builder failed: "builder for '…drv' failed with exit code 1"
/// (Nix ≤ 2.28, Lix) or "Cannot build '…drv'." followed by "Reason: builder failed …"
/// (Nix ≥ 2.29). A "Cannot build" whose reason is a failed dependency does not match.
const QRegularExpression &builderFailedPattern()
{
    static const QRegularExpression re(QStringLiteral(
        R"((?:builder for '([^']+\.drv)' failed|Cannot build '([^']+\.drv)'\.?\s*Reason: builder failed([^\n]*)))"));
    return re;
}

/// "1 dependencies of derivation '…drv' failed to build" (Nix ≤ 2.28), or Nix ≥ 2.29's
/// "Cannot build '…drv'." with "Reason: 1 dependency failed."
const QRegularExpression &dependenciesFailedPattern()
{
    static const QRegularExpression re(QStringLiteral(
        R"((?:\d+ dependenc(?:y|ies) of derivation '([^']+\.drv)' failed to build|Cannot build '([^']+\.drv)'\.?\s*Reason: \d+ dependenc(?:y|ies) failed))"));
    return re;
}

/// Nix ≥ 2.29's headline alone, "Cannot build '…drv'." (2.34 prints just this line in plain
/// text when the build output is off, -Q): that derivation failed, for a reason not given.
const QRegularExpression &cannotBuildPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(Cannot build '([^']+\.drv)')"));
    return re;
}

/// The .drv path of a match of one of the two-form patterns above.
QString drvOf(const QRegularExpressionMatch &m)
{
    return m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
}

const QRegularExpression &invalidHashPattern()
{
    static const QRegularExpression re(QStringLiteral(
        R"(invalid SRI hash|has wrong length for hash type|invalid base-(?:16|32|64) hash|)"
        R"(unknown hash algorithm|hash '[^']*' does not include a type)"));
    return re;
}

/// "at /path/file.nix:12:5:" as Nix prints it below an evaluation error.
const QRegularExpression &positionPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(\bat (/[^:\s]+):(\d+):(\d+))"));
    return re;
}

QString firstLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype end = trimmed.indexOf(QLatin1Char('\n'));
    QString line = end < 0 ? trimmed : trimmed.left(end).trimmed();
    if (line.startsWith(QLatin1String("error: ")))
        line.remove(0, 7);
    return line;
}

/// Where the message proper starts in an error with a stack trace. Nix ≥ 2.20 prints
/// "error:" alone, the trace ("… while evaluating …", each frame with its own "at file:
/// line:col"), then "error: <message>" with the position that caused it; earlier versions
/// start with the message. The offset of the last line that reads "error: <text>", or 0.
qsizetype messageStart(const QString &text)
{
    static const QRegularExpression headline(
        QStringLiteral(R"(^[ \t]*error: \S)"), QRegularExpression::MultilineOption);
    qsizetype start = 0;
    for (auto it = headline.globalMatch(text); it.hasNext();)
        start = it.next().capturedStart();
    return start;
}

/// Nix ≥ 2.4 reports SRI; older texts may be base32 with a "sha256:" prefix.
QString asSri(const QString &hash)
{
    const auto parsed = NixHash::parse(hash);
    return parsed ? parsed.value().toSri() : hash;
}

} // namespace

QString derivationName(QStringView drvPath)
{
    QStringView name = drvPath.mid(drvPath.lastIndexOf(u'/') + 1);
    const qsizetype dash = name.indexOf(u'-');
    if (dash == 32) // the store hash is 32 characters
        name = name.mid(dash + 1);
    if (name.endsWith(u".drv"))
        name.chop(4);
    return name.toString();
}

void classifyFailure(
    const QStringList &errors, const QStringList &topLevelDrvs, BuildOutcome &outcome)
{
    const QString all = errors.join(QLatin1Char('\n'));
    outcome.errorText = all;
    outcome.summary = errors.isEmpty()
        ? QString()
        : firstLine(errors.first().mid(messageStart(errors.first())));

    if (const auto m = hashMismatchPattern().match(all); m.hasMatch()) {
        outcome.kind = OutcomeKind::HashMismatch;
        outcome.failingDrv = m.captured(1);
        outcome.hashMismatch
            = HashMismatch{m.captured(1), asSri(m.captured(2)), asSri(m.captured(3)), {}};
        outcome.summary = QStringLiteral("hash mismatch in fixed-output derivation %1")
                              .arg(derivationName(m.captured(1)));
        return;
    }
    if (const auto m = builderFailedPattern().match(all); m.hasMatch()) {
        outcome.failingDrv = drvOf(m);
        const bool own = topLevelDrvs.isEmpty() || topLevelDrvs.contains(outcome.failingDrv);
        outcome.kind = own ? OutcomeKind::BuildError : OutcomeKind::DependencyBuildError;
        // Both forms summarised the older way: "builder for '…drv' failed with exit code 1".
        outcome.summary = m.captured(1).isEmpty()
            ? QStringLiteral("builder for '%1' failed%2").arg(m.captured(2), m.captured(3))
            : firstLine(all.mid(m.capturedStart()));
        return;
    }
    if (const auto m = dependenciesFailedPattern().match(all); m.hasMatch()) {
        // A dependency failed without its builder's message (e.g. a remote builder's).
        outcome.kind = OutcomeKind::DependencyBuildError;
        outcome.failingDrv = drvOf(m);
        return;
    }
    if (const auto m = cannotBuildPattern().match(all); m.hasMatch()) {
        outcome.failingDrv = m.captured(1);
        const bool own = topLevelDrvs.isEmpty() || topLevelDrvs.contains(outcome.failingDrv);
        outcome.kind = own ? OutcomeKind::BuildError : OutcomeKind::DependencyBuildError;
        return;
    }
    if (invalidHashPattern().match(all).hasMatch()) {
        outcome.kind = OutcomeKind::InvalidHash;
    } else {
        outcome.kind = OutcomeKind::EvaluationError;
    }
    // The position of the message, not of a frame of the trace before it.
    if (const auto m = positionPattern().match(all, messageStart(all)); m.hasMatch())
        outcome.location
            = SourceLocation{m.captured(1), m.captured(2).toInt(), m.captured(3).toInt()};
}

} // namespace packwright::nix

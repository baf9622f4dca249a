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

const QRegularExpression &builderFailedPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(builder for '([^']+\.drv)' failed)"));
    return re;
}

const QRegularExpression &dependenciesFailedPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(\d+ dependencies of derivation '([^']+\.drv)' failed to build)"));
    return re;
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
    outcome.summary = errors.isEmpty() ? QString() : firstLine(errors.first());

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
        outcome.failingDrv = m.captured(1);
        const bool own = topLevelDrvs.isEmpty() || topLevelDrvs.contains(outcome.failingDrv);
        outcome.kind = own ? OutcomeKind::BuildError : OutcomeKind::DependencyBuildError;
        outcome.summary = firstLine(all.mid(m.capturedStart()));
        return;
    }
    if (const auto m = dependenciesFailedPattern().match(all); m.hasMatch()) {
        // A dependency failed without its builder's message (e.g. a remote builder's).
        outcome.kind = OutcomeKind::DependencyBuildError;
        outcome.failingDrv = m.captured(1);
        return;
    }
    if (invalidHashPattern().match(all).hasMatch()) {
        outcome.kind = OutcomeKind::InvalidHash;
    } else {
        outcome.kind = OutcomeKind::EvaluationError;
    }
    if (const auto m = positionPattern().match(all); m.hasMatch())
        outcome.location
            = SourceLocation{m.captured(1), m.captured(2).toInt(), m.captured(3).toInt()};
}

} // namespace packwright::nix

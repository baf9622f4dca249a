// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SessionDefaults.h"

#include "evidence/TemplateBaseline.h"
#include "loop/PackagingLoop.h"

#include <QSettings>

namespace packwright::loop {

namespace {
const QString group = QStringLiteral("session");

QString key(const char *name)
{
    return QLatin1String(name);
}

template<typename T>
std::optional<T> optionalValue(const QSettings &s, const char *name)
{
    if (!s.contains(key(name)))
        return std::nullopt;
    return s.value(key(name)).value<T>();
}

template<typename T>
void setOptional(QSettings &s, const char *name, const std::optional<T> &value)
{
    if (value)
        s.setValue(key(name), QVariant::fromValue(*value));
    else
        s.remove(key(name));
}

QString sourceText(const nix::NixpkgsSource &source)
{
    return (source.kind == nix::NixpkgsSource::Kind::Flake ? QStringLiteral("flake:")
                                                           : QStringLiteral("path:"))
        + source.location;
}

std::optional<nix::NixpkgsSource> sourceFromText(const QString &text)
{
    if (text.startsWith(QLatin1String("flake:")))
        return nix::NixpkgsSource::flake(text.mid(6));
    if (text.startsWith(QLatin1String("path:")))
        return nix::NixpkgsSource::localPath(text.mid(5));
    return std::nullopt;
}
} // namespace

SessionDefaults SessionDefaults::load(QSettings &settings)
{
    SessionDefaults d;
    settings.beginGroup(group);
    for (GatedAction action : {GatedAction::ApplyEdit, GatedAction::StartBuild,
             GatedAction::RunInVm, GatedAction::ChangePin}) {
        const QString name = QStringLiteral("ask/") + gatedActionName(action);
        d.approvals.set(action, settings.value(name, d.approvals.asks(action)).toBool());
    }
    d.maxIterations = settings.value(key("maxIterations"), d.maxIterations).toInt();
    d.maxWithoutProgress = settings.value(key("maxWithoutProgress"), d.maxWithoutProgress).toInt();
    d.refinementRounds = settings.value(key("refinementRounds"), d.refinementRounds).toInt();
    d.verifySignals = settings.value(key("verifySignals"), d.verifySignals).toInt();
    if (const auto minutes = optionalValue<int>(settings, "timeBudgetMinutes"))
        d.timeBudget = std::chrono::minutes(*minutes);
    d.tokenBudget = optionalValue<qint64>(settings, "tokenBudget");
    d.costBudgetUsd = optionalValue<double>(settings, "costBudgetUsd");
    d.buildTimeout = std::chrono::seconds(
        settings.value(key("buildTimeoutSeconds"), qint64(d.buildTimeout.count())).toLongLong());
    for (const QString &text : settings.value(key("nixpkgsSources")).toStringList())
        if (const auto source = sourceFromText(text))
            d.nixpkgsSources << *source;
    d.nixOptions = settings.value(key("nixOptions")).toStringList();
    d.vm = vm::vmChoiceFromName(settings.value(key("vm")).toString()).value_or(d.vm);
    settings.beginGroup(QStringLiteral("tools"));
    for (const QString &name : settings.childKeys())
        d.toolPaths.insert(name, settings.value(name).toString());
    settings.endGroup();
    settings.endGroup();
    return d;
}

void SessionDefaults::save(QSettings &settings) const
{
    settings.beginGroup(group);
    for (GatedAction action : {GatedAction::ApplyEdit, GatedAction::StartBuild,
             GatedAction::RunInVm, GatedAction::ChangePin})
        settings.setValue(QStringLiteral("ask/") + gatedActionName(action), approvals.asks(action));
    settings.setValue(key("maxIterations"), maxIterations);
    settings.setValue(key("maxWithoutProgress"), maxWithoutProgress);
    settings.setValue(key("refinementRounds"), refinementRounds);
    settings.setValue(key("verifySignals"), verifySignals);
    setOptional(settings, "timeBudgetMinutes",
        timeBudget ? std::optional<int>(int(timeBudget->count())) : std::nullopt);
    setOptional(settings, "tokenBudget", tokenBudget);
    setOptional(settings, "costBudgetUsd", costBudgetUsd);
    settings.setValue(key("buildTimeoutSeconds"), qint64(buildTimeout.count()));
    QStringList sources;
    for (const nix::NixpkgsSource &source : nixpkgsSources)
        sources << sourceText(source);
    settings.setValue(key("nixpkgsSources"), sources);
    settings.setValue(key("nixOptions"), nixOptions);
    settings.setValue(key("vm"), vm::vmChoiceName(vm));
    settings.remove(QStringLiteral("tools"));
    settings.beginGroup(QStringLiteral("tools"));
    for (auto it = toolPaths.cbegin(); it != toolPaths.cend(); ++it)
        if (!it.value().isEmpty())
            settings.setValue(it.key(), it.value());
    settings.endGroup();
    settings.endGroup();
}

nix::BuildOptions SessionDefaults::buildOptions() const
{
    nix::BuildOptions options;
    options.timeout = buildTimeout;
    for (const QString &option : nixOptions) {
        const qsizetype eq = option.indexOf(QLatin1Char('='));
        if (eq > 0)
            options.options.append({option.left(eq).trimmed(), option.mid(eq + 1)});
    }
    return options;
}

void SessionDefaults::applyTo(PackagingRequest &request) const
{
    request.approvals = approvals;
    request.limits.maxIterations = maxIterations;
    request.limits.maxWithoutProgress = maxWithoutProgress;
    request.limits.refinementRounds = refinementRounds;
    request.limits.verifySignals = verifySignals;
    request.limits.timeBudget = timeBudget
        ? std::optional(std::chrono::duration_cast<std::chrono::seconds>(*timeBudget))
        : std::nullopt;
    request.limits.tokenBudget = tokenBudget;
    request.limits.costBudgetUsd = costBudgetUsd;
    const nix::BuildOptions nix = buildOptions();
    request.buildOptions.timeout = nix.timeout;
    request.buildOptions.options.append(nix.options);
    if (request.nixpkgs.location.isEmpty() && !nixpkgsSources.isEmpty())
        request.nixpkgs = nixpkgsSources.constFirst();
    request.vm.choice = vm;
    const QString nixLocate = toolPaths.value(QStringLiteral("nix-locate")).trimmed();
    if (!nixLocate.isEmpty())
        request.nixLocateProgram = nixLocate;
    request.successTemplatesFile = evidence::TemplateBaseline::userStorePath();
}

} // namespace packwright::loop

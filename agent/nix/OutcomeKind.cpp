// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/OutcomeKind.h"

#include "core/EnumNames.h"

namespace packwright::nix {

namespace {
constexpr EnumNames<OutcomeKind, 10> names{{{
    {OutcomeKind::Success, u"success"},
    {OutcomeKind::EvaluationError, u"evaluation-error"},
    {OutcomeKind::BuildError, u"build-error"},
    {OutcomeKind::HashMismatch, u"hash-mismatch"},
    {OutcomeKind::InvalidHash, u"invalid-hash"},
    {OutcomeKind::DependencyBuildError, u"dependency-build-error"},
    {OutcomeKind::Timeout, u"timeout"},
    {OutcomeKind::Cancelled, u"cancelled"},
    {OutcomeKind::NixNotInstalled, u"nix-not-installed"},
    {OutcomeKind::Unfinished, u"unfinished"},
}}};
} // namespace

QString outcomeKindName(OutcomeKind kind)
{
    return names.name(kind);
}

std::optional<OutcomeKind> outcomeKindFromName(QStringView name)
{
    return names.find(name);
}

} // namespace packwright::nix

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/LoopTypes.h"

#include "core/EnumNames.h"

namespace packwright::loop {

namespace {
constexpr EnumNames<GatedAction, 4> actionNames{{{
    {GatedAction::ApplyEdit, u"apply-edit"},
    {GatedAction::StartBuild, u"start-build"},
    {GatedAction::RunInVm, u"run-in-vm"},
    {GatedAction::ChangePin, u"change-pin"},
}}};

constexpr EnumNames<ApprovalDecision::Kind, 5> decisionNames{{{
    {ApprovalDecision::Kind::Approve, u"approved"},
    {ApprovalDecision::Kind::ApproveWithEdit, u"edited"},
    {ApprovalDecision::Kind::Reject, u"rejected"},
    {ApprovalDecision::Kind::RollBack, u"rolled-back"},
    {ApprovalDecision::Kind::Stop, u"stopped"},
}}};

constexpr EnumNames<StopReason, 10> stopNames{{{
    {StopReason::Succeeded, u"succeeded"},
    {StopReason::MaxIterations, u"max-iterations"},
    {StopReason::NoProgress, u"no-progress"},
    {StopReason::Budget, u"budget"},
    {StopReason::NonReproducible, u"non-reproducible"},
    {StopReason::NoFix, u"no-fix"},
    {StopReason::StoppedByUser, u"stopped"},
    {StopReason::Cancelled, u"cancelled"},
    {StopReason::SetupFailed, u"setup-failed"},
    {StopReason::ModelFailed, u"model-failed"},
}}};
} // namespace

QString gatedActionName(GatedAction action)
{
    return actionNames.name(action);
}

std::optional<GatedAction> gatedActionFromName(QStringView name)
{
    return actionNames.find(name);
}

bool ApprovalPolicy::asks(GatedAction action) const
{
    switch (action) {
    case GatedAction::ApplyEdit: return askApplyEdit;
    case GatedAction::StartBuild: return askStartBuild;
    case GatedAction::RunInVm: return askRunInVm;
    case GatedAction::ChangePin: return askChangePin;
    }
    return true;
}

void ApprovalPolicy::set(GatedAction action, bool ask)
{
    switch (action) {
    case GatedAction::ApplyEdit: askApplyEdit = ask; break;
    case GatedAction::StartBuild: askStartBuild = ask; break;
    case GatedAction::RunInVm: askRunInVm = ask; break;
    case GatedAction::ChangePin: askChangePin = ask; break;
    }
}

ApprovalPolicy ApprovalPolicy::allAuto()
{
    return {false, false, false, false};
}

ApprovalPolicy ApprovalPolicy::allAsk()
{
    return {true, true, true, true};
}

QString decisionName(ApprovalDecision::Kind kind)
{
    return decisionNames.name(kind);
}

QString stopReasonName(StopReason reason)
{
    return stopNames.name(reason);
}

std::optional<StopReason> stopReasonFromName(QStringView name)
{
    return stopNames.find(name);
}

int exitStatus(StopReason reason)
{
    if (reason == StopReason::Succeeded)
        return 0;
    return 10 + int(reason);
}

} // namespace packwright::loop

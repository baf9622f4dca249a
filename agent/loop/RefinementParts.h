// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the refinement's two sources share (PackagingRefinement.cpp: the rounds and the
// optimizer; PackagingEvaluation.cpp: the evaluator in the VM). Internal to loop/.

#include "tools/ToolRoot.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::loop::refinement {

/// The translation context of the refinement's texts.
struct RefineTexts
{
    Q_DECLARE_TR_FUNCTIONS(RefineTexts)
};

/// The file-tool root name of each output: "out" for the first, else the output's suffix
/// ("dev", "lib", "man") or "outN".
QList<tools::ToolRoot> outputRoots(const QStringList &outPaths);

} // namespace packwright::loop::refinement

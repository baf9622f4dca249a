// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>

namespace packwright::loop {

/// The translation context of the packaging loop's step texts (stage lines, explanations),
/// shared by the sources of the loop's steps so that one context holds them all.
struct StepTexts
{
    Q_DECLARE_TR_FUNCTIONS(StepTexts)
};

} // namespace packwright::loop

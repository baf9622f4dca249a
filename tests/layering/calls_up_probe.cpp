// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Built on demand by the layer_probe_calls_up test, linked against evidence/ alone: a call
// from that layer into loop/ must fail to link, or the layer rule is not enforced.
#include "evidence/Verdict.h"
#include "loop/SlotBudgets.h"

int main()
{
    const auto verdict
        = packwright::evidence::verdictName(packwright::evidence::VerdictKind::Progress);
    return static_cast<int>(packwright::loop::estimatedTokens(verdict));
}

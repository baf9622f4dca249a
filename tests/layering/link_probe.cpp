// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Links one layer's library and nothing else; tst_layering inspects what it pulls in.
#include "evidence/Verdict.h"

int main()
{
    return packwright::evidence::verdictName(packwright::evidence::VerdictKind::Progress).isEmpty()
        ? 1
        : 0;
}

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/Logging.h"

Q_LOGGING_CATEGORY(lcNix, "packwright.nix", QtInfoMsg)
Q_LOGGING_CATEGORY(lcEvidence, "packwright.evidence", QtInfoMsg)
Q_LOGGING_CATEGORY(lcLlm, "packwright.llm", QtInfoMsg)
Q_LOGGING_CATEGORY(lcLoop, "packwright.loop", QtInfoMsg)
Q_LOGGING_CATEGORY(lcWorkspace, "packwright.workspace", QtInfoMsg)
Q_LOGGING_CATEGORY(lcVm, "packwright.vm", QtInfoMsg)

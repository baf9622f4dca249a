// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLoggingCategory>

// One logging category per module of agent/ (enable with QT_LOGGING_RULES="packwright.*=true").
Q_DECLARE_LOGGING_CATEGORY(lcNix)
Q_DECLARE_LOGGING_CATEGORY(lcEvidence)
Q_DECLARE_LOGGING_CATEGORY(lcLlm)
Q_DECLARE_LOGGING_CATEGORY(lcLoop)
Q_DECLARE_LOGGING_CATEGORY(lcWorkspace)
Q_DECLARE_LOGGING_CATEGORY(lcVm)

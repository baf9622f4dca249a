// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>

namespace packwright::vm {

/// The translation context of the QEMU backend's messages, shared by QemuMicroVm.cpp and
/// ConsoleRun.cpp (which took some of them over), so that their translations keep.
struct QemuTexts
{
    Q_DECLARE_TR_FUNCTIONS(QemuTexts)
};

} // namespace packwright::vm

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/VmBackend.h"

#include <QStandardPaths>

namespace packwright::vm {

VmBackend::~VmBackend() = default;

QString defaultVmCacheDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/packwright/vm");
}

} // namespace packwright::vm

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/VmBackend.h"

namespace packwright::vm {

VmBackend::~VmBackend() = default;

} // namespace packwright::vm

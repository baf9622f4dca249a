// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace packwright::loop {
struct PackagingRequest;
}

namespace packwright::ui {

/// A packaging request in plain words, one sentence per line: the source (or the package.nix
/// and what happens to it), the nixpkgs, the model, the approvals, limits and budgets, the
/// build timeout and the session directory. For the New session wizard's last page.
QString describeRequest(const loop::PackagingRequest &request);

} // namespace packwright::ui

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

class QTextStream;

namespace packwright::app {

/// `packwright update PACKAGE.nix [--to VERSION] [--nixpkgs PATH|FLAKEREF] [--out DIR] …`:
/// maintenance without a display (Vibenix §4.2, issue 9). Builds the package as it is
/// (attempt 1), updates it to VERSION (default: the newest tag of its source's git
/// repository) with every hash reset and filled by trust on first use, then repairs it with
/// the maintenance prompt. Without --out, a package that builds is written back to
/// PACKAGE.nix (its formatting kept) and a failure leaves the file untouched; the session
/// and the report go to --session-dir (default: the user's cache). The nixpkgs defaults to
/// the checkout PACKAGE.nix lies in. Returns 0 on success, 2 on a usage error, else
/// loop::exitStatus() of the stop reason.
int runUpdate(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace packwright::app

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

class QTextStream;

namespace packwright::app {

/// `packwright export SESSION_DIR --nixpkgs-checkout DIR [--branch NAME] [--force] [--reviewed]
/// [--description-out FILE] [--nix-option NAME=VALUE]…`: hands a finished session to nixpkgs
/// (issue 9, loop::handOff()). Prints the metadata findings, the commit and where the
/// pull-request description went (default SESSION_DIR/pull-request.md).
/// Returns the exit status: 0 exported; 1 refused or failed (not a finished session, not a
/// nixpkgs checkout, uncommitted changes, Nix failed, the description not written);
/// 2 a usage error; 3 metadata errors block the export (--force exports anyway).
int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace packwright::app

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "loop/LoopTypes.h"
#include "nix/AttributePositions.h"

#include <QMap>
#include <QString>

#include <optional>
#include <utility>

namespace packwright::loop {

/// Fixes fixed-output hash mismatches without the model (Vibenix §4.1.9, trust on first use):
/// the specified hash is replaced with the one Nix got, at the attribute's position. Several
/// hashes of one package are filled in the order their builds fail — the source first, then
/// the vendored dependencies (cargoHash, vendorHash, npmDepsHash) — because Nix reports one
/// mismatch per build. A hash the fixer wrote that Nix then reports as wrong again means the
/// fetch is not reproducible; the fixer says so instead of looping.
///
/// One HashFixer per session: it remembers the hashes it wrote.
class HashFixer
{
public:
    /// The edit for `mismatch` in `expression` (the text of package.nix).
    /// `positions`: the package's hash positions (nix::readPositions), empty when unknown; the
    /// hash is then found by its text (the specified hash in any of Nix's notations, or
    /// `lib.fakeHash` / `lib.fakeSha256` / `""` for a trust-on-first-use placeholder), first
    /// occurrence first. Errors: the hash is not written in the file (it comes from nixpkgs
    /// or is computed); the fetch is not reproducible (message names both hashes).
    Result<ProposedEdit> fix(const QString &expression, const nix::HashMismatch &mismatch,
        const QList<nix::HashPosition> &positions = {});

    /// Whether the last error from fix() was a non-reproducible fetch.
    bool lastWasNonReproducible() const { return m_nonReproducible; }
    /// The last fix() edit was applied: its hash now counts as written (a rejected fix does
    /// not, so that a later mismatch of it is not taken for a non-reproducible fetch).
    /// Returns the attribute whose hash it was ("src", "cargoDeps", …), empty when none.
    QString confirm();

private:
    QMap<QString, QString> m_written; ///< hash written → the attribute it was written for
    std::optional<std::pair<QString, QString>> m_proposed; ///< hash, attribute of the last fix
    bool m_nonReproducible = false;
};

/// Offset of a 1-based line and column in `text`, or -1 when outside it.
qsizetype offsetOf(const QString &text, int line, int column);

} // namespace packwright::loop

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/PackageSyntax.h"

#include <QList>
#include <QString>

#include <optional>

// The hash attributes of a package file, as the lint rules (PW-fake-hash, PW-sri-hash), their
// fixes and the invalid-hash quick fix read them. Hash names follow pkgs/README.md §Sources:
// `hash` (and `outputHash`, `cargoHash`, `vendorHash`, … for the builders' own fetchers) holds
// an SRI hash; `sha256`, `sha512`, `sha1`, `md5` and `…Sha256` are the names before SRI.

namespace packwright::nix {

/// One binding of a hash attribute: `hash = "sha256-…";`, `sha256 = lib.fakeSha256;`, …
struct HashBinding
{
    QString name;           ///< as written: "hash", "sha256", "cargoHash", "vendorSha256"
    qsizetype nameAt = -1;  ///< offset of the name in the text
    qsizetype valueAt = -1; ///< offset of the value, after "=" and the spaces after it
    /// The value when it is a string literal (interpolated or indented ones included; the
    /// callers that rewrite a hash skip those).
    std::optional<StringLiteral> literal;
};

/// Every hash binding of `syntax`'s text in text order, in any attribute set (a fetcher's
/// arguments included); names inside comments and strings are not bindings.
QList<HashBinding> hashBindings(const PackageSyntax &syntax);

/// Whether `name` is a hash attribute name from before SRI: sha1, sha256, sha512, md5 or
/// `…Sha256`.
bool isLegacyHashName(const QString &name);

/// The name an SRI hash takes in place of `name`: `hash` for sha1/sha256/sha512/md5,
/// `fooHash` for `fooSha256`; any other name is kept.
QString sriHashName(const QString &name);

} // namespace packwright::nix

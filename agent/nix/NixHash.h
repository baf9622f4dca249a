// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace packwright::nix {

/// A content hash as Nix writes it: SRI ("sha256-<base64>"), typed ("sha256:<base32|base16>"),
/// or bare base32 / base16 of a known length (legacy `sha256 = "…"`).
/// Holds the algorithm and the raw digest; converts between Nix's encodings.
class NixHash
{
public:
    enum class Algorithm
    {
        Md5,
        Sha1,
        Sha256,
        Sha512
    };

    /// Parses any of Nix's hash notations. A bare (untyped) string is read as `assumed`.
    /// Errors: unknown algorithm, invalid characters, wrong length for the algorithm —
    /// worded like Nix's own "invalid hash" errors, naming the text.
    static Result<NixHash> parse(QStringView text, Algorithm assumed = Algorithm::Sha256);

    /// `lib.fakeHash`: the SRI sha256 of 32 zero bytes, used for trust on first use.
    static QString fakeSri();

    Algorithm algorithm() const { return m_algorithm; }
    const QByteArray &digest() const { return m_digest; }

    /// "sha256-…" (base64), the form nixpkgs writes in `hash = …`.
    QString toSri() const;
    /// Nix's own base-32 alphabet, as `nix-prefetch-url` prints it.
    QString toNixBase32() const;
    QString toBase16() const;

    /// Digest length in bytes of `algorithm`.
    static int digestSize(Algorithm algorithm);
    static QString algorithmName(Algorithm algorithm);

    friend bool operator==(const NixHash &, const NixHash &) = default;

private:
    NixHash(Algorithm algorithm, QByteArray digest);

    Algorithm m_algorithm = Algorithm::Sha256;
    QByteArray m_digest;
};

} // namespace packwright::nix

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixHash.h"

#include "core/EnumNames.h"

#include <QCoreApplication>

namespace packwright::nix {

namespace {

struct NixHashTexts
{
    Q_DECLARE_TR_FUNCTIONS(NixHash)
};

constexpr EnumNames<NixHash::Algorithm, 4> algorithms{{{
    {NixHash::Algorithm::Md5, u"md5"},
    {NixHash::Algorithm::Sha1, u"sha1"},
    {NixHash::Algorithm::Sha256, u"sha256"},
    {NixHash::Algorithm::Sha512, u"sha512"},
}}};

// Nix's base-32 alphabet omits e, o, u and t.
constexpr char16_t base32Chars[] = u"0123456789abcdfghijklmnpqrsvwxyz";

int base32Length(int bytes)
{
    return (bytes * 8 - 1) / 5 + 1;
}

/// Nix's base-32 is little-endian over bits and written most significant character first.
QString encodeBase32(const QByteArray &digest)
{
    const int length = base32Length(int(digest.size()));
    QString out;
    out.reserve(length);
    for (int n = length - 1; n >= 0; --n) {
        const int b = n * 5;
        const int i = b / 8;
        const int j = b % 8;
        const auto byte = [&](int k) { return k < digest.size() ? quint8(digest[k]) : 0u; };
        const unsigned c = (byte(i) >> j) | (i + 1 < digest.size() ? byte(i + 1) << (8 - j) : 0u);
        out.append(QChar(base32Chars[c & 0x1f]));
    }
    return out;
}

std::optional<QByteArray> decodeBase32(QStringView text, int bytes)
{
    QByteArray digest(bytes, '\0');
    const int length = int(text.size());
    for (int n = 0; n < length; ++n) {
        const QChar ch = text[length - n - 1];
        int digit = -1;
        for (int k = 0; k < 32; ++k) {
            if (ch == QChar(base32Chars[k])) {
                digit = k;
                break;
            }
        }
        if (digit < 0)
            return std::nullopt;
        const int b = n * 5;
        const int i = b / 8;
        const int j = b % 8;
        digest[i] = char(quint8(digest[i]) | quint8(digit << j));
        const unsigned carry = unsigned(digit) >> (8 - j);
        if (i + 1 < bytes)
            digest[i + 1] = char(quint8(digest[i + 1]) | quint8(carry));
        else if (carry != 0)
            return std::nullopt; // bits beyond the digest: not a hash of this size
    }
    return digest;
}

} // namespace

NixHash::NixHash(Algorithm algorithm, QByteArray digest)
    : m_algorithm(algorithm)
    , m_digest(std::move(digest))
{}

int NixHash::digestSize(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Md5: return 16;
    case Algorithm::Sha1: return 20;
    case Algorithm::Sha256: return 32;
    case Algorithm::Sha512: return 64;
    }
    return 0;
}

QString NixHash::algorithmName(Algorithm algorithm)
{
    return algorithms.name(algorithm);
}

QString NixHash::fakeSri()
{
    return NixHash(Algorithm::Sha256, QByteArray(32, '\0')).toSri();
}

Result<NixHash> NixHash::parse(QStringView text, Algorithm assumed)
{
    const QString original = text.toString();
    Algorithm algorithm = assumed;
    QStringView body = text.trimmed();
    bool sri = false;

    // "sha256-…" (SRI) or "sha256:…" (typed); otherwise bare.
    const qsizetype dash = body.indexOf(u'-');
    const qsizetype colon = body.indexOf(u':');
    const qsizetype split = colon >= 0 ? colon : dash;
    if (split > 0) {
        const auto named = algorithms.find(body.left(split));
        if (!named) {
            return Error{
                NixHashTexts::tr("The hash \"%1\" names an unknown algorithm \"%2\" (use sha256).")
                    .arg(original, body.left(split).toString()),
                {}};
        }
        algorithm = *named;
        sri = split == dash && colon < 0;
        body = body.mid(split + 1);
    }

    const int size = digestSize(algorithm);
    const QString name = algorithmName(algorithm);
    if (sri) {
        const auto decoded = QByteArray::fromBase64Encoding(
            body.toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.size() != size) {
            return Error{
                NixHashTexts::tr("\"%1\" is not a valid SRI hash: a %2 hash is %3 bytes of base64.")
                    .arg(original, name)
                    .arg(size),
                {}};
        }
        return NixHash(algorithm, decoded.decoded);
    }
    if (body.size() == qsizetype(size) * 2) {
        const QByteArray hex = body.toLatin1();
        const QByteArray digest = QByteArray::fromHex(hex);
        if (digest.size() == size && digest.toHex() == hex.toLower())
            return NixHash(algorithm, digest);
    } else if (body.size() == base32Length(size)) {
        if (auto digest = decodeBase32(body, size))
            return NixHash(algorithm, *digest);
    }
    return Error{
        NixHashTexts::tr("\"%1\" is not a valid %2 hash: expected SRI (%2-…), %3 base-32 or %4 "
                         "hexadecimal characters.")
            .arg(original, name)
            .arg(base32Length(size))
            .arg(size * 2),
        {}};
}

QString NixHash::toSri() const
{
    return algorithmName(m_algorithm) + QLatin1Char('-') + QString::fromLatin1(m_digest.toBase64());
}

QString NixHash::toNixBase32() const
{
    return encodeBase32(m_digest);
}

QString NixHash::toBase16() const
{
    return QString::fromLatin1(m_digest.toHex());
}

} // namespace packwright::nix

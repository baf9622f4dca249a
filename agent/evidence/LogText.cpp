// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/LogText.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace packwright::evidence {

namespace {

constexpr char Esc = '\x1b';

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isHexDigit(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool isAlnum(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/// Nix's base-32 alphabet (no e, o, u, t).
bool isNixBase32(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z' && c != 'e' && c != 'o' && c != 'u' && c != 't');
}

bool isPathChar(char c)
{
    return isAlnum(c) || c == '.' || c == '_' || c == '-' || c == '+' || c == '/';
}

/// Skips an escape sequence starting at raw[i] == ESC; returns the index after it.
std::size_t skipEscape(std::string_view raw, std::size_t i)
{
    if (i + 1 >= raw.size())
        return raw.size();
    const char kind = raw[i + 1];
    if (kind == '[') { // CSI: parameter and intermediate bytes, then a final byte in @..~
        i += 2;
        while (i < raw.size() && !(raw[i] >= '@' && raw[i] <= '~'))
            ++i;
        return i < raw.size() ? i + 1 : i;
    }
    if (kind == ']' || kind == 'P' || kind == '_' || kind == '^') { // OSC/DCS: up to BEL or ST
        i += 2;
        while (i < raw.size()) {
            if (raw[i] == '\x07')
                return i + 1;
            if (raw[i] == Esc && i + 1 < raw.size() && raw[i + 1] == '\\')
                return i + 2;
            ++i;
        }
        return i;
    }
    if (kind == '(' || kind == ')') // character set selection: one more byte
        return i + 3 <= raw.size() ? i + 3 : raw.size();
    return i + 2;
}

bool isControl(unsigned char c)
{
    return (c < 0x20 && c != '\t') || c == 0x7f;
}

/// The position of the first control byte other than tab in `text` at or after `from`, or
/// text.size(). Most lines hold none; eight bytes are tested at a time (SWAR: a byte below
/// 0x20 or equal to 0x7f sets its high bit).
std::size_t nextControlByte(std::string_view text, std::size_t from)
{
    constexpr std::uint64_t ones = 0x0101010101010101ULL;
    constexpr std::uint64_t highs = 0x8080808080808080ULL;
    std::size_t i = from;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, text.data() + i, 8);
        const std::uint64_t below = (word - ones * 0x20) & ~word & highs;
        const std::uint64_t del = word ^ (ones * 0x7f);
        const std::uint64_t isDel = (del - ones) & ~del & highs;
        if ((below | isDel) == 0)
            continue;
        for (std::size_t k = i; k < i + 8; ++k) {
            if (isControl(static_cast<unsigned char>(text[k])))
                return k;
        }
    }
    for (; i < text.size(); ++i) {
        if (isControl(static_cast<unsigned char>(text[i])))
            return i;
    }
    return text.size();
}

/// Removes the quoting prefix of a nested log: OBS's "[  158s] ", nix-output-monitor's
/// error frame ("┃ error: …"), then Nix's "       > ".
std::string_view stripQuotePrefix(std::string_view text)
{
    static constexpr std::string_view nomFrame = "\xe2\x94\x83"; // "┃" (U+2503) in UTF-8
    std::size_t i = 0;
    if (!text.empty() && text[0] == '[') { // OBS worker timestamps: "[  158s] "
        std::size_t j = 1;
        while (j < text.size() && text[j] == ' ')
            ++j;
        const std::size_t digits = j;
        while (j < text.size() && isDigit(text[j]))
            ++j;
        if (j > digits && text.substr(j, 2) == "s]") {
            j += 2;
            if (j < text.size() && text[j] == ' ')
                ++j;
            text.remove_prefix(j);
        }
    }
    if (text.starts_with(nomFrame)
        && (text.size() == nomFrame.size() || text[nomFrame.size()] == ' '))
        text.remove_prefix(std::min(text.size(), nomFrame.size() + 1));
    while (i < text.size() && text[i] == ' ')
        ++i;
    if (i < text.size() && text[i] == '>' && (i + 1 == text.size() || text[i + 1] == ' '))
        text.remove_prefix(i + 1 < text.size() ? i + 2 : i + 1);
    return text;
}

/// The length of an "algo-…" or "algo:…" hash at the start of `text`, or 0.
std::size_t hashLength(std::string_view text)
{
    for (const std::string_view algo : {"sha256", "sha512", "sha1", "md5"}) {
        if (!text.starts_with(algo) || text.size() <= algo.size()
            || (text[algo.size()] != '-' && text[algo.size()] != ':'))
            continue;
        std::size_t j = algo.size() + 1;
        while (j < text.size()
            && (isAlnum(text[j]) || text[j] == '+' || text[j] == '/' || text[j] == '='))
            ++j;
        return j - algo.size() - 1 >= 16 ? j : 0;
    }
    return 0;
}

} // namespace

std::string_view cleanLine(std::string_view raw, std::string &out, std::size_t *controlBytes)
{
    while (!raw.empty() && (raw.back() == '\r' || raw.back() == '\n'))
        raw.remove_suffix(1);
    std::string_view text = raw;
    if (std::size_t run = nextControlByte(raw, 0); run < raw.size()) {
        out.clear();
        out.reserve(raw.size());
        std::size_t i = 0;
        while (i < raw.size()) {
            out.append(raw.data() + i, run - i); // the plain bytes up to the control byte
            if (run == raw.size())
                break;
            const char c = raw[run];
            if (c == Esc) {
                i = skipEscape(raw, run);
            } else {
                if (c == '\r')
                    out.clear(); // a progress bar redraws the line: keep its last state
                else if (controlBytes != nullptr)
                    ++*controlBytes;
                i = run + 1;
            }
            run = nextControlByte(raw, i);
        }
        text = out;
    }
    text = stripQuotePrefix(text);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

std::string_view splitDerivationPrefix(std::string_view clean, std::string_view &derivation)
{
    derivation = {};
    // A derivation name: starts with a letter or digit, then name characters, then "> ".
    constexpr std::size_t maxName = 120;
    if (clean.empty() || !isAlnum(clean[0]))
        return clean;
    std::size_t i = 1;
    while (i < clean.size() && i < maxName
        && (isAlnum(clean[i]) || clean[i] == '.' || clean[i] == '_' || clean[i] == '-'
            || clean[i] == '+'))
        ++i;
    if (clean.substr(i, 2) == "> ") {
        derivation = clean.substr(0, i);
        return clean.substr(i + 2);
    }
    if (i < clean.size() && clean[i] == '>' && i + 1 == clean.size()) { // an empty line
        derivation = clean.substr(0, i);
        return {};
    }
    return clean;
}

std::string_view normaliseLine(std::string_view clean, std::string &out)
{
    static constexpr std::string_view store = "/nix/store/";
    static constexpr std::string_view nixBuild = "/tmp/nix-build-";
    static constexpr std::string_view nixBuilds = "/nix/var/nix/builds/"; // Nix ≥ 2.30
    static constexpr std::string_view sandboxBuild = "/build/";
    static constexpr std::string_view tmp = "/tmp/";
    static constexpr std::string_view rpmTmp = "/var/tmp/rpm-tmp.";
    out.clear();
    out.reserve(clean.size());
    std::size_t i = 0;
    const std::size_t n = clean.size();
    while (i < n) {
        const char c = clean[i];
        if (c == '/') {
            const std::string_view rest = clean.substr(i);
            if (rest.starts_with(store)) {
                std::size_t j = store.size();
                while (j < rest.size() && isNixBase32(rest[j]))
                    ++j;
                if (j - store.size() == 32) {
                    out.append("/nix/store/<hash>");
                    i += j;
                    continue;
                }
            } else if (rest.starts_with(nixBuild) || rest.starts_with(nixBuilds)) {
                // /tmp/nix-build-hello.drv-0/… or /nix/var/nix/builds/nix-1234-0/…
                std::size_t j = rest.starts_with(nixBuild) ? nixBuild.size() : nixBuilds.size();
                while (j < rest.size() && rest[j] != '/' && rest[j] != ' ' && rest[j] != '\'')
                    ++j;
                out.append("<build>");
                i += j;
                continue;
            } else if (rest.starts_with(sandboxBuild) && (i == 0 || !isPathChar(clean[i - 1]))) {
                // The sandbox's build directory: the same build's lines outside a sandbox
                // name a /tmp/nix-build-… directory.
                out.append("<build>");
                i += sandboxBuild.size() - 1;
                continue;
            } else if (rest.starts_with(rpmTmp) || rest.starts_with(tmp)) {
                std::size_t j = rest.starts_with(rpmTmp) ? rpmTmp.size() : tmp.size();
                while (j < rest.size() && isPathChar(rest[j]) && rest[j] != '/')
                    ++j;
                out.append("<tmp>");
                i += j;
                continue;
            }
            out.push_back(c);
            ++i;
            continue;
        }
        // SRI hashes ("sha256-…=") and "sha256:<base32>" hashes.
        if ((c == 's' || c == 'm') && (i == 0 || !isAlnum(clean[i - 1]))) {
            if (const std::size_t length = hashLength(clean.substr(i)); length > 0) {
                out.append("<hash>");
                i += length;
                continue;
            }
        }
        if (isHexDigit(c) && (i == 0 || !isAlnum(clean[i - 1]))) {
            // A run of hex digits of 8+ with at least one digit: commit ids, addresses.
            std::size_t j = i;
            bool digit = false;
            while (j < n && isHexDigit(clean[j])) {
                digit = digit || isDigit(clean[j]);
                ++j;
            }
            if (j - i >= 8 && digit && (j == n || !isAlnum(clean[j]))) {
                out.append("<hex>");
                i = j;
                continue;
            }
        }
        if (c == '0' && i + 1 < n && clean[i + 1] == 'x') {
            std::size_t j = i + 2;
            while (j < n && isHexDigit(clean[j]))
                ++j;
            if (j > i + 2) {
                out.append("<hex>");
                i = j;
                continue;
            }
        }
        if (isDigit(c)) {
            while (i < n && isDigit(clean[i]))
                ++i;
            out.append("<n>");
            continue;
        }
        out.push_back(c);
        ++i;
    }
    return out;
}

std::string_view condenseForReading(std::string_view clean, std::string &out)
{
    static constexpr std::string_view store = "/nix/store/";
    out.clear();
    out.reserve(clean.size());
    std::size_t i = 0;
    while (i < clean.size()) {
        const auto at = clean.find(store, i);
        if (at == std::string_view::npos) {
            out.append(clean.substr(i));
            break;
        }
        out.append(clean.substr(i, at - i));
        std::size_t j = at + store.size();
        while (j < clean.size() && isNixBase32(clean[j]))
            ++j;
        if (j - at - store.size() == 32) {
            out.append("/nix/store/…");
            i = j;
        } else {
            out.append(store);
            i = at + store.size();
        }
    }
    return out;
}

unsigned long long templateHash(std::string_view text)
{
    unsigned long long h = 1469598103934665603ULL;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

} // namespace packwright::evidence

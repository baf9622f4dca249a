// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace packwright::evidence {

/// Byte-level text clean-up for build logs, fast enough to run on every line of a
/// gigabyte log (no regular expressions, no allocation once the output buffer has grown).

/// The text a terminal would have shown for one raw log line (without
/// its newline): ANSI CSI/OSC escapes and other control bytes removed (tabs kept), a
/// carriage-return progress bar reduced to its last state ("10%\r20%\rdone" → "done"),
/// trailing whitespace and a CRLF's '\r' dropped, and the quoting prefixes that wrap
/// another log removed — Nix's "       > " ("last N log lines"), OBS's "[  158s] " and
/// nix-output-monitor's error frame ("┃ ").
/// Invalid UTF-8 is left as bytes; decoding replaces it later. Returns a view of `raw`
/// (when only prefixes and trailing blanks went) or of `out`, valid while both live.
/// `controlBytes`, when given, is increased by the control bytes dropped that were not part
/// of an escape sequence (NUL and friends: a sign of binary input).
std::string_view cleanLine(
    std::string_view raw, std::string &out, std::size_t *controlBytes = nullptr);

/// Splits off the derivation prefix `nix build -L` and `nix log` put before each builder
/// line ("hello> checking for gcc"): returns the rest and sets `derivation` ("hello"), or
/// returns `clean` unchanged with `derivation` empty.
std::string_view splitDerivationPrefix(std::string_view clean, std::string_view &derivation);

/// Writes into `out` the line's template key for condensation and comparison (EvidenT
/// §4.3.1 "replacing complex paths with concise placeholders"): store paths keep their name
/// ("/nix/store/<hash>-zlib-1.3"), Nix build directories (the sandbox's /build,
/// /tmp/nix-build-…, /nix/var/nix/builds/…) become "<build>", temporary
/// paths "<tmp>", hex runs of 8+ "<hex>", SRI and base-32 hashes "<hash>", every digit run
/// "<n>" (timestamps, durations, counters, line numbers). Returns a view of `out`.
std::string_view normaliseLine(std::string_view clean, std::string &out);

/// Writes into `out` a readable condensed form of a cleaned line for the Feedback slot:
/// only store-path hashes are shortened ("/nix/store/…-zlib-1.3"), so output hashes that
/// the reader needs (for example "got: sha256-…") stay intact. Returns a view of `out`.
std::string_view condenseForReading(std::string_view clean, std::string &out);

/// 64-bit FNV-1a of `text`; stable across runs (used for template identities).
unsigned long long templateHash(std::string_view text);

} // namespace packwright::evidence

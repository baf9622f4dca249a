// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <string_view>

/// The shapes of build-log lines that the extractor's detectors read: Nix's quoting and
/// framing of a failed builder's log, a builder's last words, configure's failed checks.
/// Each takes a cleaned line (evidence::cleanLine) unless it says "raw". The small ones are
/// inline: ExtractionPass asks them of every line.
namespace packwright::evidence::lineshape {

/// Whether a raw line is quoted the way Nix quotes a builder's output in an error message
/// ("       > checking for gcc... yes", or a bare ">" for an empty line).
inline bool isQuoted(std::string_view raw)
{
    std::size_t i = 0;
    while (i < raw.size() && raw[i] == ' ')
        ++i;
    return i < raw.size() && raw[i] == '>' && (i + 1 == raw.size() || raw[i + 1] == ' ');
}

/// The text without its leading spaces and tabs.
inline std::string_view trimmedLeft(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    return text;
}

/// Nix's header above the quoted end of a failed builder's log: "last 10 log lines:"
/// (Nix ≤ 2.28, Lix), "Last 25 log lines:" (Nix ≥ 2.29), or at the end of the error line
/// itself, "builder for '…drv' failed with exit code 1; last 10 log lines:" (Nix < 2.4).
inline bool isTailHeader(std::string_view clean)
{
    const std::string_view text = trimmedLeft(clean);
    return text.ends_with(" log lines:")
        && (text.starts_with("last ") || text.starts_with("Last ")
            || text.find("; last ") != std::string_view::npos);
}

/// `text` in ASCII lower case, written into `out` (returned).
inline std::string &lowered(std::string_view text, std::string &out)
{
    out.assign(text);
    for (char &c : out) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
    return out;
}

/// Whether a lower-case line says "error", "fatal" or "failed".
inline bool saysFailed(std::string_view lower)
{
    return lower.find("error") != std::string_view::npos
        || lower.find("fatal") != std::string_view::npos
        || lower.find("failed") != std::string_view::npos;
}

/// Whether a line has the shape of Nix's own error renderer: "error: …" at the margin, or
/// the seven-space indent Nix gives the error under a trace ("       error: … has been
/// removed"). Builders' diagnostics rarely take exactly that indent; Nix's always do.
inline bool isNixErrorLine(std::string_view clean)
{
    constexpr std::string_view Nested = "       error: ";
    return clean.starts_with("error:") || clean.starts_with(Nested);
}

/// Whether a line can be a builder's "last words": text, not a phase marker, a directory
/// change, a rule of dashes, stdenv's "…, doing nothing", a pasted shell prompt, the advice
/// build tools print after any failure (Maven's "[ERROR] Re-run Maven …", Gradle's "* Try:")
/// or Nix's own framing of the error.
bool worthNaming(std::string_view clean);

/// Whether a line is a Nix or RPM build command pasted into a log, as issue threads quote
/// them, with or without its shell prompt: "$ nix build .#foo", "❯ sudo nixos-rebuild
/// switch", "λ nix-build -A foo", "nix run", "$ rpmbuild -ba foo.spec".
bool isPastedCommand(std::string_view text);

/// Whether Nix printed the line before a builder started ("building '…drv'...", "these 2
/// derivations will be built:", the evaluation's warnings and traces, copying and fetching
/// store paths, nixos-install's and nixos-rebuild's steps ("building the flake in …"): a builder's
/// last words are never before it.
bool startsBuilderOutput(std::string_view clean);

/// Whether a line of derivation `prefix` ("foo", from `nix build -L`'s "foo> ") may be the
/// builder output a cascade of derivation `cascadePrefix` is about: the same prefix, or the
/// cascade is Nix's own unprefixed error naming that derivation ("…-foo-1.0.drv").
bool sameBuilder(std::string_view prefix, std::string_view cascadePrefix, std::string_view cascade);

/// configure's "checking for xml2-config... no": the thing that was not found
/// ("xml2-config"), lower case; empty for any other line.
std::string failedCheckKey(std::string_view clean);

} // namespace packwright::evidence::lineshape

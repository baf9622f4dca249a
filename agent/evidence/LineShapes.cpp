// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/LineShapes.h"

#include <algorithm>

namespace packwright::evidence::lineshape {

bool isPastedCommand(std::string_view text)
{
    for (const std::string_view prompt : {"$ ", "# ", "% ", "> ", "\u276f ", "\u03bb "}) {
        if (text.starts_with(prompt)) {
            text.remove_prefix(prompt.size());
            break;
        }
    }
    if (text.starts_with("sudo "))
        text.remove_prefix(5);
    for (const std::string_view command :
        {"nix build", "nix run", "nix develop", "nix shell", "nix flake ", "nix log ", "nix eval ",
            "nix profile ", "nix-build", "nix-shell", "nix-store ", "nix-env ", "nix-instantiate ",
            "nixos-rebuild ", "home-manager ", "rpmbuild ", "osc build"}) {
        if (text.starts_with(command)
            && (text.size() == command.size() || command.back() == ' '
                || text[command.size()] == ' '))
            return true;
    }
    return false;
}

bool worthNaming(std::string_view clean)
{
    const std::string_view text = trimmedLeft(clean);
    if (text.size() < 3)
        return false;
    if (std::all_of(text.begin(), text.end(), [](char c) {
            return c == '-' || c == '=' || c == '*' || c == '#' || c == ' ' || c == '~';
        }))
        return false;
    for (const std::string_view framing : {"Running phase:", "For full logs",
             "Output paths:", "nix log ", "note: keeping build directory", "error: builder for",
             "error: Cannot build", "Reason: "}) {
        if (text.starts_with(framing))
            return false;
    }
    // A store path alone (Nix listing outputs); "/nix/store/…/setup: line 3: …" is a
    // script's own error, named by its path.
    if (text.starts_with("/nix/store/") && text.find(": ") == std::string_view::npos)
        return false;
    // stdenv's note on a phase it skips ("no configure script, doing nothing"), and its own
    // progress lines: the unpack phase's, and the phase headers stdenv printed before Nix
    // 2.4 ("building"). A builder whose last lines are these printed nothing of its own.
    if (text.ends_with(", doing nothing") || text.starts_with("unpacking source archive ")
        || text.starts_with("source root is "))
        return false;
    for (const std::string_view header :
        {"unpacking sources", "patching sources", "configuring", "building", "running tests",
            "installing", "post-installation fixup", "running install tests"}) {
        if (text == header)
            return false;
    }
    // A command line pasted with its shell prompt ("$ nix build .#foo", "λ nix-build").
    if (isPastedCommand(text))
        return false;
    // The advice build tools print after any failure: Maven's and Gradle's trailers, npm's
    // log location, rustc's pointer to --explain, GCC's closing line.
    for (const std::string_view trailer : {"[ERROR] To see the full stack trace",
             "[ERROR] Re-run Maven", "[ERROR] For more information about the errors",
             "[ERROR] [Help ", "[ERROR] -> [Help", "> Run with --", "> Get more help at",
             "* Try:", "* Get more help at", "npm ERR! A complete log of this run",
             "npm error A complete log of this run", "For more information about this error, try",
             "Some errors have detailed explanations", "compilation terminated."}) {
        if (text.starts_with(trailer))
            return false;
    }
    if (text == "[ERROR]" || text == "npm ERR!" || text == "npm error")
        return false;
    if (text.starts_with("make")
        && (text.find(": Leaving directory") != std::string_view::npos
            || text.find(": Entering directory") != std::string_view::npos
            || text.find(": Nothing to be done") != std::string_view::npos))
        return false;
    return !isTailHeader(text);
}

bool startsBuilderOutput(std::string_view clean)
{
    const std::string_view text = trimmedLeft(clean);
    for (const std::string_view before :
        {"building '", "this derivation will be built", "this path will be fetched",
            "warning: Git tree ", "evaluation warning: ", "trace: ", "copying path '",
            "downloading '", "building the system configuration", "evaluating derivation",
            // nixos-install's and nixos-rebuild's own steps
            "copying channel", "building the flake in ", "building Nix...",
            "installing the boot loader"}) {
        if (text.starts_with(before))
            return true;
    }
    return text.starts_with("these ") && text.find(" will be ") != std::string_view::npos;
}

bool sameBuilder(std::string_view prefix, std::string_view cascadePrefix, std::string_view cascade)
{
    if (prefix == cascadePrefix)
        return true;
    if (!cascadePrefix.empty() || prefix.empty())
        return false;
    const auto at = cascade.find(prefix);
    return at != std::string_view::npos && at > 0 && cascade[at - 1] == '-';
}

std::string failedCheckKey(std::string_view clean)
{
    if (!clean.starts_with("checking "))
        return {};
    const auto dots = clean.rfind("... ");
    if (dots == std::string_view::npos)
        return {};
    const std::string_view answer = clean.substr(dots + 4);
    if (answer != "no" && answer != "not found")
        return {};
    std::string_view subject = clean.substr(0, dots);
    while (!subject.empty()
        && (subject.back() == ' ' || subject.back() == '\'' || subject.back() == '"'
            || subject.back() == '`'))
        subject.remove_suffix(1);
    const auto space = subject.rfind(' ');
    std::string_view key = space == std::string_view::npos ? subject : subject.substr(space + 1);
    while (!key.empty() && (key.front() == '\'' || key.front() == '"' || key.front() == '`'))
        key.remove_prefix(1);
    if (key.size() < 3 || key == "for" || key == "whether")
        return {};
    std::string out;
    return lowered(key, out);
}

} // namespace packwright::evidence::lineshape

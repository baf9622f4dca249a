// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/PhaseTracker.h"

#include "core/Utf8.h"

#include <array>
#include <utility>

namespace packwright::evidence {

namespace {

bool isPhaseNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// Pre-2.4 stdenv printed one message at the start of each standard phase.
constexpr std::array<std::pair<std::string_view, std::string_view>, 9> legacyMarkers{{
    {"unpacking sources", "unpackPhase"},
    {"patching sources", "patchPhase"},
    {"configuring", "configurePhase"},
    {"building", "buildPhase"},
    {"running tests", "checkPhase"},
    {"installing", "installPhase"},
    {"post-installation fixup", "fixupPhase"},
    {"running install tests", "installCheckPhase"},
    {"distribution phase", "distPhase"},
}};

/// The phase named right after `prefix` at the start of `line`, or empty.
std::string_view nameAfter(std::string_view line, std::string_view prefix)
{
    if (!line.starts_with(prefix))
        return {};
    std::size_t end = prefix.size();
    while (end < line.size() && isPhaseNameChar(line[end]))
        ++end;
    return line.substr(prefix.size(), end - prefix.size());
}

} // namespace

QString stageName(Stage stage)
{
    switch (stage) {
    case Stage::Evaluation: return QStringLiteral("evaluation");
    case Stage::Fetch: return QStringLiteral("fetch");
    case Stage::Build: return QStringLiteral("build");
    case Stage::Unknown: break;
    }
    return QStringLiteral("unknown");
}

void PhaseTracker::enter(QString phase, Stage stage)
{
    if (phase != m_phase || stage != m_stage) {
        m_phase = std::move(phase);
        m_stage = stage;
        ++m_changes;
    }
}

bool PhaseTracker::feed(std::string_view line)
{
    if (line.empty())
        return false;
    const char first = line[0];
    if (first == 'R') {
        if (const auto name = nameAfter(line, "Running phase: "); !name.empty()) {
            enter(fromUtf8View(name), Stage::Build);
            return true;
        }
    } else if (first == '@') {
        // internal-json: @nix { "action": "setPhase", "phase": "unpackPhase" }
        if (line.starts_with("@nix") && line.find("\"setPhase\"") != std::string_view::npos) {
            const auto key = line.find("\"phase\"");
            const auto open = key == std::string_view::npos ? key : line.find('"', key + 7);
            if (open != std::string_view::npos) {
                const auto close = line.find('"', open + 1);
                if (close != std::string_view::npos) {
                    enter(fromUtf8View(line.substr(open + 1, close - open - 1)), Stage::Build);
                    return true;
                }
            }
        }
        // internal-json result type 104 (setPhase):
        // {"action":"result","fields":["buildPhase"],…,"type":104}
        if (line.starts_with("@nix") && line.find("\"type\":104") != std::string_view::npos) {
            const auto fields = line.find("\"fields\":[\"");
            if (fields != std::string_view::npos) {
                const auto start = fields + 11;
                const auto close = line.find('"', start);
                if (close != std::string_view::npos) {
                    enter(fromUtf8View(line.substr(start, close - start)), Stage::Build);
                    return true;
                }
            }
        }
    } else if (first == 'E') {
        // RPM: "Executing(%build): /bin/sh -e /var/tmp/rpm-tmp.X"
        if (const auto name = nameAfter(line, "Executing(%"); !name.empty()) {
            enter(QLatin1Char('%') + fromUtf8View(name), Stage::Build);
            return true;
        }
    } else if (first == 'P' || first == 'C') {
        if (line.starts_with("Processing files: ")
            || line.starts_with("Checking for unpackaged file")) {
            enter(QStringLiteral("%files"), Stage::Build);
            return true;
        }
    } else if (first == 'b') {
        // "building '/nix/store/…-hello.drv'..." starts a derivation's build.
        if (line.starts_with("building '/nix/store/")) {
            const bool fetcher = line.find("-source.drv") != std::string_view::npos
                || line.find(".tar.gz.drv") != std::string_view::npos
                || line.find(".tar.xz.drv") != std::string_view::npos
                || line.find(".zip.drv") != std::string_view::npos
                || line.find("-vendor") != std::string_view::npos
                || line.find("-deps.drv") != std::string_view::npos;
            enter(QString(), fetcher ? Stage::Fetch : Stage::Build);
            return true;
        }
    } else if (first == 't') {
        if (line.starts_with("these derivations will be built") || line.starts_with("these ")) {
            if (m_stage == Stage::Unknown || m_stage == Stage::Evaluation)
                enter(QString(), Stage::Build);
            return false;
        }
        if (line.starts_with("trying http")) {
            enter(QString(), Stage::Fetch);
            return true;
        }
    }
    for (const auto &[marker, phase] : legacyMarkers) {
        if (line.size() == marker.size() && line == marker) {
            enter(fromUtf8View(phase), Stage::Build);
            return true;
        }
    }
    return false;
}

int PhaseTracker::phaseRank(const QString &phase, Stage stage)
{
    static const std::array<std::pair<QLatin1String, int>, 19> ranks{{
        {QLatin1String("unpackPhase"), 20},
        {QLatin1String("patchPhase"), 21},
        {QLatin1String("autoreconfPhase"), 22},
        {QLatin1String("updateAutotoolsGnuConfigScriptsPhase"), 22},
        {QLatin1String("configurePhase"), 23},
        {QLatin1String("buildPhase"), 24},
        {QLatin1String("checkPhase"), 25},
        {QLatin1String("pytestCheckPhase"), 25},
        {QLatin1String("installPhase"), 26},
        {QLatin1String("fixupPhase"), 27},
        {QLatin1String("installCheckPhase"), 28},
        {QLatin1String("pythonImportsCheckPhase"), 28},
        {QLatin1String("pythonRuntimeDepsCheckHook"), 28},
        {QLatin1String("distPhase"), 29},
        {QLatin1String("%prep"), 20},
        {QLatin1String("%build"), 24},
        {QLatin1String("%install"), 26},
        {QLatin1String("%check"), 27},
        {QLatin1String("%files"), 28},
    }};
    for (const auto &[name, rank] : ranks) {
        if (phase == name)
            return rank;
    }
    switch (stage) {
    case Stage::Evaluation: return 0;
    case Stage::Fetch: return 10;
    case Stage::Build: return 20;
    case Stage::Unknown: break;
    }
    return phase.isEmpty() ? -1 : 20;
}

} // namespace packwright::evidence

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <string_view>

namespace packwright::evidence {

/// The coarse stage of a Nix run a line belongs to (evaluation, then fetching sources,
/// then building derivations); RPM builds are all Build.
enum class Stage
{
    Unknown,
    Evaluation,
    Fetch,
    Build,
};

/// "evaluation", "fetch", "build", "unknown".
QString stageName(Stage stage);

/// Follows a log line by line and says which phase and stage the current line is in
/// (EvidenT §4.3.1 "phase-aware parsing"). Understands Nix stdenv's "Running phase: X"
/// (Nix ≥ 2.4) and the older "unpacking sources" / "configuring" / … markers, internal-json
/// `@nix {"action":"setPhase"…}` lines, RPM's "Executing(%build)" sections and its
/// "Processing files" / "Checking for unpackaged file(s)" steps, and Nix's evaluation and
/// fetch messages. Feed it cleaned lines (cleanLine()).
class PhaseTracker
{
public:
    /// Updates the state from one line; returns whether the line was a phase marker.
    bool feed(std::string_view line);

    /// The current phase: "configurePhase", "%build", …; empty before any marker.
    const QString &phase() const { return m_phase; }
    Stage stage() const { return m_stage; }
    /// How many phase changes were seen.
    int phaseChanges() const { return m_changes; }

    /// The order of a phase in a build, for "how far did it get" (evaluation < fetch <
    /// unpack < patch < configure < build < check < install < fixup < installCheck < dist;
    /// RPM: %prep < %build < %install < %check < %files). Unknown phases rank by stage.
    static int phaseRank(const QString &phase, Stage stage);

private:
    void enter(QString phase, Stage stage);

    QString m_phase;
    Stage m_stage = Stage::Unknown;
    int m_changes = 0;
};

} // namespace packwright::evidence

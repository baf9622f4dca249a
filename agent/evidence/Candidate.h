// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/PhaseTracker.h"

#include <QString>

#include <string>
#include <vector>

namespace packwright::evidence {

/// A diagnostic window while the log is still being read (internal to the extractor).
struct Candidate
{
    int pattern = -1;
    double weight = 0.0; ///< the pattern's weight, or its unconfirmed weight (SignalPattern)
    qint64 firstLine = 0;
    qint64 matchLine = 0;
    qint64 lastLine = 0;
    QString phase;
    bool phaseInferred = false; ///< the log named no phase: `phase` is the pattern's guess
    QString derivation;
    std::string derivationKey; ///< the same, as bytes: context lines must share it
    Stage stage = Stage::Unknown;
    int cluster = -1;
    int occurrences = 1;
    /// A failure followed within a few lines, from the same builder: the diagnostic was
    /// among the builder's last words (ranked up once, ExtractionPass::lastWordsBefore).
    bool beforeFailure = false;
    bool quoted = false;      ///< one of the builder's lines Nix quoted under its error message
    bool nixError = false;    ///< Nix's own "error: …" message, not a builder's line
    int afterLeft = 0;        ///< lines still to add to the window
    quint64 lastSequence = 0; ///< ExtractionPass's counter at the window's last line
    QString target;
    std::vector<std::string> lines; ///< the window, condensed for reading
};

} // namespace packwright::evidence

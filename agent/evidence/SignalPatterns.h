// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/Categories.h"
#include "evidence/TriggerIndex.h"

#include <QHash>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <memory>
#include <string>
#include <vector>

namespace packwright::evidence {

/// What a matching line is to the failure (EvidenT §4.3.1: "diagnostic keywords").
enum class SignalRole
{
    Root,    ///< a diagnostic that can be the cause ("fatal error: zlib.h: No such file")
    Cascade, ///< a consequence of an earlier failure ("make: *** Error 1", "1 dependencies …")
    Generic, ///< a bare error word: tried only when no Root or Cascade pattern matches the line
};

/// One diagnostic pattern of resources/evidence/signal-patterns.json.
struct SignalPattern
{
    QString id;
    std::vector<std::string> triggers; ///< literals; a line must contain one (ASCII, any case)
    QRegularExpression regex;          ///< applied to the cleaned line; named groups file/line
    SignalRole role = SignalRole::Root;
    double weight = 0.5;        ///< 0–1: how surely a match is the cause
    int before = 0;             ///< context lines kept before the match
    int after = 0;              ///< context lines kept after it
    bool stopAtBlank = false;   ///< the after-window ends at an empty line
    bool afterIndented = false; ///< the after-window takes only blank or indented lines
    NixCategory categoryNix = NixCategory::Other;
    EvidentCategory categoryEvident = EvidentCategory::Packaging;
    QString subcategory; ///< EvidenT Table 2, lower case
    QString target;      ///< attribute or spec section to edit, e.g. "buildInputs"
    QString phase;       ///< phase hint when the log names none, e.g. "buildPhase"
    QHash<QString, NixCategory> categoryInPhase; ///< override by phase, e.g. pythonImportsCheck
    /// The pattern knows the diagnostic's form, not its meaning (`FILE:LINE: error:` of any
    /// tool): its category is only the prior of categoryFromCues(), which the message's own
    /// wording can outweigh ("…: error: … TemporaryNameServerFailure" is the network).
    bool categoryIsPrior = false;
    /// The pattern's category stands even when it is "other" (a patch that does not apply,
    /// an unknown build option, Nix's build timeout): the category cues never recolour it, as
    /// they do the other-category diagnostics in general words, and classify() takes no
    /// category from the signals next to it.
    bool categoryDecided = false;
    QStringList knowledge; ///< ids of knowledge-base entries this diagnostic corresponds to
    /// The weight when neither the matched line nor its before-context says that something
    /// failed ("error", "fatal", "failed"): for messages that successful builds print too,
    /// such as CMake's "Could NOT find Doxygen" for an optional package. Negative: unused.
    double weightUnconfirmed = -1.0;
    /// Non-empty for a generic detector that ExtractionPass runs itself instead of the
    /// trigger index ("builder-last-line", "configure-check-failed"): the pattern gives its
    /// signals their weight, context, categories and id; its triggers and regex are unused.
    QString detector;
};

/// Wording that names a kind of failure whatever tool printed it (issue 18 item 4,
/// "category from the cause"): "could not resolve host" is the network, "bad interpreter" an
/// FHS path, "too old" a version. A diagnostic in general words ("error: …", a builder's last
/// line) whose pattern names no category takes it from the cues its window holds
/// (categoryFromCues in SignalRanking.h). Read from the file's "category_cues" array.
struct CategoryCue
{
    NixCategory categoryNix = NixCategory::Other;
    EvidentCategory categoryEvident = EvidentCategory::Packaging;
    std::vector<std::string> words; ///< lower-case substrings (ASCII case-insensitive)
    double weight = 1.0;            ///< 0–2 for each word found; doubled on the diagnostic line
};

/// The diagnostic patterns, compiled once, with the trigger pre-filter over all of them.
class SignalPatterns
{
public:
    /// Loads and compiles the bundled set (":/evidence/signal-patterns.json").
    /// Shared and immutable: safe to use from any thread.
    static Result<std::shared_ptr<const SignalPatterns>> bundled();

    /// Parses a pattern file. Errors name the file, the pattern index and the field
    /// (unknown category, a regular expression that does not compile, no triggers, …).
    static Result<std::shared_ptr<const SignalPatterns>> fromJson(
        const QByteArray &json, const QString &origin);

    const std::vector<SignalPattern> &patterns() const { return m_patterns; }
    const std::vector<CategoryCue> &categoryCues() const { return m_cues; }
    /// The index of the pattern implementing `detector`, or -1 when the set has none.
    int detectorPattern(QStringView detector) const;
    const TriggerIndex &triggers() const { return *m_index; }
    /// trigger id → the patterns that use it.
    const std::vector<std::vector<int>> &patternsOfTrigger() const { return m_patternsOfTrigger; }

private:
    std::vector<SignalPattern> m_patterns;
    std::vector<CategoryCue> m_cues;
    std::vector<std::string> m_triggerTexts;
    std::vector<std::vector<int>> m_patternsOfTrigger;
    std::unique_ptr<TriggerIndex> m_index;
};

} // namespace packwright::evidence

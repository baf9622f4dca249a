// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extraction.h"
#include "nix/BuildOutcome.h"

#include <QList>
#include <QString>

#include <memory>

namespace packwright::loop {

/// One attempt as the loop remembers it: the expression built, its outcome and its evidence.
struct AttemptState
{
    int number = 0;
    QString expression;
    nix::BuildOutcome outcome;
    std::shared_ptr<const evidence::Extraction> extraction; ///< of outcome.logFile
    /// `extraction` re-ranked by the signal verifier (EvidenT §4.3.1); null when it did not
    /// run or fell back.
    std::shared_ptr<const evidence::Extraction> verified;
    /// Where the attempt's evaluation error is, as the maintainer looks for it: the user's
    /// own file with line and column while the attempt builds it unchanged, else
    /// "package.nix:LINE:COLUMN of attempt N"; empty for any other outcome (issue 23).
    QString errorPlace;

    /// The extraction as the Feedback slot, the History and the report show it: the
    /// verified one when there is one. `extraction` must be set.
    const evidence::Extraction &feedbackExtraction() const
    {
        return verified ? *verified : *extraction;
    }
};

/// Vibenix's solution stack (§4.1.5, §4.1.8): the attempts that made progress, best on top.
/// The next fix starts from the top; an attempt judged STAGNATION, REGRESS or BROKEN_LOG is
/// not pushed, and the loop rolls back to the top. Rolling back to an earlier attempt pops
/// the entries above it (they stay in the session repository and record).
class SolutionStack
{
public:
    bool isEmpty() const { return m_entries.isEmpty(); }
    int size() const { return int(m_entries.size()); }
    /// The best attempt so far; the stack must not be empty.
    const AttemptState &best() const { return m_entries.constLast(); }
    void push(AttemptState state) { m_entries.append(std::move(state)); }
    /// Makes `state` the best: pops every entry built after it, and pushes it when it was
    /// not on the stack (the maintainer may roll back to any attempt).
    void rollBackTo(const AttemptState &state);
    /// Whether attempt `number` is on the stack.
    bool contains(int number) const;

private:
    QList<AttemptState> m_entries;
};

} // namespace packwright::loop

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmTypes.h"

#include <optional>

namespace packwright::llm {

/// Token and cost limits of a session; unset means unlimited.
struct Budget
{
    std::optional<qint64> maxTokens; ///< input + output tokens of the whole session
    std::optional<double> maxCost;   ///< US dollars
};

/// Tokens and dollars so far, summed per step, per iteration and per session (Vibenix and
/// EvidenT both report cost per iteration and per package). The loop marks where steps and
/// iterations begin; LlmClient adds every call.
class UsageLedger
{
public:
    struct Totals
    {
        Usage usage;
        double cost = 0;
        int calls = 0;
    };

    void beginIteration();
    void beginStep();
    void add(const Usage &usage, double cost);

    const Totals &step() const { return m_step; }
    const Totals &iteration() const { return m_iteration; }
    const Totals &session() const { return m_session; }

    /// Whether a call costing at most `worstTokens` and `worstCost` keeps the session within
    /// `budget`.
    bool allows(const Budget &budget, qint64 worstTokens, double worstCost) const;

private:
    Totals m_step;
    Totals m_iteration;
    Totals m_session;
};

} // namespace packwright::llm

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/UsageLedger.h"

namespace packwright::llm {

void UsageLedger::beginIteration()
{
    m_iteration = {};
    m_step = {};
}

void UsageLedger::beginStep()
{
    m_step = {};
}

void UsageLedger::add(const Usage &usage, double cost)
{
    for (Totals *t : {&m_step, &m_iteration, &m_session}) {
        t->usage += usage;
        t->cost += cost;
        ++t->calls;
    }
}

bool UsageLedger::allows(const Budget &budget, qint64 worstTokens, double worstCost) const
{
    if (budget.maxTokens && m_session.usage.total() + worstTokens > *budget.maxTokens)
        return false;
    if (budget.maxCost && m_session.cost + worstCost > *budget.maxCost)
        return false;
    return true;
}

} // namespace packwright::llm

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SolutionStack.h"

#include <algorithm>

namespace packwright::loop {

void SolutionStack::rollBackTo(const AttemptState &state)
{
    while (!m_entries.isEmpty() && m_entries.constLast().number > state.number)
        m_entries.removeLast();
    if (m_entries.isEmpty() || m_entries.constLast().number != state.number)
        m_entries.append(state);
}

bool SolutionStack::contains(int number) const
{
    return std::any_of(m_entries.cbegin(), m_entries.cend(),
        [number](const AttemptState &s) { return s.number == number; });
}

} // namespace packwright::loop

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SlotBudgets.h"

#include <QCoreApplication>
#include <QStringList>

namespace packwright::loop {

namespace {

struct SlotTexts
{
    Q_DECLARE_TR_FUNCTIONS(SlotTexts)
};

QString omitted(qsizetype lines)
{
    return SlotTexts::tr("[… %n line(s) left out to keep this slot within its budget; the "
                         "session record has them all …]",
        nullptr, int(lines));
}

} // namespace

qsizetype estimatedTokens(QStringView text)
{
    return (text.size() + 3) / 4;
}

QString fitSlot(const QString &text, int tokens, SlotCut cut)
{
    if (tokens <= 0 || estimatedTokens(text) <= tokens)
        return text;
    const qsizetype chars = qsizetype(tokens) * 4;
    const QStringList lines = text.split(QLatin1Char('\n'));
    // The marker's own length is paid from the budget; the longest it can be is with the
    // most lines left out.
    const qsizetype room = chars - omitted(lines.size()).size() - 1;
    QStringList head;
    QStringList tail;
    qsizetype used = 0;
    const auto fits = [&used, room](const QString &line) {
        if (used + line.size() + 1 > room)
            return false;
        used += line.size() + 1;
        return true;
    };
    qsizetype first = 0;
    qsizetype last = lines.size(); // [first, last) is left out
    if (cut == SlotCut::KeepEnds) {
        if (fits(lines.first()))
            head << lines.at(first++);
        while (last > first && fits(lines.at(last - 1)))
            tail.prepend(lines.at(--last));
    } else {
        while (first < last && fits(lines.at(first)))
            head << lines.at(first++);
    }
    if (head.isEmpty() && tail.isEmpty() && room > 1) {
        // One line longer than the budget: its beginning.
        head << lines.first().left(room - 1) + QChar(0x2026);
        first = 1;
    }
    QStringList out = head;
    if (last > first)
        out << omitted(last - first);
    out << tail;
    return out.join(QLatin1Char('\n'));
}

workspace::EvidenceSlots fitSlots(workspace::EvidenceSlots slots, const SlotBudgets &budgets)
{
    slots.feedback = fitSlot(slots.feedback, budgets.feedback, SlotCut::KeepHead);
    slots.history = fitSlot(slots.history, budgets.history, SlotCut::KeepEnds);
    slots.findings = fitSlot(slots.findings, budgets.findings, SlotCut::KeepHead);
    slots.knowledge = fitSlot(slots.knowledge, budgets.knowledge, SlotCut::KeepHead);
    return slots;
}

} // namespace packwright::loop

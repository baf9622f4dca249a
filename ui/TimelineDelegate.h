// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Verdict.h"

#include <QColor>
#include <QStyledItemDelegate>

namespace packwright::ui {

/// The colours of one verdict badge: a saturated fill that stands out on light and dark
/// bases alike, and the text colour (black or white) with the higher contrast on it.
struct BadgeColors
{
    QColor fill;
    QColor text;
};

/// Paints the iteration timeline's rows over models::AttemptListModel: the verdict as a
/// rounded coloured badge (PROGRESS green, STAGNATION amber, REGRESS red, BROKEN_LOG purple),
/// the VM column as a pass/fail mark before its status, and abandoned attempts dimmed and
/// struck through. Tooltips stay the model's (the verdict's reason, the VM runs).
class TimelineDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit TimelineDelegate(QObject *parent = nullptr);

    /// The badge colours of `kind`; the text has a WCAG 2 contrast of at least 4.5 on the fill.
    static BadgeColors verdictColors(evidence::VerdictKind kind);
    /// Fill of the VM mark: green when the last VM run passed, red otherwise.
    static QColor vmMarkColor(bool passed);
    /// The WCAG 2 contrast ratio of two opaque colours, from 1 (same) to 21 (black on white).
    static double contrastRatio(const QColor &a, const QColor &b);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    /// Adds the abandoned look (struck through, text faded towards the base) to any cell.
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    void paintBadge(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintVmMark(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
};

} // namespace packwright::ui

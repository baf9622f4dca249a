// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TimelineDelegate.h"

#include "AttemptListModel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace packwright::ui {

using models::AttemptListModel;

namespace {

/// Opacity of an abandoned attempt's badge and mark: still legible, clearly not current.
constexpr qreal abandonedOpacity = 0.45;

const QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

/// Space left and right of a badge or mark: the style's text margin, so that badges line
/// up with the text of the other columns.
int cellMargin(const QStyleOptionViewItem &option)
{
    return styleOf(option)->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
}

QFont badgeFont(const QFont &base)
{
    QFont font(base);
    font.setBold(true);
    return font;
}

/// Horizontal padding inside a badge, from its font so that it scales with it.
int badgePadding(const QFontMetrics &metrics)
{
    return std::max(3, metrics.height() / 3);
}

/// The text's advance rounded up: QFontMetrics rounds to nearest, and a badge a fraction of
/// a pixel too narrow would elide its text.
int textWidth(const QFont &font, const QString &text)
{
    return int(std::ceil(QFontMetricsF(font).horizontalAdvance(text)));
}

QSize badgeSize(const QFont &font, const QString &text)
{
    const QFont bold = badgeFont(font);
    const QFontMetrics metrics(bold);
    return {textWidth(bold, text) + 2 * badgePadding(metrics), metrics.height() + 2};
}

/// Diameter of the VM mark: a little below the text's height.
int markDiameter(const QFont &font)
{
    return std::max(8, int(std::lround(QFontMetrics(font).height() * 0.8)));
}

/// The gap between the VM mark and its status text.
int markGap(const QFont &font)
{
    return std::max(3, QFontMetrics(font).height() / 4);
}

double channelLuminance(double value)
{
    return value <= 0.03928 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
}

double relativeLuminance(const QColor &color)
{
    return 0.2126 * channelLuminance(color.redF()) + 0.7152 * channelLuminance(color.greenF())
        + 0.0722 * channelLuminance(color.blueF());
}

/// `a` moved towards `b` by `amount` (0 = a, 1 = b).
QColor mixed(const QColor &a, const QColor &b, double amount)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amount),
        float(a.greenF() + (b.greenF() - a.greenF()) * amount),
        float(a.blueF() + (b.blueF() - a.blueF()) * amount));
}

/// The cell's background, selection and focus as the style draws them, without the text.
void drawCellBackground(QPainter *painter, QStyleOptionViewItem option)
{
    option.text.clear();
    styleOf(option)->drawControl(QStyle::CE_ItemViewItem, &option, painter, option.widget);
}

} // namespace

TimelineDelegate::TimelineDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

BadgeColors TimelineDelegate::verdictColors(evidence::VerdictKind kind)
{
    // Mid-tone fills (Material 700–800): dark enough for white text, light enough to stand
    // out from a dark base; amber takes black text.
    QColor fill;
    switch (kind) {
    case evidence::VerdictKind::Progress: fill = QColor(0x2e, 0x7d, 0x32); break;
    case evidence::VerdictKind::Stagnation: fill = QColor(0xf9, 0xa8, 0x25); break;
    case evidence::VerdictKind::Regress: fill = QColor(0xc6, 0x28, 0x28); break;
    case evidence::VerdictKind::BrokenLog: fill = QColor(0x7b, 0x1f, 0xa2); break;
    }
    const QColor white(Qt::white);
    const QColor black(Qt::black);
    return {fill, contrastRatio(fill, white) >= contrastRatio(fill, black) ? white : black};
}

QColor TimelineDelegate::vmMarkColor(bool passed)
{
    return passed ? verdictColors(evidence::VerdictKind::Progress).fill
                  : verdictColors(evidence::VerdictKind::Regress).fill;
}

double TimelineDelegate::contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

void TimelineDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.data(AttemptListModel::AbandonedRole).toBool())
        return;
    option->font.setStrikeOut(true);
    option->fontMetrics = QFontMetrics(option->font);
    const QColor faded = mixed(option->palette.color(QPalette::Text),
        option->palette.color(QPalette::Base), 1.0 - abandonedOpacity);
    option->palette.setColor(QPalette::Text, faded);
}

void TimelineDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() == AttemptListModel::VerdictColumn
        && index.data(AttemptListModel::VerdictRole).toInt() >= 0)
        paintBadge(painter, option, index);
    else if (index.column() == AttemptListModel::VmColumn
        && index.data(AttemptListModel::VmRunsRole).toInt() > 0)
        paintVmMark(painter, option, index);
    else
        QStyledItemDelegate::paint(painter, option, index);
}

void TimelineDelegate::paintBadge(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    drawCellBackground(painter, opt);

    const QString text = index.data(Qt::DisplayRole).toString();
    const int margin = cellMargin(opt);
    const QFont font = badgeFont(opt.font);
    const QFontMetrics metrics(font);
    QRect badge(QPoint(), badgeSize(opt.font, text));
    badge.moveCenter(opt.rect.center());
    badge.moveLeft(opt.rect.left() + margin);
    badge.setRight(std::min(badge.right(), opt.rect.right() - margin)); // a narrow column
    if (badge.width() <= 2 * badgePadding(metrics))
        return;

    const BadgeColors colors
        = verdictColors(evidence::VerdictKind(index.data(AttemptListModel::VerdictRole).toInt()));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (index.data(AttemptListModel::AbandonedRole).toBool())
        painter->setOpacity(abandonedOpacity);
    const QRectF outline = QRectF(badge).adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = outline.height() / 3.0;
    painter->setPen(QPen(colors.fill.darker(130), 1.0));
    painter->setBrush(colors.fill);
    painter->drawRoundedRect(outline, radius, radius);
    painter->setFont(font);
    painter->setPen(colors.text);
    const int padding = badgePadding(metrics);
    const int room = badge.width() - 2 * padding;
    painter->drawText(badge.adjusted(padding, 0, -padding, 0), Qt::AlignCenter,
        textWidth(font, text) <= room ? text : metrics.elidedText(text, Qt::ElideRight, room));
    painter->restore();
}

void TimelineDelegate::paintVmMark(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    drawCellBackground(painter, opt);

    const bool passed = index.data(AttemptListModel::VmPassedRole).toBool();
    const int margin = cellMargin(opt);
    const int diameter = markDiameter(opt.font);
    const QRectF mark(opt.rect.left() + margin,
        opt.rect.top() + (opt.rect.height() - diameter) / 2.0, diameter, diameter);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (index.data(AttemptListModel::AbandonedRole).toBool())
        painter->setOpacity(abandonedOpacity);
    painter->setPen(Qt::NoPen);
    painter->setBrush(vmMarkColor(passed));
    painter->drawEllipse(mark);
    // A tick or a cross in white, so that the mark does not rely on colour alone.
    QPainterPath glyph;
    const auto at = [&mark](double x, double y) {
        return QPointF(mark.left() + x * mark.width(), mark.top() + y * mark.height());
    };
    if (passed) {
        glyph.moveTo(at(0.27, 0.52));
        glyph.lineTo(at(0.43, 0.68));
        glyph.lineTo(at(0.73, 0.36));
    } else {
        glyph.moveTo(at(0.32, 0.32));
        glyph.lineTo(at(0.68, 0.68));
        glyph.moveTo(at(0.68, 0.32));
        glyph.lineTo(at(0.32, 0.68));
    }
    painter->setPen(
        QPen(Qt::white, std::max(1.5, diameter / 7.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(glyph);
    painter->restore();

    const QRect textRect = opt.rect.adjusted(margin + diameter + markGap(opt.font), 0, -margin, 0);
    const QString text = index.data(Qt::DisplayRole).toString();
    const bool selected = opt.state & QStyle::State_Selected;
    painter->save();
    painter->setFont(opt.font);
    styleOf(opt)->drawItemText(painter, textRect, Qt::AlignLeft | Qt::AlignVCenter, opt.palette,
        opt.state & QStyle::State_Enabled,
        textWidth(opt.font, text) <= textRect.width()
            ? text
            : QFontMetrics(opt.font).elidedText(text, Qt::ElideRight, textRect.width()),
        selected ? QPalette::HighlightedText : QPalette::Text);
    painter->restore();
}

QSize TimelineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    const int margin = cellMargin(opt);
    if (index.column() == AttemptListModel::VerdictColumn
        && index.data(AttemptListModel::VerdictRole).toInt() >= 0) {
        const QSize badge = badgeSize(opt.font, index.data(Qt::DisplayRole).toString());
        size = size.expandedTo(QSize(badge.width() + 2 * margin, badge.height() + 4));
    } else if (index.column() == AttemptListModel::VmColumn
        && index.data(AttemptListModel::VmRunsRole).toInt() > 0) {
        const int diameter = markDiameter(opt.font);
        size.rwidth() += diameter + markGap(opt.font);
        size.setHeight(std::max(size.height(), diameter + 4));
    }
    return size;
}

} // namespace packwright::ui

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DiffMarkerColors.h"

#include "TimelineDelegate.h"

namespace packwright::ui {

namespace {
constexpr double graphicsContrast = 3.0; // WCAG 2.1 SC 1.4.11
constexpr double textContrast = 4.5;     // WCAG 2.1 SC 1.4.3

double contrast(const QColor &a, const QColor &b)
{
    return TimelineDelegate::contrastRatio(a, b);
}

/// `a` moved towards `b` by `amount` (0 = a, 1 = b).
QColor mixed(const QColor &a, const QColor &b, double amount)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amount),
        float(a.greenF() + (b.greenF() - a.greenF()) * amount),
        float(a.blueF() + (b.blueF() - a.blueF()) * amount));
}

/// `color` darkened (on a light base) or lightened (on a dark one) until it reads against
/// both backgrounds.
QColor readable(QColor color, const QColor &gutter, const QColor &base, bool dark)
{
    for (int step = 0; step < 20; ++step) {
        if (contrast(color, gutter) >= graphicsContrast
            && contrast(color, base) >= graphicsContrast)
            break;
        color = dark ? color.lighter(112) : color.darker(112);
    }
    return color;
}

/// A tint of `bar` over `base` that keeps the text readable.
QColor lineTint(const QColor &bar, const QColor &base, const QColor &text, double amount)
{
    QColor tint = mixed(base, bar, amount);
    while (amount > 0.02 && contrast(text, tint) < textContrast) {
        amount -= 0.02;
        tint = mixed(base, bar, amount);
    }
    return tint;
}
} // namespace

DiffMarkerColors DiffMarkerColors::forPalette(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor gutter = palette.color(QPalette::AlternateBase);
    const QColor text = palette.color(QPalette::Text);
    const bool dark = base.lightnessF() < 0.5;
    // Material 700 shades on light bases, 300 shades on dark ones.
    DiffMarkerColors c;
    c.addedBar
        = readable(dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x38, 0x8e, 0x3c), gutter, base, dark);
    c.changedBar
        = readable(dark ? QColor(0x64, 0xb5, 0xf6) : QColor(0x19, 0x76, 0xd2), gutter, base, dark);
    c.deletedMark
        = readable(dark ? QColor(0xe5, 0x73, 0x73) : QColor(0xd3, 0x2f, 0x2f), gutter, base, dark);
    // A dark base needs a stronger tint to show at all.
    const double amount = dark ? 0.22 : 0.14;
    c.addedLine = lineTint(c.addedBar, base, text, amount);
    c.changedLine = lineTint(c.changedBar, base, text, amount);
    return c;
}

} // namespace packwright::ui

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QPalette>

namespace packwright::ui {

/// The colours of the expression editor's diff markers for one palette: green for added
/// lines, blue for changed ones, red for deleted ones (the hues of most diff tools), dark
/// shades on a light base and light shades on a dark one.
struct DiffMarkerColors
{
    QColor addedBar;    ///< gutter bar of an added line
    QColor changedBar;  ///< gutter bar of a changed line
    QColor deletedMark; ///< gutter wedge where lines were deleted
    QColor addedLine;   ///< background of an added line
    QColor changedLine; ///< background of a changed line

    /// The colours for `palette`: bars and the wedge have a WCAG 2 contrast of at least 3 (the
    /// figure for graphics) against the gutter (AlternateBase) and the base, and the palette's
    /// text keeps a contrast of at least 4.5 on the line backgrounds.
    static DiffMarkerColors forPalette(const QPalette &palette);
};

} // namespace packwright::ui

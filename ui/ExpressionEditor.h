// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "DiffMarkerColors.h"
#include "workspace/TextDiff.h"

#include <QHash>
#include <QPlainTextEdit>

class QAction;
class QTimer;

namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
} // namespace KSyntaxHighlighting

namespace packwright::ui {

/// The package expression (`package.nix`) with Nix highlighting from KSyntaxHighlighting,
/// a theme that follows the palette (light or dark), and line numbers in a gutter.
///
/// Given a base text (the previous attempt, any chosen attempt, or the current expression
/// while a proposed edit waits for approval), it marks the lines changed against it: a bar in
/// the gutter and a tinted background for added (green) and changed (blue) lines, a red wedge
/// between lines where base lines were deleted; the tooltip over a marker shows the old lines.
/// Edits keep the markers current (recomputed 200 ms after the last change). Alt+Down / Alt+Up
/// move to the next / previous change. Read-only or editable is QPlainTextEdit's setReadOnly();
/// a read-only text has a background halfway between the palette's base and window colours.
/// The repository is shared by the whole application and must outlive the editor.
class ExpressionEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit ExpressionEditor(
        KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);

    /// Shows `text` with the cursor at its start (the undo history starts afresh). When `base`
    /// is not empty, the lines of `text` added or changed against `base` are marked, and so are
    /// the places where lines of `base` were deleted; an empty `base` shows no markers.
    void showExpression(const QString &text, const QString &base = {});
    /// The text the markers compare against; empty when there are no markers.
    QString base() const { return m_base; }

    /// The 1-based lines of the current text marked as added or changed, ascending.
    QList<int> changedLines() const;
    /// The lines after which lines of the base were deleted (0 = before the first), ascending.
    QList<int> deletedAfterLines() const;
    /// The marker colours in use, chosen for the current palette (and read-only look).
    DiffMarkerColors markerColors() const { return m_colors; }

    /// Moves the cursor to the start of the next change below it (wrapping to the first);
    /// does nothing when nothing is marked.
    void goToNextChange();
    /// Moves the cursor to the start of the previous change above it (wrapping to the last).
    void goToPreviousChange();
    /// The actions behind goToNextChange() (Alt+Down) and goToPreviousChange() (Alt+Up),
    /// enabled while something is marked; the window may put them in a menu or tool bar.
    QAction *nextChangeAction() const { return m_nextChange; }
    QAction *previousChangeAction() const { return m_previousChange; }

    /// Puts the cursor on the definition of the attribute a failure signal's target names
    /// (`buildInputs`, `meta.license`, `postPatch (patchShebangs)`; see
    /// nix::attributePathOfTarget and nix::attributeOffset), centres it and flashes its line.
    /// False, with the cursor left where it was, when the target is no attribute (`src/foo.c:12`,
    /// `%files`) or the text does not bind it outside comments and strings.
    bool goToAttribute(const QString &target);
    /// Puts the cursor at the start of 1-based `line`, centres it and flashes it; false, with
    /// the cursor left where it was, when the text has no such line.
    bool goToLine(int line);

    /// Width of the line-number gutter in pixels, markers included, for the current block
    /// count and font.
    int gutterWidth() const;
    /// Whether the Nix syntax definition was found (false means plain text).
    bool hasNixHighlighting() const;

Q_SIGNALS:
    /// The markers were recomputed (after showExpression() or after edits settled).
    void markersChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class LineNumberGutter;
    void paintGutter(QPaintEvent *event);
    QString gutterToolTip(const QPoint &pos) const;
    void applyTheme();
    void applyReadOnlyLook();
    void updateMarkers();
    void updateLineBackgrounds();
    QList<int> changeStops() const;
    void moveToLine(int line);

    KSyntaxHighlighting::Repository &m_repository;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
    QWidget *m_gutter;
    QTimer *m_diffTimer;
    QTimer *m_flashTimer;
    QAction *m_nextChange;
    QAction *m_previousChange;
    QString m_base;
    QList<workspace::LineHunk> m_hunks;
    QHash<int, int> m_hunkOfLine;       ///< 1-based line → index in m_hunks (added or changed)
    QHash<int, int> m_hunkDeletedAfter; ///< deletedAfterLines() entry → index in m_hunks
    DiffMarkerColors m_colors;
    int m_flashLine = -1; ///< 0-based block flashed after goToAttribute(), -1 for none
};

} // namespace packwright::ui

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The expression editor (issue 7): diff markers against a base text, navigation between
// changes, jumping to a failure signal's target, and marker colours for light and dark palettes.
#include "DiffMarkerColors.h"
#include "ExpressionEditor.h"
#include "TimelineDelegate.h"

#include <KSyntaxHighlighting/Repository>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocumentFragment>
#include <QToolTip>

using namespace packwright;
using ui::DiffMarkerColors;
using ui::ExpressionEditor;

namespace {
QString lines(const QStringList &list)
{
    return list.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

// Against the base: line 1 deleted at the start, version changed (line 5), doCheck and
// dontStrip deleted in the middle (after line 6), passthru added (line 8), a comment deleted
// at the end (after line 9).
const QStringList baseLines{
    QStringLiteral("# generated"),
    QStringLiteral("{ lib, stdenv }:"),
    QString(),
    QStringLiteral("stdenv.mkDerivation {"),
    QStringLiteral("  pname = \"hello\";"),
    QStringLiteral("  version = \"2.12\";"),
    QStringLiteral("  src = ./src;"),
    QStringLiteral("  doCheck = true;"),
    QStringLiteral("  dontStrip = true;"),
    QStringLiteral("  meta = { };"),
    QStringLiteral("}"),
    QStringLiteral("# end"),
};
const QStringList textLines{
    QStringLiteral("{ lib, stdenv }:"),
    QString(),
    QStringLiteral("stdenv.mkDerivation {"),
    QStringLiteral("  pname = \"hello\";"),
    QStringLiteral("  version = \"2.12.1\";"),
    QStringLiteral("  src = ./src;"),
    QStringLiteral("  meta = { };"),
    QStringLiteral("  passthru = { };"),
    QStringLiteral("}"),
};

const QStringList packageLines{
    QStringLiteral("{ lib, stdenv, fetchurl, zlib }:"),
    QString(),
    QStringLiteral("# checkPhase = \"make check\";"),
    QStringLiteral("stdenv.mkDerivation {"),
    QStringLiteral("  pname = \"hello\";"),
    QStringLiteral("  version = \"2.12.1\";"),
    QStringLiteral("  src = fetchurl { url = \"file:///hello.tar.gz\"; hash = lib.fakeHash; };"),
    QStringLiteral("  buildInputs = [ zlib ];"),
    QStringLiteral("  configureFlags = [ \"doCheck = true\" ];"),
    QStringLiteral("  meta = with lib; {"),
    QStringLiteral("    description = \"Says hello\";"),
    QStringLiteral("    license = licenses.gpl3Plus;"),
    QStringLiteral("  };"),
    QStringLiteral("}"),
};

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf5, 0xf5));
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::PlaceholderText, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    return p;
}

int cursorLine(const ExpressionEditor &editor)
{
    return editor.textCursor().blockNumber() + 1;
}

/// The middle of line `line` (1-based) in the coordinates of the editor's gutter.
QPoint gutterPoint(const ExpressionEditor &editor, int line)
{
    QTextCursor c(editor.document()->findBlockByNumber(line - 1));
    return {2, editor.cursorRect(c).center().y()};
}

double contrast(const QColor &a, const QColor &b)
{
    return ui::TimelineDelegate::contrastRatio(a, b);
}
} // namespace

class TestExpressionEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void marksChangedAndDeletedLines()
    {
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        QVERIFY(editor.hasNixHighlighting());
        QSignalSpy updated(&editor, &ExpressionEditor::markersChanged);
        editor.showExpression(lines(textLines), lines(baseLines));
        QCOMPARE(updated.size(), 1);
        QCOMPARE(editor.toPlainText(), lines(textLines));
        QCOMPARE(editor.changedLines(), (QList<int>{5, 8}));
        QCOMPARE(editor.deletedAfterLines(), (QList<int>{0, 6, 9}));
        QVERIFY(editor.nextChangeAction()->isEnabled());

        // The tinted line backgrounds: blue for the changed line, green for the added one.
        const auto selections = editor.extraSelections();
        QCOMPARE(selections.size(), 2);
        for (const auto &s : selections) {
            const int line = s.cursor.blockNumber() + 1;
            QCOMPARE(s.format.background().color(),
                line == 5 ? editor.markerColors().changedLine : editor.markerColors().addedLine);
        }

        // No base, no markers.
        editor.showExpression(lines(textLines));
        QVERIFY(editor.changedLines().isEmpty());
        QVERIFY(editor.deletedAfterLines().isEmpty());
        QVERIFY(editor.extraSelections().isEmpty());
        QVERIFY(!editor.nextChangeAction()->isEnabled());
    }

    void markersFollowTyping()
    {
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showExpression(lines(textLines), lines(baseLines));

        QTextCursor c(editor.document()->findBlockByNumber(1)); // the empty line 2
        editor.setTextCursor(c);
        QTest::keyClicks(&editor, QStringLiteral("# a note"));
        QCOMPARE(editor.document()->findBlockByNumber(1).text(), QStringLiteral("# a note"));
        // Not on each keystroke: the diff waits until the edits settle …
        QCOMPARE(editor.changedLines(), (QList<int>{5, 8}));
        // … then the typed line is marked.
        QTRY_COMPARE(editor.changedLines(), (QList<int>{2, 5, 8}));

        // Typing the old version back clears that marker.
        QTextCursor version(editor.document()->findBlockByNumber(4));
        version.select(QTextCursor::LineUnderCursor);
        version.insertText(baseLines.at(5));
        QTRY_COMPARE(editor.changedLines(), (QList<int>{2, 8}));
        QCOMPARE(editor.deletedAfterLines(), (QList<int>{0, 6, 9}));
    }

    void tooltipShowsTheOldLines()
    {
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        editor.resize(600, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showExpression(lines(textLines), lines(baseLines));
        auto *gutter = editor.findChild<QWidget *>(QStringLiteral("lineNumberGutter"));
        QVERIFY(gutter);

        const auto tipAt = [gutter](const QPoint &pos) {
            QToolTip::hideText(); // hides after a short delay
            if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); }))
                return QStringLiteral("the previous tooltip stayed");
            QHelpEvent event(QEvent::ToolTip, pos, gutter->mapToGlobal(pos));
            QApplication::sendEvent(gutter, &event);
            // The tip is rich text: compare what it reads as.
            return QToolTip::isVisible()
                ? QTextDocumentFragment::fromHtml(QToolTip::text()).toPlainText()
                : QString();
        };
        QVERIFY(tipAt(gutterPoint(editor, 5)).contains(QStringLiteral("version = \"2.12\";")));
        // The bottom edge of line 6: where doCheck and dontStrip were.
        QPoint boundary = gutterPoint(editor, 6);
        boundary.ry() += editor.fontMetrics().height() / 2 - 1;
        const QString deleted = tipAt(boundary);
        QVERIFY2(deleted.contains(QStringLiteral("doCheck = true;"))
                && deleted.contains(QStringLiteral("dontStrip = true;")),
            qPrintable(deleted));
        QVERIFY(tipAt(gutterPoint(editor, 3)).isEmpty()); // an unchanged line
    }

    void nextAndPreviousChange()
    {
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        editor.show();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        editor.showExpression(lines(textLines), lines(baseLines));
        QCOMPARE(cursorLine(editor), 1);

        // Stops: line 1 (deleted before it), 5, 7 (deleted before it), 8, 10 (deleted at the end).
        QCOMPARE(editor.nextChangeAction()->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Down));
        QCOMPARE(editor.previousChangeAction()->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Up));
        QTest::keyClick(&editor, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(cursorLine(editor), 5);
        editor.goToNextChange();
        QCOMPARE(cursorLine(editor), 7);
        editor.goToNextChange();
        QCOMPARE(cursorLine(editor), 8);
        editor.goToNextChange();
        QCOMPARE(cursorLine(editor), 10);
        editor.goToNextChange(); // wraps
        QCOMPARE(cursorLine(editor), 1);
        QTest::keyClick(&editor, Qt::Key_Up, Qt::AltModifier); // wraps back
        QCOMPARE(cursorLine(editor), 10);
        editor.goToPreviousChange();
        QCOMPARE(cursorLine(editor), 8);
        // From inside the text, not on a stop.
        editor.setTextCursor(QTextCursor(editor.document()->findBlockByNumber(5))); // line 6
        editor.goToPreviousChange();
        QCOMPARE(cursorLine(editor), 5);
        QCOMPARE(editor.textCursor().positionInBlock(), 0);
    }

    void goToAttribute_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("line");   // 0: not found, the cursor stays
        QTest::addColumn<int>("column"); // 0-based

        QTest::newRow("buildInputs") << QStringLiteral("buildInputs") << 8 << 2;
        QTest::newRow("meta.license") << QStringLiteral("meta.license") << 12 << 4;
        QTest::newRow("src.hash") << QStringLiteral("src.hash") << 7 << 49;
        QTest::newRow("with a note") << QStringLiteral("postPatch (patchShebangs)") << 0 << 0;
        QTest::newRow("missing") << QStringLiteral("nativeBuildInputs") << 0 << 0;
        QTest::newRow("only in a comment") << QStringLiteral("checkPhase") << 0 << 0;
        QTest::newRow("only in a string") << QStringLiteral("doCheck") << 0 << 0;
        QTest::newRow("a file") << QStringLiteral("src/foo.c:12") << 0 << 0;
        QTest::newRow("a spec section") << QStringLiteral("%files") << 0 << 0;
    }

    void goToAttribute()
    {
        QFETCH(QString, target);
        QFETCH(int, line);
        QFETCH(int, column);
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        editor.resize(500, 120); // a few lines high: the jump has to scroll
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showExpression(lines(packageLines));
        QTextCursor start(editor.document()->findBlockByNumber(1));
        editor.setTextCursor(start);

        const bool found = editor.goToAttribute(target);
        QCOMPARE(found, line > 0);
        if (!found) {
            QCOMPARE(editor.textCursor().position(), start.position());
            QVERIFY(editor.extraSelections().isEmpty());
            return;
        }
        QCOMPARE(cursorLine(editor), line);
        QCOMPARE(editor.textCursor().positionInBlock(), column);
        QVERIFY(editor.viewport()->rect().contains(editor.cursorRect()));
        // The line flashes, then the flash goes.
        QCOMPARE(editor.extraSelections().size(), 1);
        QCOMPARE(editor.extraSelections().first().cursor.blockNumber(), line - 1);
        QTRY_VERIFY(editor.extraSelections().isEmpty());
    }

    void markerColoursFollowThePalette()
    {
        const DiffMarkerColors light = DiffMarkerColors::forPalette(lightPalette());
        const DiffMarkerColors dark = DiffMarkerColors::forPalette(darkPalette());
        QVERIFY(light.changedBar != dark.changedBar);
        QVERIFY(light.addedBar != dark.addedBar);
        QVERIFY(light.deletedMark != dark.deletedMark);
        QVERIFY(light.changedLine != dark.changedLine);
        for (const QPalette &palette : {lightPalette(), darkPalette()}) {
            const DiffMarkerColors c = DiffMarkerColors::forPalette(palette);
            const QColor base = palette.color(QPalette::Base);
            const QColor gutter = palette.color(QPalette::AlternateBase);
            for (const QColor &mark : {c.addedBar, c.changedBar, c.deletedMark}) {
                QVERIFY2(contrast(mark, gutter) >= 3.0, qPrintable(mark.name()));
                QVERIFY2(contrast(mark, base) >= 3.0, qPrintable(mark.name()));
            }
            for (const QColor &line : {c.addedLine, c.changedLine}) {
                QVERIFY2(
                    contrast(palette.color(QPalette::Text), line) >= 4.5, qPrintable(line.name()));
                QVERIFY2(line != base, qPrintable(line.name())); // a tint that shows
            }
            // Added and changed lines look different.
            QVERIFY(c.addedBar != c.changedBar && c.addedLine != c.changedLine);
        }

        // The editor switches with its palette, markers included.
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        editor.setPalette(lightPalette());
        editor.showExpression(lines(textLines), lines(baseLines));
        QCOMPARE(editor.markerColors().changedBar, light.changedBar);
        editor.setPalette(darkPalette());
        QCOMPARE(editor.markerColors().changedBar, dark.changedBar);
        for (const auto &s : editor.extraSelections())
            QVERIFY(s.format.background().color() == dark.changedLine
                || s.format.background().color() == dark.addedLine);

        // Read-only: a background between base and window, and markers chosen against it.
        const QColor editableBase = editor.viewport()->palette().color(QPalette::Base);
        QCOMPARE(editableBase, darkPalette().color(QPalette::Base));
        editor.setReadOnly(true);
        const QColor readOnlyBase = editor.viewport()->palette().color(QPalette::Base);
        QVERIFY2(readOnlyBase.red() > 0x1e + 4 && readOnlyBase.red() < 0x2b - 4,
            qPrintable(readOnlyBase.name())); // between 0x1e (base) and 0x2b (window)
        QVERIFY(contrast(editor.markerColors().changedBar, readOnlyBase) >= 3.0);
        QVERIFY(editor.markerColors().changedLine != dark.changedLine);
        editor.setReadOnly(false);
        QCOMPARE(editor.viewport()->palette().color(QPalette::Base), editableBase);
    }

    void paintsBarsAndWedges_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void paintsBarsAndWedges()
    {
        QFETCH(bool, dark);
        KSyntaxHighlighting::Repository repository;
        ExpressionEditor editor(repository);
        editor.setPalette(dark ? darkPalette() : lightPalette());
        editor.resize(640, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showExpression(lines(textLines), lines(baseLines));
        editor.setReadOnly(true);

        auto *gutter = editor.findChild<QWidget *>(QStringLiteral("lineNumberGutter"));
        const QImage image = gutter->grab().toImage().convertToFormat(QImage::Format_RGB32);
        // In logical pixels (QT_SCALE_FACTOR=2 grabs twice as many).
        const qreal ratio = image.devicePixelRatio();
        const auto at = [&](int x, int y) {
            return QColor(image.pixel(qRound(x * ratio), qRound(y * ratio)));
        };
        const int right = gutter->width() - 3; // inside the bar column
        const DiffMarkerColors c = editor.markerColors();
        QCOMPARE(at(right, gutterPoint(editor, 5).y()), c.changedBar);
        QCOMPARE(at(right, gutterPoint(editor, 8).y()), c.addedBar);
        QCOMPARE(
            at(right, gutterPoint(editor, 3).y()), editor.palette().color(QPalette::AlternateBase));
        // The wedge at the bottom edge of line 6 (doCheck and dontStrip deleted).
        QTextCursor sixth(editor.document()->findBlockByNumber(5));
        QCOMPARE(at(gutter->width() - 4, editor.cursorRect(sixth).bottom() + 1), c.deletedMark);

        // Screenshots for review: PACKWRIGHT_SCREENSHOT_DIR=/tmp/shots ctest -R
        // tst_expressioneditor
        const QString dir = qEnvironmentVariable("PACKWRIGHT_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            editor.resize(760, 360);
            editor.showExpression(lines(packageLines),
                lines(packageLines)
                    .replace(QStringLiteral("2.12.1"), QStringLiteral("2.12"))
                    .replace(QStringLiteral("  buildInputs = [ zlib ];\n"), QString())
                    .replace(QStringLiteral("{ lib, stdenv, fetchurl, zlib }:\n"),
                        QStringLiteral("{ lib, stdenv, fetchurl }:\n"))
                    .replace(QStringLiteral("  meta = with"),
                        QStringLiteral("  doCheck = true;\n  dontStrip = true;\n  meta = with")));
            QVERIFY(editor.grab().save(QStringLiteral("%1/expression-editor-%2.png")
                                           .arg(dir, QLatin1String(dark ? "dark" : "light"))));
        }
    }
};

QTEST_MAIN(TestExpressionEditor)
#include "tst_expressioneditor.moc"

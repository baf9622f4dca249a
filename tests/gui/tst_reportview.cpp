// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The failure analysis report view (ui/ReportView): rendering of the demo record's report and
// of a failing session's, the links to attempts and signals (click, keyboard), export to
// Markdown, HTML and JSON, and the error for a file that cannot be written.
// PACKWRIGHT_SCREENSHOT_DIR=dir saves what the view shows there (report-*.png).
#include "ReportExport.h"
#include "ReportView.h"
#include "loop/RecordReport.h"
#include "workspace/SessionRecordReader.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

using namespace packwright;
using ui::ReportView;

namespace {

bool saveScreenshot(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PACKWRIGHT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return true;
    return QDir().mkpath(dir) && widget.grab().save(dir + QLatin1Char('/') + name);
}

workspace::SessionRecord demoRecord()
{
    auto record = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
    return record.ok() ? std::move(record).value() : workspace::SessionRecord{};
}

/// The demo session cut after its second attempt, which fails in autoreconfPhase, with the
/// signals the extractor finds in its log, as a session that gave up records them.
workspace::SessionRecord failingRecord()
{
    workspace::SessionRecord record = demoRecord();
    record.attempts.resize(2);
    record.status = QStringLiteral("gave-up: no-progress");
    workspace::Attempt &a = record.attempts.back();
    a.signalRecords = {
        {1,
            QStringLiteral("autoreconf: running: autopoint --force\nCan't exec \"autopoint\": No "
                           "such file or directory\nautoreconf: error: autopoint failed with exit "
                           "status: 2"),
            QStringLiteral("missing_dependency"), QStringLiteral("autoreconfPhase"), 0.92, 10, 12,
            QStringLiteral("nativeBuildInputs"), {}, {}},
        {2, QStringLiteral("error: builder for 'hello-2.12.1.drv' failed with exit code 1"),
            QStringLiteral("other"), QStringLiteral("autoreconfPhase"), 0.4, 13, 13, {}, {}, {}},
    };
    return record;
}

/// Every link target in `view`'s document, in order.
QStringList anchors(const ReportView &view)
{
    QStringList out;
    for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QString href = it.fragment().charFormat().anchorHref();
            if (!href.isEmpty() && !out.contains(href))
                out << href;
        }
    }
    return out;
}

/// The viewport position of the middle of the first link to `href`, or (-1, -1).
QPoint linkPosition(ReportView &view, const QString &href)
{
    for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().anchorHref() != href)
                continue;
            QTextCursor cursor(view.document());
            cursor.setPosition(f.position() + f.length() / 2);
            view.setTextCursor(cursor);
            view.ensureCursorVisible();
            return view.cursorRect(cursor).center();
        }
    }
    return {-1, -1};
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestReportView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersDemoRecord()
    {
        ReportView view;
        QVERIFY(!view.exportAction()->isEnabled());
        view.resize(900, 700);
        view.setRecord(demoRecord());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.exportAction()->isEnabled());
        const QString text = view.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Result: the package builds (attempt 3).")),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("drop autoreconfHook")));
        QVERIFY(!text.contains(QStringLiteral("packwright:")));
        const QStringList links = anchors(view);
        for (int n = 1; n <= 3; ++n)
            QVERIFY2(links.contains(QStringLiteral("packwright:attempt/%1").arg(n)),
                qPrintable(links.join(QLatin1Char(' '))));
        QVERIFY(saveScreenshot(view, QStringLiteral("report-success.png")));
    }

    /// Each rendering is made in a document apart and then shown (a stall of the GUI thread
    /// otherwise): the one shown before goes, and the view's margin stays.
    void rendersIntoOneDocumentAtATime()
    {
        ReportView view;
        view.show();
        view.setRecord(demoRecord());
        view.setRecord(failingRecord());
        view.setPalette(QPalette(QColor(0x25, 0x25, 0x26))); // renders again
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(view.findChildren<QTextDocument *>(Qt::FindDirectChildrenOnly).size(), 1);
        QCOMPARE(view.document()->documentMargin(), 12.0);
        QVERIFY(view.toPlainText().contains(QStringLiteral("Failure")));
        view.clearReport();
        QVERIFY(view.toPlainText().isEmpty());
    }

    void rendersFailureWithSignalLinks()
    {
        ReportView view;
        view.resize(900, 700);
        view.setRecord(failingRecord());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QString text = view.toPlainText();
        QVERIFY(text.contains(QStringLiteral("no building package")));
        QVERIFY(text.contains(QStringLiteral("Category: missing_dependency")));
        QVERIFY2(text.contains(QStringLiteral("Attempt 2 fails: build error in autoreconfPhase. "
                                              "The leading failure signal (autoreconfPhase, log "
                                              "lines 10–12)")),
            qPrintable(text));
        const QStringList links = anchors(view);
        QVERIFY(links.contains(QStringLiteral("packwright:signal/2/0")));
        QVERIFY(links.contains(QStringLiteral("packwright:signal/2/1")));
        QVERIFY(links.contains(QStringLiteral("packwright:attempt/1")));
        QVERIFY(links.contains(QStringLiteral("packwright:attempt/2")));
        QVERIFY(saveScreenshot(view, QStringLiteral("report-failure.png")));
    }

    void linksEmitAndNeverNavigate()
    {
        ReportView view;
        view.setRecord(failingRecord());
        QSignalSpy attempts(&view, &ReportView::attemptActivated);
        QSignalSpy signalSpy(&view, &ReportView::signalActivated);
        const QString before = view.toPlainText();
        Q_EMIT view.anchorClicked(QUrl(QStringLiteral("packwright:attempt/1")));
        QCOMPARE(attempts.size(), 1);
        QCOMPARE(attempts.at(0).at(0).toInt(), 1);
        Q_EMIT view.anchorClicked(QUrl(QStringLiteral("packwright:signal/2/1")));
        QCOMPARE(signalSpy.size(), 1);
        QCOMPARE(signalSpy.at(0).at(0).toInt(), 2);
        QCOMPARE(signalSpy.at(0).at(1).toInt(), 1);
        Q_EMIT view.anchorClicked(QUrl(QStringLiteral("packwright:nothing/1")));
        QCOMPARE(attempts.size() + signalSpy.size(), 2);
        QCOMPARE(view.toPlainText(), before);
        QVERIFY(view.source().isEmpty());
    }

    void mouseClickOnSignalLink()
    {
        ReportView view;
        view.resize(900, 700);
        view.setRecord(failingRecord());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy signalSpy(&view, &ReportView::signalActivated);
        const QPoint at = linkPosition(view, QStringLiteral("packwright:signal/2/0"));
        QVERIFY(at.x() >= 0);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(signalSpy.size(), 1);
        QCOMPARE(signalSpy.at(0).at(0).toInt(), 2);
        QCOMPARE(signalSpy.at(0).at(1).toInt(), 0);
        QVERIFY(view.toPlainText().contains(QStringLiteral("Category: missing_dependency")));
    }

    void keyboardReachesLinks()
    {
        ReportView view;
        view.resize(900, 700);
        view.setRecord(demoRecord());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QSignalSpy attempts(&view, &ReportView::attemptActivated);
        // The first link is the result line's attempt 3.
        QTest::keyClick(view.viewport(), Qt::Key_Tab);
        QTest::keyClick(view.viewport(), Qt::Key_Return);
        QCOMPARE(attempts.size(), 1);
        QCOMPARE(attempts.at(0).at(0).toInt(), 3);
    }

    void exportsThreeFormats()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ReportView view;
        const workspace::SessionRecord record = failingRecord();
        view.setRecord(record);
        const loop::SessionReport report = loop::sessionReportFromRecord(record);
        QSignalSpy exported(&view, &ReportView::reportExported);

        const QString md = dir.filePath(QStringLiteral("r.md"));
        QVERIFY(!view.exportTo(md));
        QCOMPARE(readText(md), report.toMarkdown());
        QVERIFY(!readText(md).contains(QStringLiteral("packwright:")));

        const QString html = dir.filePath(QStringLiteral("r.HTML"));
        QVERIFY(!view.exportTo(html));
        const QString page = readText(html);
        QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE HTML")));
        QVERIFY(page.contains(QStringLiteral("<title>Packwright report: hello 2.12.1</title>")));
        QVERIFY(page.contains(QStringLiteral("missing_dependency")));
        QVERIFY(page.contains(QStringLiteral("Attempt 2 fails")));
        QVERIFY(!page.contains(QStringLiteral("packwright:")));
        QVERIFY(!page.contains(QStringLiteral("src=\""))); // nothing outside the file

        const QString json = dir.filePath(QStringLiteral("r.json"));
        QVERIFY(!view.exportTo(json));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
        QCOMPARE(doc.object(), report.toJson());
        QCOMPARE(doc.object().value(QStringLiteral("category")).toString(),
            QStringLiteral("missing_dependency"));
        QCOMPARE(exported.size(), 0); // only the dialog's export announces itself
    }

    void exportErrorNamesThePath()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A regular file where the folder should be: not writable, even as root.
        const QString file = dir.filePath(QStringLiteral("file"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString path = file + QStringLiteral("/report.md");
        ReportView view;
        QVERIFY(view.exportTo(path)); // no report yet
        view.setRecord(demoRecord());
        const auto error = view.exportTo(path);
        QVERIFY(error.has_value());
        QVERIFY2(
            error->message.contains(QDir::toNativeSeparators(path)), qPrintable(error->message));
        QVERIFY(error->message.contains(QStringLiteral("choose a folder you can write to")));
        QVERIFY(!error->detail.isEmpty());
        QVERIFY(!QFile::exists(path));
    }

    void formatsBySuffix_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format");
        QTest::newRow("md") << "/x/r.md" << int(ui::ReportFormat::Markdown);
        QTest::newRow("markdown") << "r.markdown" << int(ui::ReportFormat::Markdown);
        QTest::newRow("html") << "r.html" << int(ui::ReportFormat::Html);
        QTest::newRow("htm upper") << "R.HTM" << int(ui::ReportFormat::Html);
        QTest::newRow("json") << "r.json" << int(ui::ReportFormat::Json);
        QTest::newRow("txt") << "r.txt" << -1;
        QTest::newRow("none") << "report" << -1;
    }

    void formatsBySuffix()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        const auto found = ui::reportFormatForPath(path);
        QCOMPARE(found ? int(*found) : -1, format);
    }

    void darkPaletteCodeBlocks()
    {
        ReportView view;
        view.resize(900, 700);
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x2d, 0x2d, 0x30));
        dark.setColor(QPalette::Text, QColor(0xdc, 0xdc, 0xdc));
        dark.setColor(QPalette::Window, QColor(0x25, 0x25, 0x26));
        dark.setColor(QPalette::WindowText, QColor(0xdc, 0xdc, 0xdc));
        dark.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
        view.setRecord(failingRecord());
        view.setPalette(dark);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int codeBlocks = 0;
        for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next()) {
            if (b.blockFormat().hasProperty(QTextFormat::BlockCodeFence)) {
                ++codeBlocks;
                QCOMPARE(b.blockFormat().background().color(), QColor(0x2d, 0x2d, 0x30));
            }
        }
        QVERIFY(codeBlocks >= 3); // two signals and package.nix
        // Links in the view's link colour, not the application's dark blue.
        int links = 0;
        for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                if (it.fragment().charFormat().isAnchor()) {
                    ++links;
                    QCOMPARE(
                        it.fragment().charFormat().foreground().color(), QColor(0x6c, 0xb6, 0xff));
                }
            }
        }
        QVERIFY(links >= 4);
        QCOMPARE(view.verticalScrollBar()->value(), 0); // a new report starts at its top
        QVERIFY(saveScreenshot(view, QStringLiteral("report-failure-dark.png")));
    }
};

QTEST_MAIN(TestReportView)
#include "tst_reportview.moc"

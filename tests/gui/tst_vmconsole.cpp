// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The VM console widget on a real micro-VM: QEMU (software emulation) boots the host's kernel
// with GNU hello built by real Nix from the fixture set; ui::VmConsole is attached to the
// backend, shows what the guest prints, and sends real key events to the script's stdin.
// PACKWRIGHT_SCREENSHOT_DIR=dir saves what the widget shows there (vmconsole-*.png).

#include "TerminalScreen.h"
#include "VmConsole.h"
#include "VmTestSupport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QScrollBar>
#include <QTest>

#include <memory>

using namespace packwright;
using namespace packwright::testing;
using packwright::ui::VmConsole;

namespace {
constexpr int bootLimitMs = 120000; // software emulation on a busy 2-core machine

/// Saves the widget as PACKWRIGHT_SCREENSHOT_DIR/<name> when that variable is set.
bool saveScreenshot(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PACKWRIGHT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return true;
    return QDir().mkpath(dir) && widget.grab().save(dir + QLatin1Char('/') + name);
}

QString runError(const Result<vm::VmRunResult> &result)
{
    return result.ok() ? QString()
                       : result.error().message + QLatin1Char('\n') + result.error().detail;
}
} // namespace

class TestVmConsole : public QObject
{
    Q_OBJECT

private:
    QString m_hello;

    /// A console shown and focused, as in the main window's dock.
    static bool showFocused(VmConsole &console)
    {
        console.resize(760, 420);
        console.show();
        console.activateWindow();
        console.setFocus();
        return QTest::qWaitForWindowActive(&console);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString missing = vmMissingReason(); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        QString log;
        m_hello = buildFixture(QStringLiteral("hello"), &log);
        QVERIFY2(!m_hello.isEmpty(), qPrintable(log));
    }

    // Text from the VM appears; keys typed into the widget reach the script's stdin; resizing
    // the widget resizes the terminal, and later output wraps at the new width.
    void typedInputReachesTheScript()
    {
        VmConsole console;
        QVERIFY(showFocused(console));
        auto vm = std::make_unique<vm::QemuMicroVm>(tcgOptions());
        console.attach(vm.get());
        QVERIFY(console.isAttached());

        const QString ruler = QStringLiteral("ruler:") + QStringLiteral("0123456789").repeated(7);
        vm::VmRunRequest request;
        request.storePaths = {m_hello};
        request.consoleInput = true;
        request.timeout = std::chrono::seconds(90);
        request.bootTimeout = std::chrono::milliseconds(bootLimitMs);
        request.script = QStringLiteral("hello\n"
                                        "printf 'name? '\n"
                                        "read line\n"
                                        "echo \"got:$(echo \"$line\" | tr a-z A-Z)\"\n"
                                        "printf 'width? '\n"
                                        "read go\n"
                                        "echo %1\n")
                             .arg(ruler);
        auto run = vm->run(request);

        QTRY_VERIFY_WITH_TIMEOUT(
            console.screenText().contains(QLatin1String("name?")), bootLimitMs);
        QVERIFY(console.screenText().contains(QLatin1String("Hello, world!")));
        QTest::keyClicks(&console, QStringLiteral("hello vm"));
        QTest::keyClick(&console, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(
            console.screenText().contains(QLatin1String("got:HELLO VM")), 30000);
        QTRY_VERIFY(console.screenText().contains(QLatin1String("width?")));
        QVERIFY(saveScreenshot(console, QStringLiteral("vmconsole-typed.png")));

        // Narrower and lower: the terminal follows the widget, the guest's next line wraps.
        const int columnsBefore = console.screen()->columns();
        const int rowsBefore = console.screen()->rows();
        console.resize(console.width() / 2, console.height() * 2 / 3);
        const int columns = console.screen()->columns();
        QVERIFY2(columns < columnsBefore && columns < ruler.size()
                && 2 * qsizetype(columns) > ruler.size(),
            qPrintable(QStringLiteral("%1 → %2 columns").arg(columnsBefore).arg(columns)));
        QVERIFY(console.screen()->rows() < rowsBefore);
        QTest::keyClick(&console, Qt::Key_Return);

        QTRY_VERIFY_WITH_TIMEOUT(run.isReady(), 60000);
        const Result<vm::VmRunResult> result = QCoro::waitFor(run);
        QVERIFY2(result.ok(), qPrintable(runError(result)));
        QCOMPARE(result.value().exitStatus, 0);
        QCOMPARE(result.value().output,
            QStringLiteral("Hello, world!\nname? hello vm\ngot:HELLO VM\nwidth? \n%1\n")
                .arg(ruler));

        const QStringList rows = console.screenText().split(QLatin1Char('\n'));
        const qsizetype wrapped = rows.indexOf(ruler.left(columns));
        QVERIFY2(wrapped >= 0, qPrintable(console.screenText()));
        QCOMPARE(rows.value(wrapped + 1), ruler.mid(columns));
        QVERIFY(rows.contains(QLatin1String("got:HELLO VM")));
        QVERIFY(saveScreenshot(console, QStringLiteral("vmconsole-resized.png")));

        vm.reset();
        QVERIFY(!console.isAttached()); // the link ended with the backend
        const QString left = leftoverProcesses();
        QVERIFY2(left.isEmpty(), qPrintable(left));
    }

    // More than a screenful of output: the view scrolls back (Page Up) to the first lines,
    // "Copy screen" copies what the view shows and "Copy all output" the whole console.
    void scrollbackAndCopy()
    {
        VmConsole console;
        QVERIFY(showFocused(console));
        vm::QemuMicroVm vm(tcgOptions());
        console.attach(&vm);
        vm::VmRunRequest request;
        request.bootTimeout = std::chrono::milliseconds(bootLimitMs);
        request.script = QStringLiteral(
            "i=1; while [ $i -le 120 ]; do echo \"line-$i\"; i=$((i + 1)); done\n");
        const Result<vm::VmRunResult> result = runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(runError(result)));
        QCOMPARE(result.value().exitStatus, 0);
        QCoreApplication::processEvents(); // the last console bytes

        const int rows = console.screen()->rows();
        QVERIFY(rows < 120);
        QVERIFY(int(console.screen()->scrollback().size()) >= 120 - rows);
        QScrollBar *bar = console.verticalScrollBar();
        QCOMPARE(bar->value(), bar->maximum()); // following the output
        QVERIFY(console.screenText().split(QLatin1Char('\n')).contains(QLatin1String("line-120")));
        QVERIFY(!console.screenText().split(QLatin1Char('\n')).contains(QLatin1String("line-1")));
        QCOMPARE(console.visibleText(), console.screenText());

        QTest::keyClick(&console, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), console.screenText());

        // Page Up until the first numbered line is in view.
        for (int i = 0; i < 20 && bar->value() > 0
             && !console.visibleText().split(QLatin1Char('\n')).contains(QLatin1String("line-1"));
             ++i)
            QTest::keyClick(&console, Qt::Key_PageUp);
        const QStringList shown = console.visibleText().split(QLatin1Char('\n'));
        QVERIFY2(shown.contains(QLatin1String("line-1")) && shown.contains(QLatin1String("line-2")),
            qPrintable(console.visibleText()));
        QVERIFY(!shown.contains(QLatin1String("line-120")));
        QVERIFY(bar->value() < bar->maximum());
        QVERIFY(saveScreenshot(console, QStringLiteral("vmconsole-scrollback.png")));

        QTest::keyClick(&console, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), console.visibleText());
        QVERIFY(QGuiApplication::clipboard()->text().contains(QLatin1String("line-1\nline-2\n")));

        QAction *copyAll = console.findChild<QAction *>(QStringLiteral("copyAllAction"));
        QVERIFY(copyAll);
        QTest::keyClick(&console, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        const QStringList all = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'));
        const qsizetype first = all.indexOf(QLatin1String("line-1"));
        QVERIFY(first >= 0);
        for (int i = 1; i <= 120; ++i)
            QCOMPARE(all.value(first + i - 1), QStringLiteral("line-%1").arg(i));

        const QString left = leftoverProcesses();
        QVERIFY2(left.isEmpty(), qPrintable(left));
    }
};

QTEST_MAIN(TestVmConsole)
#include "tst_vmconsole.moc"

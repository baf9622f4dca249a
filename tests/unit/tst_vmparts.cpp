// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/ConsoleMarkers.h"
#include "vm/GuestImage.h"
#include "vm/Initramfs.h"
#include "vm/KernelImage.h"
#include "vm/VmRun.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using packwright::vm::ConsoleMarkerFilter;
using packwright::vm::ConsoleMarkers;
using packwright::vm::GuestImageSpec;
using packwright::vm::Initramfs;

namespace {
const QByteArray token = "PW7f3a9c1e0b2d4f68";

struct CpioEntry
{
    QString name;
    quint32 mode = 0;
    quint32 rdevMajor = 0;
    quint32 rdevMinor = 0;
    QByteArray data;
};

/// A small newc reader for the round trip (independent of the writer's code).
QList<CpioEntry> readNewc(const QByteArray &archive, QString *error)
{
    QList<CpioEntry> out;
    qsizetype at = 0;
    const auto field = [&](int i) {
        bool ok = false;
        const quint32 v = archive.mid(at + 6 + qsizetype(i) * 8, 8).toUInt(&ok, 16);
        return ok ? v : 0xffffffffU;
    };
    while (true) {
        if (at + 110 > archive.size() || archive.mid(at, 6) != "070701") {
            *error = QStringLiteral("bad header at %1").arg(at);
            return out;
        }
        CpioEntry e;
        e.mode = field(1);
        const quint32 size = field(6);
        e.rdevMajor = field(9);
        e.rdevMinor = field(10);
        const quint32 nameSize = field(11);
        e.name = QString::fromUtf8(archive.mid(at + 110, nameSize - 1));
        if (archive.at(at + 110 + nameSize - 1) != '\0') {
            *error = QStringLiteral("name not NUL-terminated");
            return out;
        }
        at += 110 + nameSize;
        at = (at + 3) & ~qsizetype(3);
        e.data = archive.mid(at, size);
        at += size;
        at = (at + 3) & ~qsizetype(3);
        if (e.name == QLatin1String("TRAILER!!!")) {
            if (at != archive.size())
                *error = QStringLiteral("bytes after the trailer");
            return out;
        }
        out.append(e);
    }
}
} // namespace

class TestVmParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void markers_data()
    {
        QTest::addColumn<QList<QByteArray>>("chunks");
        QTest::addColumn<bool>("finished");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("output");

        const QByteArray begin = "\r\n" + token + ":BEGIN\r\n";
        const auto end = [](int status) -> QByteArray {
            return "\r\n" + token + ":END:" + QByteArray::number(status) + "\r\n";
        };
        QTest::newRow("plain") << QList<QByteArray>{begin + "Hello, world!\r\n" + end(0)} << true
                               << 0 << QByteArray("Hello, world!\n");
        QTest::newRow("noise before and after")
            << QList<QByteArray>{"SeaBIOS\r\n[    0.000] Linux version\r\n" + begin + "out\r\n"
                   + end(3) + "[    9.1] reboot: Power down\r\n"}
            << true << 3 << QByteArray("out\n");
        QTest::newRow("empty output")
            << QList<QByteArray>{begin + end(0)} << true << 0 << QByteArray();
        QTest::newRow("no trailing newline")
            << QList<QByteArray>{begin + "partial" + end(1)} << true << 1 << QByteArray("partial");
        QTest::newRow("kernel noise between is output")
            << QList<QByteArray>{begin + "a\r\n[   5.2] random: crng init done\r\nb\r\n" + end(0)}
            << true << 0 << QByteArray("a\n[   5.2] random: crng init done\nb\n");
        QTest::newRow("split everywhere") << [&] {
            QList<QByteArray> bytes;
            const QByteArray all = "noise" + begin + "x\r\ny\r\n" + end(42) + "after";
            for (const char c : all)
                bytes.append(QByteArray(1, c));
            return bytes;
        }() << true << 42 << QByteArray("x\ny\n");
        QTest::newRow("fake marker with another token")
            << QList<QByteArray>{begin + "\nPWdeadbeef:END:0\n" + "more\r\n" + end(7)} << true << 7
            << QByteArray("\nPWdeadbeef:END:0\nmore\n");
        QTest::newRow("token mid-line is not a marker")
            << QList<QByteArray>{begin + "say " + token + ":END:0\r\n" + end(2)} << true << 2
            << QByteArray("say " + token + ":END:0\n");
        QTest::newRow("marker without status is output")
            << QList<QByteArray>{begin + "\r\n" + token + ":END:x\r\n" + end(5)} << true << 5
            << QByteArray("\n" + token + ":END:x\n");
        QTest::newRow("begin marker printed by the kernel command line is not a start")
            << QList<QByteArray>{"Command line: x " + token + ":BEGIN\r\n" + begin + "ok\r\n"
                   + end(0)}
            << true << 0 << QByteArray("ok\n");
        QTest::newRow("still running") << QList<QByteArray>{begin + "line\r\n" + "\r\n" + token}
                                       << false << -1 << QByteArray("line\n");
        QTest::newRow("no begin") << QList<QByteArray>{"Kernel panic - not syncing\r\n"} << false
                                  << -1 << QByteArray();
    }

    void markers()
    {
        QFETCH(QList<QByteArray>, chunks);
        QFETCH(bool, finished);
        QFETCH(int, status);
        QFETCH(QByteArray, output);
        ConsoleMarkers markers(token, 1024);
        for (const QByteArray &chunk : chunks)
            markers.feed(chunk);
        QCOMPARE(markers.finished(), finished);
        QCOMPARE(markers.exitStatus().value_or(-1), status);
        QCOMPARE(markers.output(), output);
        QVERIFY(!markers.truncated());
    }

    void markersBoundTheOutput()
    {
        ConsoleMarkers markers(token, 10);
        markers.feed("\n" + token + ":BEGIN\n");
        for (int i = 0; i < 100; ++i)
            markers.feed("0123456789\n");
        markers.feed("\n" + token + ":END:0\n");
        QVERIFY(markers.finished());
        QCOMPARE(markers.output(), QByteArray("0123456789"));
        QVERIFY(markers.truncated());
        QCOMPARE(markers.droppedBytes(), 1090);
    }

    void markersFlushWhatWasHeldBack()
    {
        ConsoleMarkers markers(token, 1024);
        markers.feed("\r\n" + token + ":BEGIN\r\nstarted\r\n");
        QCOMPARE(markers.output(), QByteArray("started")); // "\r\n" may start the END marker
        markers.flush();
        QCOMPARE(markers.output(), QByteArray("started\n"));
        QVERIFY(!markers.finished());
    }

    /// The console the maintainer watches hides the run's marker lines, however the bytes
    /// arrive, and shows everything else at once (issue 20: "PW…:END:0" after each script).
    void consoleHidesTheMarkers_data()
    {
        QTest::addColumn<QList<QByteArray>>("chunks");
        QTest::addColumn<QByteArray>("shown");
        const QByteArray begin = token + ":BEGIN\r\n";
        const QByteArray end = token + ":END:0\r\n";
        QTest::newRow("whole lines")
            << QList<QByteArray>{"boot\r\n" + begin + "hello\r\n" + end + "$ "}
            << QByteArray("boot\r\nhello\r\n$ ");
        QTest::newRow("split inside the token") << QList<QByteArray>{"hello\r\n" + token.left(5),
            token.mid(5) + ":END:3\r\n", "$ "} << QByteArray("hello\r\n$ ");
        QTest::newRow("split after a carriage return")
            << QList<QByteArray>{"hello\r\n\r", end} << QByteArray("hello\r\n");
        QTest::newRow("a prompt without a newline shows at once")
            << QList<QByteArray>{"login: "} << QByteArray("login: ");
        QTest::newRow("another run's token stays")
            << QList<QByteArray>{"PW0000:END:0\n"} << QByteArray("PW0000:END:0\n");
        QTest::newRow("a marker later in a line stays") << QList<QByteArray>{
            "echo " + token + ":END:0\n"} << QByteArray("echo " + token + ":END:0\n");
        QTest::newRow("an unfinished marker at the end is dropped")
            << QList<QByteArray>{"bye\n" + token + ":END:"} << QByteArray("bye\n");
        QTest::newRow("a held prefix that was no marker")
            << QList<QByteArray>{"P", "ress any key\n"} << QByteArray("Press any key\n");
    }
    void consoleHidesTheMarkers()
    {
        QFETCH(QList<QByteArray>, chunks);
        QFETCH(QByteArray, shown);
        ConsoleMarkerFilter filter(token);
        QByteArray got;
        for (const QByteArray &chunk : chunks)
            got += filter.filter(chunk);
        got += filter.flush();
        QCOMPARE(got, shown);
    }

    void markersKeepTheBootTail()
    {
        ConsoleMarkers markers(token, 10);
        for (int i = 0; i < 5000; ++i)
            markers.feed("boot line\n");
        markers.feed("Kernel panic - not syncing: no init\n");
        QVERIFY(!markers.begun());
        QVERIFY(markers.bootTail().size() <= qsizetype(16) * 1024);
        QVERIFY(markers.bootTail().endsWith("Kernel panic - not syncing: no init\n"));
    }

    void lddOutput_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QStringList>("paths");
        QTest::newRow("one file") << QStringLiteral(
            "\tlinux-vdso.so.1 (0x00007ffd5a9e6000)\n"
            "\tlibc.so.6 => /nix/store/shbs-libc-sysroot/lib/x86_64-linux-gnu/libc.so.6 "
            "(0x00007f30e6947000)\n"
            "\t/lib64/ld-linux-x86-64.so.2 (0x00007f30e6b3c000)\n")
                                  << QStringList{
                                         QStringLiteral(
                                             "/nix/store/shbs-libc-sysroot/lib/x86_64-linux-gnu/"
                                             "libc.so.6"),
                                         QStringLiteral("/lib64/ld-linux-x86-64.so.2")};
        QTest::newRow("several files, duplicates, not found, static")
            << QStringLiteral(
                   "/nix/store/a-x/bin/x:\n"
                   "\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007f0000000000)\n"
                   "\tlibfoo.so.1 => not found\n"
                   "/nix/store/a-x/bin/y:\n"
                   "\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007f0000001000)\n"
                   "/bin/busybox:\n"
                   "\tnot a dynamic executable\n")
            << QStringList{QStringLiteral("/lib/x86_64-linux-gnu/libm.so.6")};
    }

    void lddOutput()
    {
        QFETCH(QString, output);
        QFETCH(QStringList, paths);
        QCOMPARE(packwright::vm::parseLdd(output), paths);
    }

    void guestInitRunsTheScriptBetweenTheMarkers()
    {
        GuestImageSpec spec;
        spec.storePaths
            = {QStringLiteral("/nix/store/0123456789abcdfghijklmnpqrsvwxyz-hello-2.10")};
        spec.token = token;
        const QByteArray init = packwright::vm::guestInit(spec);
        QVERIFY(init.startsWith("#!/packwright/bin/busybox sh\n"));
        QVERIFY(init.contains(
            "PATH=/nix/store/0123456789abcdfghijklmnpqrsvwxyz-hello-2.10/bin:/nix/store/"
            "0123456789abcdfghijklmnpqrsvwxyz-hello-2.10/sbin:/packwright/bin "));
        QVERIFY(init.contains(" TERM=dumb NO_COLOR=1 PAGER=cat "));
        const qsizetype begin = init.indexOf(ConsoleMarkers::beginLine(token));
        const qsizetype script = init.indexOf("/packwright/script.sh </dev/null");
        const qsizetype end = init.indexOf(ConsoleMarkers::endPrefix(token));
        QVERIFY(begin > 0 && begin < script && script < end);
        spec.consoleInput = true;
        const QByteArray interactive = packwright::vm::guestInit(spec);
        QVERIFY(interactive.contains("/packwright/script.sh </dev/console"));
        QVERIFY(interactive.contains(" TERM=vt100 PAGER=cat "));
    }

    void pvhNote()
    {
        // namesz 4, descsz 8, type 18 (XEN_ELFNOTE_PHYS32_ENTRY), "Xen\0", entry address.
        const QByteArray note("\x04\0\0\0\x08\0\0\0\x12\0\0\0Xen\0\x50\x08\0\x01\0\0\0\0", 24);
        QVERIFY(packwright::vm::hasPvhNote(QByteArray(100, 'x') + note + QByteArray(10, 'y')));
        QByteArray otherType = note;
        otherType[8] = '\x11';
        QVERIFY(!packwright::vm::hasPvhNote(QByteArray(100, 'x') + otherType));
        QByteArray otherName = note;
        otherName[0] = '\x08';
        QVERIFY(!packwright::vm::hasPvhNote(QByteArray(100, 'x') + otherName));
    }

    void resultText()
    {
        packwright::vm::VmRunResult result;
        result.exitStatus = 0;
        result.output = QStringLiteral("\x1b[0;32m\"x\"\x1b[0m\n\x1b]0;title\x07plain\x1b[2K\n");
        QCOMPARE(result.toText(), QStringLiteral("Exit status: 0\nOutput:\n\"x\"\nplain\n"));
        QVERIFY(result.output.contains(QLatin1String("\x1b[0;32m"))); // the raw output stays

        result.timedOut = true;
        result.exitStatus = -1;
        result.runMs = 5012;
        result.droppedBytes = 42;
        result.isolation = packwright::vm::Isolation::Namespaces;
        const QString text = result.toText();
        QVERIFY(
            text.startsWith(QLatin1String("The script was stopped at its time limit after 5.0 s")));
        QVERIFY(text.contains(QLatin1String("weaker than a VM")));
        QVERIFY(text.contains(QLatin1String("42 more bytes")));
    }

    void newcHeader()
    {
        const QByteArray h = Initramfs::header(QStringLiteral("init"), 7, S_IFREG | 0755, 300);
        // 110 bytes of header + "init\0" = 115, padded to 116.
        QCOMPARE(h.size(), 116);
        QCOMPARE(h.left(6), QByteArray("070701"));
        QCOMPARE(h.mid(6, 8), QByteArray("00000007"));  // inode
        QCOMPARE(h.mid(14, 8), QByteArray("000081ed")); // S_IFREG | 0755
        QCOMPARE(h.mid(54, 8), QByteArray("0000012c")); // file size 300
        QCOMPARE(h.mid(94, 8), QByteArray("00000005")); // name size with NUL
        QCOMPARE(h.mid(110), QByteArray("init\0\0", 6));
    }

    void newcRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile host(dir.filePath(QStringLiteral("host.bin")));
        QVERIFY(host.open(QIODevice::WriteOnly));
        QByteArray hostBytes;
        for (int i = 0; i < 3001; ++i)
            hostBytes += char(i % 251);
        host.write(hostBytes);
        host.close();

        Initramfs image;
        image.addData(QStringLiteral("/init"), "#!/bin/sh\n", 0755);
        image.addHostFile(QStringLiteral("/nix/store/abc-hello/bin/hello"), host.fileName(), 0555);
        image.addSymlink(QStringLiteral("/lib64"), QStringLiteral("usr/lib64"));
        image.addCharDevice(QStringLiteral("/dev/console"), 5, 1);
        image.addData(QStringLiteral("/init"), "second add is ignored");
        const QString file = dir.filePath(QStringLiteral("initrd.cpio"));
        const auto written = image.write(file);
        QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().detail));

        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray archive = in.readAll();
        QCOMPARE(archive.size(), written.value());
        QString error;
        const QList<CpioEntry> entries = readNewc(archive, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList names;
        for (const CpioEntry &e : entries)
            names << e.name;
        // Parents added and written before their children.
        QCOMPARE(names,
            (QStringList{QStringLiteral("dev"), QStringLiteral("dev/console"),
                QStringLiteral("init"), QStringLiteral("lib64"), QStringLiteral("nix"),
                QStringLiteral("nix/store"), QStringLiteral("nix/store/abc-hello"),
                QStringLiteral("nix/store/abc-hello/bin"),
                QStringLiteral("nix/store/abc-hello/bin/hello")}));
        QCOMPARE(entries[0].mode, quint32(S_IFDIR | 0755));
        QCOMPARE(entries[1].mode, quint32(S_IFCHR | 0600));
        QCOMPARE(entries[1].rdevMajor, 5U);
        QCOMPARE(entries[1].rdevMinor, 1U);
        QCOMPARE(entries[2].data, QByteArray("#!/bin/sh\n"));
        QCOMPARE(entries[2].mode, quint32(S_IFREG | 0755));
        QCOMPARE(entries[3].mode, quint32(S_IFLNK | 0777));
        QCOMPARE(entries[3].data, QByteArray("usr/lib64"));
        QCOMPARE(entries[8].data, hostBytes);
        QCOMPARE(entries[8].mode, quint32(S_IFREG | 0555));
    }

    void newcMissingHostFileIsAnError()
    {
        QTemporaryDir dir;
        Initramfs image;
        image.addHostFile(QStringLiteral("/x"), dir.filePath(QStringLiteral("missing")), 0644);
        const auto written = image.write(dir.filePath(QStringLiteral("out.cpio")));
        QVERIFY(!written.ok());
        QVERIFY(written.error().detail.contains(QLatin1String("missing")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.cpio"))));
    }
};

QTEST_GUILESS_MAIN(TestVmParts)
#include "tst_vmparts.moc"

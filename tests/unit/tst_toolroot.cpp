// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Confinement of the model's file tools: paths inside a root resolve, absolute paths, `..`
// escapes and symbolic links that lead out are refused.
#include "tools/ToolRoot.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::tools;

class TestToolRoot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void resolve_data();
    void resolve();
    void invalidRoot();
    void relativePath();

private:
    QTemporaryDir m_dir;
    QString m_root;
};

void TestToolRoot::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("root"));
    QVERIFY(QDir().mkpath(m_root + QStringLiteral("/src/sub")));
    QFile file(m_root + QStringLiteral("/src/main.c"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("int main() { return 0; }\n");
    file.close();
    QFile outside(m_dir.filePath(QStringLiteral("secret.txt")));
    QVERIFY(outside.open(QIODevice::WriteOnly));
    outside.write("secret\n");
    outside.close();
    QVERIFY(QFile::link(QStringLiteral("/etc"), m_root + QStringLiteral("/etc-link")));
    QVERIFY(QFile::link(QStringLiteral("../secret.txt"), m_root + QStringLiteral("/up-link")));
    QVERIFY(QFile::link(QStringLiteral("src/main.c"), m_root + QStringLiteral("/main-link")));
    QVERIFY(QFile::link(QStringLiteral("src"), m_root + QStringLiteral("/src-link")));
    QVERIFY(QFile::link(QStringLiteral("nowhere"), m_root + QStringLiteral("/broken-link")));
}

void TestToolRoot::resolve_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected"); ///< relative to the root; empty: refused

    QTest::newRow("empty is the root") << QString() << QStringLiteral(".");
    QTest::newRow("dot is the root") << QStringLiteral(".") << QStringLiteral(".");
    QTest::newRow("file") << QStringLiteral("src/main.c") << QStringLiteral("src/main.c");
    QTest::newRow("directory") << QStringLiteral("src/sub/") << QStringLiteral("src/sub");
    QTest::newRow("dotdot inside")
        << QStringLiteral("src/sub/../main.c") << QStringLiteral("src/main.c");
    QTest::newRow("symlink inside to a file")
        << QStringLiteral("main-link") << QStringLiteral("src/main.c");
    QTest::newRow("through a symlinked dir inside")
        << QStringLiteral("src-link/main.c") << QStringLiteral("src/main.c");
    QTest::newRow("dotdot escape") << QStringLiteral("../secret.txt") << QString();
    QTest::newRow("dotdot escape deep") << QStringLiteral("src/../../secret.txt") << QString();
    QTest::newRow("dotdot escape missing") << QStringLiteral("../../../nothing") << QString();
    QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QString();
    QTest::newRow("absolute inside") << m_root + QStringLiteral("/src/main.c") << QString();
    QTest::newRow("home") << QStringLiteral("~/.ssh") << QString();
    QTest::newRow("symlink to /etc") << QStringLiteral("etc-link") << QString();
    QTest::newRow("through symlink to /etc") << QStringLiteral("etc-link/passwd") << QString();
    QTest::newRow("symlink up") << QStringLiteral("up-link") << QString();
    QTest::newRow("broken symlink") << QStringLiteral("broken-link") << QString();
    QTest::newRow("missing") << QStringLiteral("src/none.c") << QString();
}

void TestToolRoot::resolve()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const ToolRoot root(QStringLiteral("source"), m_root);
    QVERIFY(root.isValid());
    const auto resolved = root.resolve(path);
    if (expected.isEmpty()) {
        QVERIFY2(!resolved.ok(), qPrintable(resolved.ok() ? resolved.value() : QString()));
        QVERIFY(!resolved.error().message.isEmpty());
    } else {
        QVERIFY2(resolved.ok(), qPrintable(resolved.ok() ? QString() : resolved.error().message));
        QCOMPARE(root.relativePath(resolved.value()), expected);
        QVERIFY(resolved.value().startsWith(root.directory()));
    }
}

void TestToolRoot::invalidRoot()
{
    const ToolRoot none;
    QVERIFY(!none.isValid());
    QVERIFY(!none.resolve(QStringLiteral("x")).ok());
    const ToolRoot missing(QStringLiteral("nixpkgs"), m_dir.filePath(QStringLiteral("missing")));
    QVERIFY(!missing.isValid());
    QCOMPARE(missing.name(), QStringLiteral("nixpkgs"));
    QVERIFY(!missing.resolve(QString()).ok());
}

void TestToolRoot::relativePath()
{
    // The root given through a symlink is canonicalised, so results stay comparable.
    const QString link = m_dir.filePath(QStringLiteral("root-link"));
    QVERIFY(QFile::link(m_root, link));
    const ToolRoot root(QStringLiteral("output"), link);
    QCOMPARE(root.directory(), QFileInfo(m_root).canonicalFilePath());
    const auto resolved = root.resolve(QStringLiteral("src/main.c"));
    QVERIFY(resolved.ok());
    QCOMPARE(root.relativePath(resolved.value()), QStringLiteral("src/main.c"));
}

QTEST_GUILESS_MAIN(TestToolRoot)
#include "tst_toolroot.moc"

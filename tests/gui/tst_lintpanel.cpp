// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The nixpkgs findings beside the editor (issue 17 item 2): the panel follows the editor's
// text, a finding activated moves the cursor to its line, and the model passes Qt's model
// tester.
#include "ExpressionEditor.h"
#include "LintFindingModel.h"
#include "LintPanel.h"

#include <KSyntaxHighlighting/Repository>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QTest>
#include <QTextBlock>
#include <QTreeView>

using namespace packwright;

namespace {
/// GNU hello as a package.nix. `conformant`: as the 2026 templates write it (RFC 166
/// arguments, strictDeps, __structuredAttrs, meta complete); otherwise the pre-RFC 166 layout
/// without them, which nixpkgs CI refuses for a new package.
QString hello(bool conformant)
{
    const QString arguments = conformant ? QStringLiteral("{\n  lib,\n  stdenv,\n  fetchurl,\n}:\n")
                                         : QStringLiteral("{ lib, stdenv, fetchurl }:\n");
    const QString settings = conformant
        ? QStringLiteral("  strictDeps = true;\n  __structuredAttrs = true;\n\n")
        : QString();
    const QString upkeep = conformant
        ? QStringLiteral("    homepage = \"https://www.gnu.org/software/hello/\";\n")
        : QString();
    const QString maintainers = conformant
        ? QStringLiteral("    maintainers = with lib.maintainers; [ jdoe ];\n")
        : QString();
    return arguments
        + QStringLiteral("\n"
                         "stdenv.mkDerivation (finalAttrs: {\n"
                         "  pname = \"hello\";\n"
                         "  version = \"2.12.1\";\n"
                         "\n"
                         "  src = fetchurl {\n"
                         "    url = \"mirror://gnu/hello/hello-${finalAttrs.version}.tar.gz\";\n"
                         "    hash = \"sha256-jZkUKv2SV28wsM18tCqNxoCZmLxdYH2Idh9RLibH2yA=\";\n"
                         "  };\n"
                         "\n")
        + settings
        + QStringLiteral("  meta = {\n"
                         "    description = \"Program that produces a familiar, friendly "
                         "greeting\";\n")
        + upkeep + QStringLiteral("    license = lib.licenses.gpl3Plus;\n") + maintainers
        + QStringLiteral("    mainProgram = \"hello\";\n"
                         "  };\n"
                         "})\n");
}
} // namespace

class TestLintPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsTheEditor()
    {
        KSyntaxHighlighting::Repository repository;
        ui::ExpressionEditor editor(repository);
        ui::LintPanel panel(&editor);
        QAbstractItemModelTester tester(
            panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(panel.summary(), QStringLiteral("nixpkgs lint: no package.nix shown."));

        // Shown read-only (an attempt, a proposal): checked at once, not after the pause
        // (the approval screenshot showed "no package.nix shown" beside a proposal).
        editor.setReadOnly(true);
        editor.showExpression(hello(false));
        const models::LintFindingModel *model = panel.model();
        QVERIFY(model->ciCount() >= 3);
        QStringList rules;
        for (const nix::LintFinding &f : model->findings())
            rules << f.rule;
        for (const char *rule : {"PW-RFC166-arguments", "NPV-164", "NPV-166"})
            QVERIFY2(rules.contains(QLatin1String(rule)), qPrintable(rules.join(u' ')));
        QVERIFY2(panel.summary().contains(QStringLiteral("would fail nixpkgs CI")),
            qPrintable(panel.summary()));
        QCOMPARE(model->columnCount(), int(models::LintFindingModel::ColumnCount));
        const QModelIndex arguments
            = model->index(int(rules.indexOf(QStringLiteral("PW-RFC166-arguments"))),
                models::LintFindingModel::LineColumn);
        QCOMPARE(arguments.data().toInt(), 1);
        QVERIFY(arguments.data(models::LintFindingModel::CiRole).toBool());
        QVERIFY(!arguments.data(Qt::ToolTipRole).toString().isEmpty());

        // Activating a finding puts the cursor on its line.
        const int structured = int(rules.indexOf(QStringLiteral("NPV-166")));
        const int line
            = model->index(structured, 0).data(models::LintFindingModel::LineRole).toInt();
        auto *view = panel.findChild<QTreeView *>(QStringLiteral("lintFindings"));
        QVERIFY(view);
        editor.moveCursor(QTextCursor::End);
        Q_EMIT view->activated(model->index(structured, 0));
        QVERIFY(line > 0);
        QCOMPARE(editor.textCursor().blockNumber() + 1, line);

        // The maintainer's edit is checked again after a pause, without a call.
        editor.setReadOnly(false);
        editor.setPlainText(hello(true));
        QTRY_COMPARE(panel.model()->ciCount(), 0);
        QVERIFY2(panel.summary() == QStringLiteral("nixpkgs lint: no findings.")
                || panel.summary().startsWith(
                    QStringLiteral("nixpkgs lint: nothing would fail nixpkgs CI;")),
            qPrintable(panel.summary()));
    }

    void goToLineRefusesLinesThatDoNotExist()
    {
        KSyntaxHighlighting::Repository repository;
        ui::ExpressionEditor editor(repository);
        editor.showExpression(hello(false));
        QVERIFY(editor.goToLine(4));
        QCOMPARE(editor.textCursor().blockNumber(), 3);
        QVERIFY(!editor.goToLine(0));
        QVERIFY(!editor.goToLine(1000));
        QCOMPARE(editor.textCursor().blockNumber(), 3);
    }
};

QTEST_MAIN(TestLintPanel)
#include "tst_lintpanel.moc"

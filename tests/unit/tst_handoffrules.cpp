// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The hand-off's rules without Nix or git (issues 9, 17): by-name and python-modules paths,
// the python-packages.nix line, nixpkgs commit messages and the Assisted-by trailer, the meta
// parser and the metadata check, and the pull-request description with its automation
// disclosure.
#include "core/BuildInfo.h"
#include "loop/MetadataCheck.h"
#include "loop/PullRequestDescription.h"
#include "nix/PackageMeta.h"
#include "workspace/NixpkgsExport.h"

#include <QTest>

using namespace packwright;
using namespace packwright::loop;

namespace {
nix::PackageMeta goodMeta()
{
    nix::PackageMeta m;
    m.pname = QStringLiteral("hello");
    m.version = QStringLiteral("2.10");
    m.description = QStringLiteral("Program that produces a familiar, friendly greeting");
    m.homepages = {QStringLiteral("https://www.gnu.org/software/hello/")};
    m.licenses
        = QList<nix::LicenseRef>{{QStringLiteral("gpl3Plus"), QStringLiteral("GPL-3.0-or-later")}};
    m.mainProgram = QStringLiteral("hello");
    return m;
}

/// "error:description" … for comparing findings in a table.
QStringList keys(const QList<MetadataFinding> &findings)
{
    QStringList out;
    for (const MetadataFinding &f : findings)
        out << findingSeverityName(f.severity) + QLatin1Char(':') + f.field;
    return out;
}

workspace::Attempt attempt(int number, const QString &summary, nix::OutcomeKind kind)
{
    workspace::Attempt a;
    a.number = number;
    a.summary = summary;
    a.outcome.kind = kind;
    a.outcome.durationMs = 1500;
    return a;
}

/// A session of four attempts: given, a model edit that regressed and was rolled back, a
/// hash fix, and a maintainer-approved model edit that built.
workspace::SessionRecord record()
{
    workspace::SessionRecord r;
    r.pname = QStringLiteral("hello");
    r.version = QStringLiteral("2.10");
    r.source = QStringLiteral("/mirror/gnu/hello/hello-2.10.tar.gz");
    r.nixpkgs = QStringLiteral("/src/nixpkgs");
    r.model = QStringLiteral("scripted / demo-model");
    r.status = QStringLiteral("succeeded");
    auto a1
        = attempt(1, QStringLiteral("Initial expression, as given"), nix::OutcomeKind::BuildError);
    a1.outcome.failingPhase = QStringLiteral("configurePhase");
    a1.toolCalls
        = {{1, QStringLiteral("str_replace"), QStringLiteral("{}"), QStringLiteral("ok"), false}};
    a1.modelCalls = {{QStringLiteral("demo-model"), 1000, 200, 0, 0.0125, 2500}};
    a1.usage = {1000, 200, 0, 0.0125};
    auto a2 = attempt(2, QStringLiteral("Add zlibb | typo"), nix::OutcomeKind::EvaluationError);
    a2.verdict
        = evidence::Verdict{evidence::VerdictKind::Regress, QStringLiteral("evaluation fails now")};
    a2.abandoned = true;
    auto a3 = attempt(3, QStringLiteral("Set the src hash to sha256-X (trust on first use)"),
        nix::OutcomeKind::HashMismatch);
    a3.verdict
        = evidence::Verdict{evidence::VerdictKind::Progress, QStringLiteral("past the fetch")};
    a3.toolCalls
        = {{1, QStringLiteral("str_replace"), QStringLiteral("{}"), QStringLiteral("ok"), false}};
    a3.modelCalls = {{QStringLiteral("demo-model"), 500, 100, 0, 0.005, 1500}};
    a3.usage = {500, 100, 0, 0.005};
    auto a4 = attempt(4, QStringLiteral("Add zlib to buildInputs"), nix::OutcomeKind::Success);
    a4.verdict
        = evidence::Verdict{evidence::VerdictKind::Progress, QStringLiteral("the package builds")};
    a4.approvals
        = {{QStringLiteral("Apply the edit for attempt 4"), QStringLiteral("approved"), {}}};
    r.attempts = {a1, a2, a3, a4};
    return r;
}

HandOffFacts facts()
{
    HandOffFacts f;
    f.commitMessage = QStringLiteral("hello: init at 2.10");
    f.directory = QStringLiteral("pkgs/by-name/he/hello");
    f.nixpkgsRevision = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
    f.system = QStringLiteral("x86_64-linux");
    f.outPath = QStringLiteral("/nix/store/aaaa-hello-2.10");
    f.programs = {QStringLiteral("hello")};
    return f;
}
} // namespace

Q_DECLARE_METATYPE(packwright::loop::MetadataInputs)

class TestHandOffRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void byName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("directory");
        QTest::newRow("plain") << QStringLiteral("hello")
                               << QStringLiteral("pkgs/by-name/he/hello");
        QTest::newRow("capitals") << QStringLiteral("Fabric")
                                  << QStringLiteral("pkgs/by-name/fa/Fabric");
        QTest::newRow("digits and dash")
            << QStringLiteral("_1password-gui") << QStringLiteral("pkgs/by-name/_1/_1password-gui");
        QTest::newRow("one letter") << QStringLiteral("q") << QStringLiteral("pkgs/by-name/q/q");
        QTest::newRow("dot") << QStringLiteral("python3.11") << QString();
        QTest::newRow("slash") << QStringLiteral("he/llo") << QString();
        QTest::newRow("dot dot") << QStringLiteral("..") << QString();
        QTest::newRow("space") << QStringLiteral("hello world") << QString();
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("non-ascii") << QStringLiteral("héllo") << QString();
    }
    void byName()
    {
        QFETCH(QString, name);
        QFETCH(QString, directory);
        QCOMPARE(workspace::byNameDirectory(name), directory);
        QCOMPARE(workspace::isValidByName(name), !directory.isEmpty());
    }

    void commitMessage_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("existed");
        QTest::addColumn<QString>("oldVersion");
        QTest::addColumn<QString>("message");
        QTest::newRow("new") << QStringLiteral("2.10") << false << QString()
                             << QStringLiteral("hello: init at 2.10");
        QTest::newRow("update") << QStringLiteral("2.12.1") << true << QStringLiteral("2.10")
                                << QStringLiteral("hello: 2.10 -> 2.12.1");
        QTest::newRow("same version") << QStringLiteral("2.10") << true << QStringLiteral("2.10")
                                      << QStringLiteral("hello: update expression at 2.10");
        QTest::newRow("old version computed") << QStringLiteral("2.12") << true << QString()
                                              << QStringLiteral("hello: update to 2.12");
    }
    void commitMessage()
    {
        QFETCH(QString, version);
        QFETCH(bool, existed);
        QFETCH(QString, oldVersion);
        QFETCH(QString, message);
        const std::optional<QString> old
            = existed ? std::optional<QString>(oldVersion) : std::nullopt;
        QCOMPARE(workspace::nixpkgsCommitMessage(QStringLiteral("hello"), version, old), message);
    }

    void literalVersion_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("version");
        QTest::newRow("rec attrs")
            << QStringLiteral("{\n  pname = \"hello\";\n  version = \"2.10\";\n}")
            << QStringLiteral("2.10");
        QTest::newRow("compact") << QStringLiteral("{pname=\"x\";version=\"1.0-rc1\";}")
                                 << QStringLiteral("1.0-rc1");
        QTest::newRow("computed") << QStringLiteral("{ version = lib.versions.major v; }")
                                  << QString();
        QTest::newRow("interpolated") << QStringLiteral("{ version = \"${v}\"; }") << QString();
        QTest::newRow("other attribute")
            << QStringLiteral("{ pythonVersion = \"3.11\"; }") << QString();
    }
    void literalVersion()
    {
        QFETCH(QString, expression);
        QFETCH(QString, version);
        QCOMPARE(workspace::literalVersion(expression), version);
    }

    void parseMeta_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("description");
        QTest::addColumn<QStringList>("homepages");
        QTest::addColumn<QStringList>("licenses");
        QTest::addColumn<QString>("mainProgram");
        QTest::newRow("full") << QByteArray(
            R"({"pname":"hello","version":"2.10","description":"Greeter",)"
            R"("homepage":"https://x.org","licenses":[{"shortName":"mit","spdxId":"MIT"}],)"
            R"("mainProgram":"hello"})")
                              << true << QStringLiteral("Greeter")
                              << QStringList{QStringLiteral("https://x.org")}
                              << QStringList{QStringLiteral("mit/MIT")} << QStringLiteral("hello");
        QTest::newRow("unset fields")
            << QByteArray(R"({"pname":"x","version":null,"description":null,"homepage":null,)"
                          R"("licenses":null,"mainProgram":null})")
            << true << QStringLiteral("<unset>") << QStringList()
            << QStringList{QStringLiteral("<unset>")} << QStringLiteral("<unset>");
        QTest::newRow("homepage list, two licenses, no spdx")
            << QByteArray(R"({"homepage":["https://a","https://b"],"licenses":[{"shortName":"mit",)"
                          R"("spdxId":"MIT"},{"shortName":"unfree","spdxId":null}]})")
            << true << QStringLiteral("<unset>")
            << QStringList{QStringLiteral("https://a"), QStringLiteral("https://b")}
            << QStringList{QStringLiteral("mit/MIT"), QStringLiteral("unfree/")}
            << QStringLiteral("<unset>");
        QTest::newRow("src path") << QByteArray(
            R"({"srcIsPath":true,"srcLocations":["/home/me/src"]})")
                                  << true << QStringLiteral("<unset>") << QStringList()
                                  << QStringList{QStringLiteral("<unset>")}
                                  << QStringLiteral("<unset>");
        QTest::newRow("not json") << QByteArray("error: undefined variable") << false << QString()
                                  << QStringList() << QStringList() << QString();
        QTest::newRow("not an object") << QByteArray("[1,2]") << false << QString() << QStringList()
                                       << QStringList() << QString();
    }
    void parseMeta()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, ok);
        const auto meta = nix::parsePackageMeta(json);
        QCOMPARE(meta.ok(), ok);
        if (!ok) {
            QVERIFY(!meta.error().message.isEmpty());
            return;
        }
        QFETCH(QString, description);
        QFETCH(QStringList, homepages);
        QFETCH(QStringList, licenses);
        QFETCH(QString, mainProgram);
        const auto unsetOr
            = [](const std::optional<QString> &v) { return v ? *v : QStringLiteral("<unset>"); };
        QCOMPARE(unsetOr(meta.value().description), description);
        QCOMPARE(meta.value().homepages, homepages);
        QStringList gotLicenses;
        if (!meta.value().licenses)
            gotLicenses << QStringLiteral("<unset>");
        else
            for (const nix::LicenseRef &l : *meta.value().licenses)
                gotLicenses << l.shortName + QLatin1Char('/') + l.spdxId;
        QCOMPARE(gotLicenses, licenses);
        QCOMPARE(unsetOr(meta.value().mainProgram), mainProgram);
        const bool pathSource = QByteArray(QTest::currentDataTag()) == "src path";
        QCOMPARE(meta.value().sourceIsPath, pathSource);
        QCOMPARE(meta.value().sourceLocations,
            pathSource ? QStringList{QStringLiteral("/home/me/src")} : QStringList());
        QCOMPARE(nix::hasLocalSource(meta.value()), pathSource);
    }

    void metadataCheck_data()
    {
        QTest::addColumn<MetadataInputs>("inputs");
        QTest::addColumn<QStringList>("findings");
        QTest::addColumn<QString>("mentions");
        const QStringList bin{QStringLiteral("hello")};
        MetadataInputs good{goodMeta(), QStringLiteral("GPL-3.0-or-later"), bin};
        QTest::newRow("clean") << good << QStringList() << QString();

        MetadataInputs noDescription = good;
        noDescription.meta.description.reset();
        QTest::newRow("no description")
            << noDescription << QStringList{QStringLiteral("error:description")}
            << QStringLiteral("meta.description is missing");
        MetadataInputs emptyDescription = good;
        emptyDescription.meta.description = QStringLiteral("  ");
        QTest::newRow("empty description")
            << emptyDescription << QStringList{QStringLiteral("error:description")}
            << QStringLiteral("empty");
        MetadataInputs article = good;
        article.meta.description = QStringLiteral("A program that greets");
        QTest::newRow("article") << article << QStringList{QStringLiteral("warning:description")}
                                 << QStringLiteral("\"program that greets\"");
        MetadataInputs period = good;
        period.meta.description = QStringLiteral("Program that greets.");
        QTest::newRow("period") << period << QStringList{QStringLiteral("warning:description")}
                                << QStringLiteral("period");
        MetadataInputs named = good;
        named.meta.description = QStringLiteral("Hello is a program that greets");
        QTest::newRow("starts with name")
            << named << QStringList{QStringLiteral("warning:description")}
            << QStringLiteral("package name \"hello\"");
        MetadataInputs namePrefix = good;
        namePrefix.meta.description = QStringLiteral("Helloworld-style greeter");
        QTest::newRow("a longer word is not the name") << namePrefix << QStringList() << QString();
        MetadataInputs lower = good;
        lower.meta.description = QStringLiteral("program that greets");
        QTest::newRow("lower case") << lower << QStringList{QStringLiteral("warning:description")}
                                    << QStringLiteral("capitalise");
        MetadataInputs all = good;
        all.meta.description = QStringLiteral("The hello program.");
        QTest::newRow("article and period") << all
                                            << QStringList{QStringLiteral("warning:description"),
                                                   QStringLiteral("warning:description")}
                                            << QStringLiteral("article \"The\"");

        MetadataInputs noHomepage = good;
        noHomepage.meta.homepages.clear();
        QTest::newRow("no homepage")
            << noHomepage << QStringList{QStringLiteral("warning:homepage")}
            << QStringLiteral("meta.homepage is missing");
        MetadataInputs ftpHomepage = good;
        ftpHomepage.meta.homepages
            = {QStringLiteral("ftp://" PACKWRIGHT_TEST_MIRROR_HOST "/hello")};
        QTest::newRow("not http") << ftpHomepage << QStringList{QStringLiteral("warning:homepage")}
                                  << QStringLiteral("ftp://" PACKWRIGHT_TEST_MIRROR_HOST "/hello");

        MetadataInputs noLicense = good;
        noLicense.meta.licenses.reset();
        QTest::newRow("no license") << noLicense << QStringList{QStringLiteral("error:license")}
                                    << QStringLiteral("lib.licenses.gpl3Plus");
        MetadataInputs noLicenseUnknownSource = noLicense;
        noLicenseUnknownSource.sourceLicense.clear();
        QTest::newRow("no license, source unknown")
            << noLicenseUnknownSource << QStringList{QStringLiteral("error:license")}
            << QStringLiteral("lib.licenses.<name>");
        MetadataInputs otherLicense = good;
        otherLicense.sourceLicense = QStringLiteral("MIT");
        QTest::newRow("license differs from the source")
            << otherLicense << QStringList{QStringLiteral("warning:license")}
            << QStringLiteral("lib.licenses.mit");
        MetadataInputs spdxOnly = good;
        spdxOnly.sourceLicense = QStringLiteral("gpl-3.0-or-later");
        QTest::newRow("license matches case-insensitively")
            << spdxOnly << QStringList() << QString();
        MetadataInputs dual = good;
        dual.meta.licenses = QList<nix::LicenseRef>{{QStringLiteral("mit"), QStringLiteral("MIT")},
            {QStringLiteral("asl20"), QStringLiteral("Apache-2.0")}};
        dual.sourceLicense = QStringLiteral("Apache-2.0");
        QTest::newRow("one of two licenses") << dual << QStringList() << QString();

        MetadataInputs wrongProgram = good;
        wrongProgram.meta.mainProgram = QStringLiteral("hellp");
        QTest::newRow("wrong mainProgram")
            << wrongProgram << QStringList{QStringLiteral("error:mainProgram")}
            << QStringLiteral("$out/bin holds hello");
        MetadataInputs noBin = good;
        noBin.programs = QStringList();
        QTest::newRow("mainProgram without bin")
            << noBin << QStringList{QStringLiteral("error:mainProgram")}
            << QStringLiteral("installs no $out/bin");
        MetadataInputs unsetProgram = good;
        unsetProgram.meta.mainProgram.reset();
        QTest::newRow("mainProgram unset, one program")
            << unsetProgram << QStringList{QStringLiteral("warning:mainProgram")}
            << QStringLiteral("mainProgram = \"hello\"");
        MetadataInputs unsetTwo = unsetProgram;
        unsetTwo.programs = QStringList{QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("mainProgram unset, two programs") << unsetTwo << QStringList() << QString();
        MetadataInputs unknownOut = wrongProgram;
        unknownOut.programs.reset();
        QTest::newRow("output unknown") << unknownOut << QStringList() << QString();
        MetadataInputs mirrorSource = good;
        mirrorSource.meta.sourceLocations
            = {QStringLiteral("mirror://gnu/hello/hello-2.10.tar.gz")};
        QTest::newRow("src from a mirror") << mirrorSource << QStringList() << QString();
        MetadataInputs publicGit = good;
        publicGit.meta.sourceLocations = {QStringLiteral("https://github.com/o/r.git")};
        QTest::newRow("src from a public URL") << publicGit << QStringList() << QString();
        MetadataInputs pathSource = good;
        pathSource.meta.sourceIsPath = true;
        pathSource.meta.sourceLocations = {QStringLiteral("/home/me/hello/src")};
        QTest::newRow("src = ./src") << pathSource << QStringList{QStringLiteral("error:src")}
                                     << QStringLiteral("src is a local path/file:// URL (/home/me/"
                                                       "hello/src); nixpkgs needs a fetcher with "
                                                       "a public URL");
        MetadataInputs fileUrl = good;
        fileUrl.meta.sourceLocations = {QStringLiteral("https://example.org/h.tar.gz"),
            QStringLiteral("file:///srv/hello-2.10.tar.gz")};
        QTest::newRow("src from a file:// URL")
            << fileUrl << QStringList{QStringLiteral("error:src")}
            << QStringLiteral("file:///srv/hello-2.10.tar.gz");
        MetadataInputs absoluteUrl = good;
        absoluteUrl.meta.sourceLocations = {QStringLiteral("/srv/hello-2.10.tar.gz")};
        QTest::newRow("src url an absolute path")
            << absoluteUrl << QStringList{QStringLiteral("error:src")}
            << QStringLiteral("nixpkgs needs a fetcher with a public URL");
    }
    void metadataCheck()
    {
        QFETCH(MetadataInputs, inputs);
        QFETCH(QStringList, findings);
        QFETCH(QString, mentions);
        const QList<MetadataFinding> got = checkMetadata(inputs);
        QCOMPARE(keys(got), findings);
        QCOMPARE(
            blocksExport(got), findings.join(QLatin1Char(' ')).contains(QLatin1String("error:")));
        if (!mentions.isEmpty()) {
            QStringList messages;
            for (const MetadataFinding &f : got)
                messages << f.message;
            QVERIFY2(messages.join(QLatin1Char('\n')).contains(mentions),
                qPrintable(messages.join(QLatin1Char('\n'))));
        }
    }

    void editOrigins()
    {
        const workspace::SessionRecord r = record();
        QCOMPARE(editOrigin(r, 0), EditOrigin::Initial);
        QCOMPARE(editOrigin(r, 1), EditOrigin::Model); // attempt 1 holds the fix step's tool calls
        QCOMPARE(editOrigin(r, 2), EditOrigin::Deterministic);
        QCOMPARE(editOrigin(r, 3), EditOrigin::Model);
        workspace::SessionRecord edited = r;
        edited.attempts[3].summary += QStringLiteral(" (edited by the maintainer)");
        QCOMPARE(editOrigin(edited, 3), EditOrigin::Maintainer);
        workspace::SessionRecord templated = r;
        templated.attempts[0].toolCalls = {{1, QStringLiteral("select_template"), {}, {}, false}};
        QCOMPARE(editOrigin(templated, 1), EditOrigin::Deterministic);
    }

    void description_data()
    {
        QTest::addColumn<QString>("expected");
        QTest::newRow("what") << QStringLiteral(
            "`hello: init at 2.10`: hello 2.10 at `pkgs/by-name/he/hello/package.nix`.");
        QTest::newRow("source") << QStringLiteral(
            "- Source: `/mirror/gnu/hello/hello-2.10.tar.gz`");
        QTest::newRow("pin") << QStringLiteral(
            "`/src/nixpkgs` at revision `0123456789abcdef0123456789abcdef01234567`");
        QTest::newRow("output") << QStringLiteral(
            "- Output: `/nix/store/aaaa-hello-2.10` (bin: hello)");
        QTest::newRow("attempts") << QStringLiteral("in 4 attempts, model scripted/demo-model.");
        QTest::newRow("build") << QStringLiteral("built with `nix-build` in attempt 4 (1.5 s)");
        QTest::newRow("no vm") << QStringLiteral("- VM runs: none recorded on the final build");
        QTest::newRow("no findings") << QStringLiteral("mainProgram): no findings.");
        QTest::newRow("attempt 1") << QStringLiteral("| 1 | Initial expression, as given | initial "
                                                     "| build-error (configurePhase) | — | — |");
        QTest::newRow("attempt 2 rolled back")
            << QStringLiteral("| 2 | ~~Add zlibb \\| typo~~ (rolled back) | model | "
                              "evaluation-error | REGRESS: evaluation fails now | — |");
        QTest::newRow("attempt 3")
            << QStringLiteral("| 3 | Set the src hash to sha256-X (trust on first use) | "
                              "deterministic | hash-mismatch | PROGRESS: past the fetch | — |");
        QTest::newRow("attempt 4")
            << QStringLiteral("| 4 | Add zlib to buildInputs | model | success | PROGRESS: the "
                              "package builds | approved: Apply the edit for attempt 4 |");
        QTest::newRow("cost") << QStringLiteral(
            "Tokens: 1500 in, 300 out · cost: $0.0175 · build time: 6.0 s · model time: 4.0 s");
        QTest::newRow("platform ticked") << QStringLiteral("  - [x] x86_64-linux");
        QTest::newRow("other platform not") << QStringLiteral("  - [ ] aarch64-linux");
        QTest::newRow("review not") << QStringLiteral("- [ ] Ran `nixpkgs-review` on this PR");
        QTest::newRow("binaries not")
            << QStringLiteral("- [ ] Tested basic functionality of all binary files");
        // nixpkgs' 2026 template, its automation/AI-policy box unticked until reviewed.
        QTest::newRow("ai box") << QStringLiteral("- [ ] Follows the [automation/AI policy].");
        QTest::newRow("ai link") << QStringLiteral(
            "[automation/AI policy]: "
            "https://github.com/NixOS/nixpkgs/blob/master/CONTRIBUTING.md#automationai-policy");
        QTest::newRow("fits") << QStringLiteral("- [ ] Fits [CONTRIBUTING.md], [pkgs/README.md], "
                                                "[maintainers/README.md] and other READMEs.");
        QTest::newRow("disclosure") << QStringLiteral("## Automation/AI disclosure");
        QTest::newRow("model edits") << QStringLiteral(
            "The language model scripted/demo-model chose the template and proposed 2 of the "
            "edits; 1 came from deterministic fixes and 0 from the maintainer");
        QTest::newRow("trailer") << QStringLiteral("The commit carries the trailer `Assisted-by: "
                                                   "Packwright %1 (scripted/demo-model)`.")
                                        .arg(QLatin1String(buildinfo::version));
        QTest::newRow("draft") << QStringLiteral("**Not yet reviewed by the maintainer.** Open "
                                                 "this pull request as a draft");
    }
    void description()
    {
        QFETCH(QString, expected);
        const QString text = pullRequestDescription(record(), facts());
        QVERIFY2(text.contains(expected), qPrintable(text));
        QCOMPARE(pullRequestDescription(record(), facts()), text); // deterministic
    }

    void descriptionTicksThePolicyBoxOnlyWhenReviewed()
    {
        HandOffFacts f = facts();
        QVERIFY(pullRequestDescription(record(), f)
                    .contains(QLatin1String("- [ ] Follows the [automation/AI policy].")));
        f.reviewed = true;
        const QString text = pullRequestDescription(record(), f);
        QVERIFY(text.contains(QLatin1String("- [x] Follows the [automation/AI policy].")));
        QVERIFY(text.contains(QLatin1String("The maintainer confirmed having reviewed")));
        QVERIFY(!text.contains(QLatin1String("Not yet reviewed")));
        QVERIFY(!text.contains(QLatin1String("x86_64-darwin"))); // not in the 2026 template
    }

    void assistedByTrailer_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("called");
        QTest::addColumn<QString>("expected");
        QTest::newRow("provider and model")
            << "Anthropic / claude-sonnet-4-0" << true << "(Anthropic/claude-sonnet-4-0)";
        QTest::newRow("configured, never called")
            << "Anthropic / claude-sonnet-4-0" << false << "(no model used)";
        QTest::newRow("no model") << "" << false << "(no model used)";
        QTest::newRow("called, record without profile") << "" << true << "(demo-model)";
    }

    void assistedByTrailer()
    {
        QFETCH(QString, model);
        QFETCH(bool, called);
        QFETCH(QString, expected);
        workspace::SessionRecord r = record();
        r.model = model;
        if (!called) {
            for (workspace::Attempt &a : r.attempts)
                a.modelCalls.clear();
        }
        const QString trailer = loop::assistedByTrailer(r);
        QCOMPARE(trailer,
            QStringLiteral("Assisted-by: Packwright %1 %2")
                .arg(QLatin1String(buildinfo::version), expected));
        if (!called) {
            // No trailer, and no sentence of the description, names a model.
            QVERIFY(!trailer.contains(QLatin1String("claude")));
            QCOMPARE(modelUsed(r), QString());
            const QString text = pullRequestDescription(r, facts());
            QVERIFY(!text.contains(QLatin1String("claude")));
            QVERIFY(text.contains(QLatin1String("No language model was used")));
            QVERIFY(text.contains(QLatin1String(", without a model.")));
        }
    }

    void placement_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<bool>("library");
        QTest::newRow("python library") << "{\n  lib,\n  buildPythonPackage,\n  fetchPypi,\n}:\n\n"
                                           "buildPythonPackage (finalAttrs: { })"
                                        << true;
        QTest::newRow("one line, commented")
            << "# a comment\n{ lib, buildPythonPackage ? null }: x" << true;
        QTest::newRow("application") << "{\n  lib,\n  python3Packages,\n}:\n\n"
                                        "python3Packages.buildPythonApplication (finalAttrs: { })"
                                     << false;
        QTest::newRow("mkDerivation")
            << "{ lib, stdenv, fetchurl }: stdenv.mkDerivation { }" << false;
        QTest::newRow("name inside the body only")
            << "{ lib, python3Packages }: python3Packages.buildPythonPackage { }" << false;
    }

    void placement()
    {
        QFETCH(QString, expression);
        QFETCH(bool, library);
        QCOMPARE(workspace::isPythonLibraryExpression(expression), library);
        using workspace::PackagePlacement;
        QCOMPARE(workspace::packageDirectory(
                     QStringLiteral("colorama"), PackagePlacement::PythonModules),
            QStringLiteral("pkgs/development/python-modules/colorama"));
        QCOMPARE(workspace::packageDirectory(QStringLiteral("colorama"), PackagePlacement::ByName),
            QStringLiteral("pkgs/by-name/co/colorama"));
        QCOMPARE(workspace::packageFileName(PackagePlacement::PythonModules),
            QStringLiteral("default.nix"));
        QCOMPARE(workspace::packageAttributePath(
                     QStringLiteral("colorama"), PackagePlacement::PythonModules),
            QStringLiteral("python3Packages.colorama"));
        QCOMPARE(workspace::nixpkgsCommitMessage(QStringLiteral("python3Packages.colorama"),
                     QStringLiteral("0.4.6"), std::nullopt),
            QStringLiteral("python3Packages.colorama: init at 0.4.6"));
    }

    void pythonPackagesEntry_data()
    {
        const QString head = QStringLiteral("self: super: with self; {\n\n");
        const QString a = QStringLiteral(
            "  aiohttp = callPackage ../development/python-modules/aiohttp { };\n");
        const QString c = QStringLiteral("  # pinned for reasons\n  Cython = callPackage "
                                         "../development/python-modules/Cython { };\n");
        const QString z = QStringLiteral(
            "  zope-interface = callPackage ../development/python-modules/zope-interface {\n    "
            "inherit foo;\n  };\n");
        const QString tail = QStringLiteral("\n}\n");
        const QString file = head + a + QLatin1Char('\n') + c + QLatin1Char('\n') + z + tail;
        const auto line = [](const char *name) {
            return QStringLiteral("  %1 = callPackage ../development/python-modules/%1 { };\n")
                .arg(QLatin1String(name));
        };
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pname");
        QTest::addColumn<QString>("expected");
        QTest::newRow("between, before a comment") << file << "colorama"
                                                   << head + a + QLatin1Char('\n')
                + line("colorama") + QLatin1Char('\n') + c + QLatin1Char('\n') + z + tail;
        QTest::newRow("first") << file << "abc"
                               << head + line("abc") + QLatin1Char('\n') + a + QLatin1Char('\n') + c
                + QLatin1Char('\n') + z + tail;
        QTest::newRow("last, after a multi-line entry") << file << "zzz"
                                                        << head + a + QLatin1Char('\n') + c
                + QLatin1Char('\n') + z + QLatin1Char('\n') + line("zzz") + tail;
        QTest::newRow("already there") << file << "aiohttp" << file;
    }

    void pythonPackagesEntry()
    {
        QFETCH(QString, file);
        QFETCH(QString, pname);
        QFETCH(QString, expected);
        const auto added = workspace::withPythonPackagesEntry(file, pname);
        QVERIFY(added);
        QCOMPARE(*added, expected);
        QVERIFY(!workspace::withPythonPackagesEntry(QStringLiteral("{ }\n"), pname));
    }

    void descriptionTicksOnlyWhatIsProven()
    {
        HandOffFacts f = facts();
        f.system.clear(); // not realised by the export
        f.findings
            = {{FindingSeverity::Error, QStringLiteral("mainProgram"), QStringLiteral("wrong")}};
        f.forced = true;
        workspace::SessionRecord r = record();
        workspace::VmRunRecord run;
        run.script = QStringLiteral("hello --version\nhello");
        run.backend = QStringLiteral("qemu-tcg");
        run.exitStatus = 0;
        r.attempts.back().vmRuns = {run};
        run.timedOut = true;
        r.attempts.back().vmRuns << run;
        const QString text = pullRequestDescription(r, f);
        QVERIFY(!text.contains(QLatin1String("[x]")));
        QVERIFY(text.contains(QLatin1String("exported despite its errors")));
        QVERIFY(text.contains(QLatin1String("  - error (`mainProgram`): wrong")));
        QVERIFY2(text.contains(QLatin1String("- VM runs on the final build:\n"
                                             "  - `hello --version` in qemu-tcg: exit status 0\n"
                                             "  - `hello --version` in qemu-tcg: stopped at its "
                                             "time limit")),
            qPrintable(text));
        // No successful attempt: no build claimed, no platform ticked even with a system.
        workspace::SessionRecord failed = record();
        failed.attempts.back().outcome.kind = nix::OutcomeKind::BuildError;
        const QString failedText = pullRequestDescription(failed, facts());
        QVERIFY(failedText.contains(QLatin1String("holds no successful build")));
        QVERIFY(!failedText.contains(QLatin1String("[x]")));
    }
};

QTEST_GUILESS_MAIN(TestHandOffRules)
#include "tst_handoffrules.moc"

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The fix step's toolbox: the specs on offer, dispatch of each tool, bad arguments, unknown
// tools, confinement through the root argument, and the cap on calls.
#include "tools/ExpressionBuffer.h"
#include "tools/FileLocator.h"
#include "tools/PackageIndex.h"
#include "tools/Toolbox.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::tools;

namespace {

const QString expression = QStringLiteral("{ stdenv, zlib }:\n"
                                          "stdenv.mkDerivation {\n"
                                          "  pname = \"demo\";\n"
                                          "  buildInputs = [ zlib ];\n"
                                          "}\n");

llm::ToolCall makeCall(const QString &name, const QJsonObject &arguments)
{
    llm::ToolCall call;
    call.id = QStringLiteral("call-") + name;
    call.name = name;
    call.arguments = arguments;
    call.rawArguments = QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Compact));
    return call;
}

QStringList names(const QList<llm::ToolSpec> &specs)
{
    QStringList result;
    for (const llm::ToolSpec &spec : specs)
        result.append(spec.name);
    return result;
}

} // namespace

class TestToolbox : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void specsOffered();
    void specsWithoutOptionalTools();
    void editTools();
    void searchPackages();
    void fileTools();
    void badArguments_data();
    void badArguments();
    void malformedJson();
    void unknownTool();
    void capOnCalls();

private:
    QTemporaryDir m_dir;
    QString m_source;
    PackageIndex m_index;
};

void TestToolbox::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_source = m_dir.filePath(QStringLiteral("source"));
    QVERIFY(QDir().mkpath(m_source + QStringLiteral("/src")));
    QFile file(m_source + QStringLiteral("/src/main.c"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#include <zlib.h>\n#include <openssl/ssl.h>\n");
    file.close();
    auto index = PackageIndex::fromEntries(
        {{QStringLiteral("openssl"), QStringLiteral("openssl"), QStringLiteral("3.0.12"),
             QStringLiteral("A cryptographic library that implements the SSL and TLS protocols")},
            {QStringLiteral("zlib"), QStringLiteral("zlib"), QStringLiteral("1.3"),
                QStringLiteral("Lossless data-compression library")}},
        m_dir.filePath(QStringLiteral("index.sqlite")));
    QVERIFY(index.ok());
    m_index = std::move(index).value();
}

void TestToolbox::specsOffered()
{
    ExpressionBuffer buffer(expression);
    const FileLocator locator(QStringLiteral("/bin/true")); // an executable: "available"
    Toolbox toolbox(&buffer,
        {ToolRoot(QStringLiteral("source"), m_source),
            ToolRoot(QStringLiteral("nixpkgs"), m_dir.filePath(QStringLiteral("missing")))},
        &m_index, &locator);
    const QList<llm::ToolSpec> specs = toolbox.specs();
    QCOMPARE(names(specs),
        (QStringList{QStringLiteral("view_expression"), QStringLiteral("str_replace"),
            QStringLiteral("insert"), QStringLiteral("search_packages"),
            QStringLiteral("find_providing_package"), QStringLiteral("list_files"),
            QStringLiteral("read_file"), QStringLiteral("grep")}));
    for (const llm::ToolSpec &spec : specs) {
        QVERIFY(!spec.description.isEmpty());
        QCOMPARE(
            spec.parameters.value(QStringLiteral("type")).toString(), QStringLiteral("object"));
        const QJsonObject properties
            = spec.parameters.value(QStringLiteral("properties")).toObject();
        for (const QJsonValue &required :
            spec.parameters.value(QStringLiteral("required")).toArray())
            QVERIFY2(properties.contains(required.toString()), qPrintable(spec.name));
    }
    // The root enum holds only the valid roots.
    const QJsonArray roots = specs.at(5)
                                 .parameters.value(QStringLiteral("properties"))
                                 .toObject()
                                 .value(QStringLiteral("root"))
                                 .toObject()
                                 .value(QStringLiteral("enum"))
                                 .toArray();
    QCOMPARE(roots, QJsonArray{QStringLiteral("source")});
}

void TestToolbox::specsWithoutOptionalTools()
{
    ExpressionBuffer buffer(expression);
    const FileLocator missing(QStringLiteral("/nonexistent/nix-locate"));
    QVERIFY(!missing.available());
    Toolbox toolbox(&buffer, {}, nullptr, &missing);
    QCOMPARE(names(toolbox.specs()),
        (QStringList{QStringLiteral("view_expression"), QStringLiteral("str_replace"),
            QStringLiteral("insert")}));
    const ToolOutcome outcome = toolbox.call(makeCall(
        QStringLiteral("search_packages"), {{QStringLiteral("query"), QStringLiteral("zlib")}}));
    QVERIFY(outcome.isError);
    QVERIFY(outcome.text.contains(QStringLiteral("view_expression, str_replace, insert")));
}

void TestToolbox::editTools()
{
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {}, nullptr, nullptr);
    ToolOutcome view = toolbox.call(makeCall(QStringLiteral("view_expression"),
        {{QStringLiteral("first_line"), 4}, {QStringLiteral("last_line"), 4}}));
    QVERIFY(!view.isError);
    QCOMPARE(view.text, QStringLiteral("   4|   buildInputs = [ zlib ];\n"));

    ToolOutcome replace = toolbox.call(makeCall(QStringLiteral("str_replace"),
        {{QStringLiteral("old_str"), QStringLiteral("[ zlib ]")},
            {QStringLiteral("new_str"), QStringLiteral("[ zlib openssl ]")}}));
    QVERIFY2(!replace.isError, qPrintable(replace.text));
    QVERIFY(buffer.text().contains(QStringLiteral("[ zlib openssl ]")));

    ToolOutcome missing = toolbox.call(makeCall(QStringLiteral("str_replace"),
        {{QStringLiteral("old_str"), QStringLiteral("[ zlib ]")},
            {QStringLiteral("new_str"), QStringLiteral("[ ]")}}));
    QVERIFY(missing.isError);
    QVERIFY(missing.text.contains(QStringLiteral("0 times")));

    ToolOutcome insert = toolbox.call(makeCall(QStringLiteral("insert"),
        {{QStringLiteral("after_line"), QStringLiteral("3")}, // digits as a string are accepted
            {QStringLiteral("text"), QStringLiteral("  version = \"1.0\";")}}));
    QVERIFY2(!insert.isError, qPrintable(insert.text));
    QCOMPARE(buffer.text().split(QLatin1Char('\n')).at(3), QStringLiteral("  version = \"1.0\";"));
    QCOMPARE(buffer.editSummaries().size(), 2);
    QCOMPARE(toolbox.callsMade(), 4);
}

void TestToolbox::searchPackages()
{
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {}, &m_index, nullptr);
    const ToolOutcome found = toolbox.call(makeCall(QStringLiteral("search_packages"),
        {{QStringLiteral("query"), QStringLiteral("ssl")}, {QStringLiteral("limit"), 5}}));
    QVERIFY(!found.isError);
    QVERIFY2(found.text.startsWith(QStringLiteral("openssl (3.0.12): A cryptographic")),
        qPrintable(found.text));
    const ToolOutcome none = toolbox.call(makeCall(QStringLiteral("search_packages"),
        {{QStringLiteral("query"), QStringLiteral("qwertyuiop")}}));
    QVERIFY(!none.isError);
    QVERIFY(none.text.contains(QStringLiteral("No package")));
}

void TestToolbox::fileTools()
{
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {ToolRoot(QStringLiteral("source"), m_source)}, nullptr, nullptr);
    const ToolOutcome list = toolbox.call(makeCall(
        QStringLiteral("list_files"), {{QStringLiteral("root"), QStringLiteral("source")}}));
    QVERIFY(!list.isError);
    QCOMPARE(list.text, QStringLiteral("src/\n  main.c\n"));
    const ToolOutcome read = toolbox.call(makeCall(QStringLiteral("read_file"),
        {{QStringLiteral("root"), QStringLiteral("source")},
            {QStringLiteral("path"), QStringLiteral("src/main.c")},
            {QStringLiteral("first_line"), 2}}));
    QVERIFY(!read.isError);
    QCOMPARE(read.text, QStringLiteral("    2| #include <openssl/ssl.h>\n"));
    const ToolOutcome found = toolbox.call(makeCall(QStringLiteral("grep"),
        {{QStringLiteral("root"), QStringLiteral("source")},
            {QStringLiteral("pattern"), QStringLiteral("openssl/")}}));
    QVERIFY(!found.isError);
    QCOMPARE(found.text, QStringLiteral("src/main.c:2: #include <openssl/ssl.h>\n"));
    const ToolOutcome escape = toolbox.call(makeCall(QStringLiteral("read_file"),
        {{QStringLiteral("root"), QStringLiteral("source")},
            {QStringLiteral("path"), QStringLiteral("../index.sqlite")}}));
    QVERIFY(escape.isError);
    QVERIFY(escape.text.contains(QStringLiteral("leaves the root")));
    const ToolOutcome otherRoot = toolbox.call(makeCall(
        QStringLiteral("list_files"), {{QStringLiteral("root"), QStringLiteral("nixpkgs")}}));
    QVERIFY(otherRoot.isError);
    QVERIFY(otherRoot.text.contains(QStringLiteral("use one of: source")));
}

void TestToolbox::badArguments_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("mentions");

    QTest::newRow("missing old_str")
        << QStringLiteral("str_replace")
        << QJsonObject{{QStringLiteral("new_str"), QStringLiteral("x")}}
        << QStringLiteral("\"old_str\" is missing");
    QTest::newRow("old_str not a string") << QStringLiteral("str_replace")
                                          << QJsonObject{{QStringLiteral("old_str"), 3},
                                                 {QStringLiteral("new_str"), QStringLiteral("x")}}
                                          << QStringLiteral("must be a string");
    QTest::newRow("missing new_str")
        << QStringLiteral("str_replace")
        << QJsonObject{{QStringLiteral("old_str"), QStringLiteral("x")}}
        << QStringLiteral("\"new_str\" is missing");
    QTest::newRow("fractional line") << QStringLiteral("insert")
                                     << QJsonObject{{QStringLiteral("after_line"), 1.5},
                                            {QStringLiteral("text"), QStringLiteral("x")}}
                                     << QStringLiteral("whole number");
    QTest::newRow("negative line")
        << QStringLiteral("view_expression") << QJsonObject{{QStringLiteral("first_line"), -3}}
        << QStringLiteral("whole number from 1");
    QTest::newRow("missing after_line")
        << QStringLiteral("insert") << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")}}
        << QStringLiteral("\"after_line\" is missing");
    QTest::newRow("word as number") << QStringLiteral("search_packages")
                                    << QJsonObject{{QStringLiteral("query"), QStringLiteral("x")},
                                           {QStringLiteral("limit"), QStringLiteral("many")}}
                                    << QStringLiteral("\"limit\" must be a whole number");
    QTest::newRow("limit too big") << QStringLiteral("search_packages")
                                   << QJsonObject{{QStringLiteral("query"), QStringLiteral("x")},
                                          {QStringLiteral("limit"), 1000}}
                                   << QStringLiteral("from 1 to 50");
    QTest::newRow("empty query") << QStringLiteral("search_packages")
                                 << QJsonObject{{QStringLiteral("query"), QString()}}
                                 << QStringLiteral("\"query\" is empty");
    QTest::newRow("missing root") << QStringLiteral("grep")
                                  << QJsonObject{{QStringLiteral("pattern"), QStringLiteral("x")}}
                                  << QStringLiteral("\"root\" is missing");
    QTest::newRow("read without path")
        << QStringLiteral("read_file")
        << QJsonObject{{QStringLiteral("root"), QStringLiteral("source")}}
        << QStringLiteral("\"path\" is missing");
    QTest::newRow("bad regex") << QStringLiteral("grep")
                               << QJsonObject{{QStringLiteral("root"), QStringLiteral("source")},
                                      {QStringLiteral("pattern"), QStringLiteral("(")}}
                               << QStringLiteral("regular expression is invalid");
    QTest::newRow("absolute path")
        << QStringLiteral("list_files")
        << QJsonObject{{QStringLiteral("root"), QStringLiteral("source")},
               {QStringLiteral("path"), QStringLiteral("/etc")}}
        << QStringLiteral("not an absolute path");
}

void TestToolbox::badArguments()
{
    QFETCH(QString, tool);
    QFETCH(QJsonObject, arguments);
    QFETCH(QString, mentions);
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {ToolRoot(QStringLiteral("source"), m_source)}, &m_index, nullptr);
    const ToolOutcome outcome = toolbox.call(makeCall(tool, arguments));
    QVERIFY(outcome.isError);
    QVERIFY2(outcome.text.contains(mentions), qPrintable(outcome.text));
    QCOMPARE(buffer.text(), expression);
    QCOMPARE(toolbox.callsMade(), 1);
}

void TestToolbox::malformedJson()
{
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {}, nullptr, nullptr);
    llm::ToolCall call;
    call.id = QStringLiteral("c1");
    call.name = QStringLiteral("str_replace");
    call.rawArguments = QStringLiteral("{\"old_str\": \"x");
    call.argumentsError = QStringLiteral("unterminated string");
    const ToolOutcome outcome = toolbox.call(call);
    QVERIFY(outcome.isError);
    QVERIFY(outcome.text.contains(QStringLiteral("unterminated string")));
    QVERIFY(outcome.text.contains(QStringLiteral("str_replace")));
}

void TestToolbox::unknownTool()
{
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {}, nullptr, nullptr);
    const ToolOutcome outcome = toolbox.call(makeCall(QStringLiteral("rm_rf"), {}));
    QVERIFY(outcome.isError);
    QVERIFY(outcome.text.contains(QStringLiteral("no tool \"rm_rf\"")));
    QVERIFY(outcome.text.contains(QStringLiteral("view_expression")));
}

void TestToolbox::capOnCalls()
{
    ExpressionBuffer buffer(expression);
    Toolbox toolbox(&buffer, {}, nullptr, nullptr, 3);
    for (int i = 0; i < 3; ++i)
        QVERIFY(!toolbox.call(makeCall(QStringLiteral("view_expression"), {})).isError);
    QCOMPARE(toolbox.callsMade(), 3);
    const ToolOutcome over = toolbox.call(makeCall(QStringLiteral("view_expression"), {}));
    QVERIFY(over.isError);
    QVERIFY(over.text.contains(QStringLiteral("limit of 3 tool calls")));
    const ToolOutcome edit = toolbox.call(makeCall(QStringLiteral("str_replace"),
        {{QStringLiteral("old_str"), QStringLiteral("zlib ]")},
            {QStringLiteral("new_str"), QStringLiteral("zlib openssl ]")}}));
    QVERIFY(edit.isError);
    QCOMPARE(buffer.text(), expression); // no edit past the cap
    QCOMPARE(toolbox.callsMade(), 3);
}

QTEST_GUILESS_MAIN(TestToolbox)
#include "tst_toolbox.moc"

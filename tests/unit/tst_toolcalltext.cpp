// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ToolCallText.h"

#include <QTest>

using namespace packwright;

class TestToolCallText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// A tool call's arguments read as text, in the order the model sent them, not as JSON
    /// with escaped line breaks (issue 20: the Live tab showed `{"old_str":"…\\n…"}`).
    void toolCallArgumentsAreReadable()
    {
        const QString call
            = QStringLiteral("{\"old_str\":\"  makeFlags = [\\n    \\\"CC=gcc\\\"\\n  ];\","
                             "\"new_str\":\"\",\"count\":1,\"dry\":false}");
        QCOMPARE(models::readableToolArguments(call),
            QStringLiteral("old_str:\n"
                           "  │   makeFlags = [\n"
                           "  │     \"CC=gcc\"\n"
                           "  │   ];\n"
                           "new_str: \n"
                           "count: 1\n"
                           "dry: false"));
        QCOMPARE(models::readableToolArguments(QStringLiteral("{\"query\":\"zlib\"}")),
            QStringLiteral("query: zlib"));
        // Not an object: shown as it came.
        QCOMPARE(models::readableToolArguments(QStringLiteral("{\"query\": tru")),
            QStringLiteral("{\"query\": tru"));
        QCOMPARE(models::readableToolArguments(QString()), QString());
    }
};

QTEST_GUILESS_MAIN(TestToolCallText)
#include "tst_toolcalltext.moc"

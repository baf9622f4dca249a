// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/KnowledgeFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <optional>

namespace packwright::evidence {

namespace {

/// Translation context for the knowledge file reader's messages.
struct KnowledgeFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(KnowledgeFileTexts)
};

/// What is wrong with one value of the file, and where (a JSON pointer, RFC 6901).
struct FieldProblem
{
    QString pointer;
    QString problem;
};

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

/// Reads the fields of one entry object; the first problem found stops it.
class EntryReader
{
public:
    EntryReader(const QJsonObject &object, QString pointer)
        : m_object(object)
        , m_pointer(std::move(pointer))
    {}

    std::optional<FieldProblem> problem() const { return m_problem; }

    QString string(const char *key)
    {
        const QJsonValue value = field(key);
        if (m_problem)
            return {};
        if (!value.isString() || value.toString().trimmed().isEmpty()) {
            fail(key, KnowledgeFileTexts::tr("must be a non-empty string"));
            return {};
        }
        return value.toString().trimmed();
    }

    QString oneOf(const char *key, const QStringList &allowed)
    {
        QString value = string(key);
        if (!m_problem && !allowed.contains(value))
            fail(key,
                KnowledgeFileTexts::tr("is %1, expected one of: %2")
                    .arg(quoted(value), allowed.join(QLatin1String(", "))));
        return value;
    }

    QStringList strings(const char *key, bool allowEmpty)
    {
        const QJsonValue value = field(key);
        if (m_problem)
            return {};
        if (!value.isArray()) {
            fail(key, KnowledgeFileTexts::tr("must be an array of strings"));
            return {};
        }
        QStringList result;
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!array.at(i).isString() || array.at(i).toString().trimmed().isEmpty()) {
                m_problem = FieldProblem{m_pointer + QLatin1Char('/') + QLatin1String(key)
                        + QLatin1Char('/') + QString::number(i),
                    KnowledgeFileTexts::tr("must be a non-empty string")};
                return {};
            }
            result.append(array.at(i).toString().trimmed());
        }
        if (result.isEmpty() && !allowEmpty)
            fail(key, KnowledgeFileTexts::tr("must not be empty"));
        return result;
    }

    void fail(const char *key, const QString &problem)
    {
        if (!m_problem)
            m_problem = FieldProblem{m_pointer + QLatin1Char('/') + QLatin1String(key), problem};
    }

private:
    QJsonValue field(const char *key)
    {
        if (m_problem)
            return {};
        const auto it = m_object.constFind(QLatin1String(key));
        if (it == m_object.constEnd() || it->isNull()) {
            fail(key, KnowledgeFileTexts::tr("is missing"));
            return {};
        }
        return *it;
    }

    QJsonObject m_object;
    QString m_pointer;
    std::optional<FieldProblem> m_problem;
};

std::optional<FieldProblem> readEntry(
    const QJsonValue &value, const QString &pointer, KnowledgeEntry &entry)
{
    if (!value.isObject())
        return FieldProblem{pointer, KnowledgeFileTexts::tr("must be an object")};
    static const QRegularExpression kebab(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));

    EntryReader r(value.toObject(), pointer);
    entry.id = r.string("id");
    if (!r.problem() && !kebab.match(entry.id).hasMatch())
        r.fail("id",
            KnowledgeFileTexts::tr("is %1, expected kebab-case (a-z, 0-9, -)")
                .arg(quoted(entry.id)));
    entry.title = r.string("title");
    entry.ecosystem = r.oneOf("ecosystem", knowledgeEcosystems());
    entry.categoryNix = r.oneOf("category_nix", knowledgeNixCategories());
    entry.categoryEvident = r.oneOf("category_evident", knowledgeEvidentCategories());
    if (!r.problem())
        entry.subcategory = r.oneOf("subcategory", knowledgeSubcategories(entry.categoryEvident));
    entry.phase = r.oneOf("phase", knowledgePhases());
    entry.symptoms = r.strings("symptoms", false);
    entry.keywords = r.strings("keywords", true);
    entry.cause = r.string("cause");
    entry.fix = r.string("fix");
    entry.target = r.string("target");
    return r.problem();
}

Error fieldError(const QString &fileName, const FieldProblem &p)
{
    return Error{KnowledgeFileTexts::tr("The knowledge file %1 has an invalid value at %2: %3.")
                     .arg(fileName, p.pointer, p.problem),
        fileName + QLatin1Char(':') + p.pointer};
}

} // namespace

Result<QList<KnowledgeEntry>> parseKnowledgeFile(const QByteArray &json, const QString &fileName)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = parseError.offset - (before.lastIndexOf('\n') + 1) + 1;
        return Error{KnowledgeFileTexts::tr("The knowledge file %1 is not valid JSON "
                                            "(line %2, column %3: %4).")
                         .arg(fileName)
                         .arg(line)
                         .arg(column)
                         .arg(parseError.errorString()),
            fileName + QStringLiteral(" byte offset ") + QString::number(parseError.offset)};
    }
    if (!doc.isObject())
        return fieldError(fileName, {QString(), KnowledgeFileTexts::tr("must be an object")});

    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) || version.toInt() < 1)
        return fieldError(fileName,
            {QStringLiteral("/version"), KnowledgeFileTexts::tr("must be a positive integer")});
    if (version.toInt() > knowledgeFormatVersion)
        return fieldError(fileName,
            {QStringLiteral("/version"),
                KnowledgeFileTexts::tr("is %1, but this Packwright reads version %2 at most")
                    .arg(version.toInt())
                    .arg(knowledgeFormatVersion)});
    const QJsonValue entries = root.value(QLatin1String("entries"));
    if (!entries.isArray())
        return fieldError(fileName,
            {QStringLiteral("/entries"), KnowledgeFileTexts::tr("must be an array of entries")});

    QList<KnowledgeEntry> result;
    QSet<QString> ids;
    const QJsonArray array = entries.toArray();
    result.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString pointer = QStringLiteral("/entries/") + QString::number(i);
        KnowledgeEntry entry;
        if (const auto problem = readEntry(array.at(i), pointer, entry))
            return fieldError(fileName, *problem);
        if (ids.contains(entry.id))
            return fieldError(fileName,
                {pointer + QStringLiteral("/id"),
                    KnowledgeFileTexts::tr("%1 is used by an earlier entry")
                        .arg(quoted(entry.id))});
        ids.insert(entry.id);
        result.append(std::move(entry));
    }
    return result;
}

QJsonObject knowledgeEntryToJson(const KnowledgeEntry &entry)
{
    return QJsonObject{
        {QStringLiteral("id"), entry.id},
        {QStringLiteral("title"), entry.title},
        {QStringLiteral("ecosystem"), entry.ecosystem},
        {QStringLiteral("category_nix"), entry.categoryNix},
        {QStringLiteral("category_evident"), entry.categoryEvident},
        {QStringLiteral("subcategory"), entry.subcategory},
        {QStringLiteral("phase"), entry.phase},
        {QStringLiteral("symptoms"), QJsonArray::fromStringList(entry.symptoms)},
        {QStringLiteral("keywords"), QJsonArray::fromStringList(entry.keywords)},
        {QStringLiteral("cause"), entry.cause},
        {QStringLiteral("fix"), entry.fix},
        {QStringLiteral("target"), entry.target},
    };
}

Result<QList<KnowledgeEntry>> readKnowledgeFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{KnowledgeFileTexts::tr("The knowledge file %1 cannot be read.").arg(path),
            file.errorString()};
    return parseKnowledgeFile(file.readAll(), path);
}

} // namespace packwright::evidence

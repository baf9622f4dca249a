// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/PriceTable.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace packwright::llm {

namespace {
struct PriceTableTexts
{
    Q_DECLARE_TR_FUNCTIONS(PriceTableTexts)
};
} // namespace

PriceTable PriceTable::bundled()
{
    QFile file(QStringLiteral(":/llm/prices.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto table = fromJson(file.readAll(), file.fileName());
    return table ? table.value() : PriceTable{};
}

Result<PriceTable> PriceTable::load(const QString &userFile)
{
    const QString path = userFile.isEmpty() ? userFilePath() : userFile;
    PriceTable table = bundled();
    if (!QFileInfo::exists(path))
        return table;
    const Result<PriceTable> user = fromFile(path);
    if (!user)
        return user.error();
    table.merge(user.value());
    return table;
}

QString PriceTable::userFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
        + QStringLiteral("/prices.json");
}

Result<PriceTable> PriceTable::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{PriceTableTexts::tr("The price table %1 cannot be read.").arg(path),
            file.errorString()};
    return fromJson(file.readAll(), path);
}

Result<PriceTable> PriceTable::fromJson(const QByteArray &json, const QString &origin)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    const QJsonValue models = doc.object().value(QStringLiteral("models"));
    if (parseError.error != QJsonParseError::NoError || !models.isObject())
        return Error{PriceTableTexts::tr("The price table %1 is not valid: it needs a "
                                         "\"models\" object of prices per million tokens.")
                         .arg(origin),
            parseError.errorString()};
    PriceTable table;
    table.m_date = doc.object().value(QStringLiteral("date")).toString();
    const QJsonObject all = models.toObject();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const QJsonObject p = it.value().toObject();
        if (!p.value(QStringLiteral("input")).isDouble()
            || !p.value(QStringLiteral("output")).isDouble())
            return Error{PriceTableTexts::tr("The price table %1 gives no input or output price "
                                             "for %2.")
                             .arg(origin, it.key()),
                {}};
        const double input = p.value(QStringLiteral("input")).toDouble();
        table.m_models.insert(it.key(),
            Prices{input, p.value(QStringLiteral("output")).toDouble(),
                p.value(QStringLiteral("cached")).toDouble(input)});
    }
    return table;
}

void PriceTable::merge(const PriceTable &other)
{
    for (auto it = other.m_models.begin(); it != other.m_models.end(); ++it)
        m_models.insert(it.key(), it.value());
    if (!other.m_date.isEmpty())
        m_date = other.m_date;
}

std::optional<Prices> PriceTable::lookup(const QString &model) const
{
    if (const auto it = m_models.find(model); it != m_models.end())
        return *it;
    const qsizetype slash = model.indexOf(QLatin1Char('/'));
    const QString bare = slash >= 0 ? model.mid(slash + 1) : model;
    if (const auto it = m_models.find(bare); it != m_models.end())
        return *it;
    std::optional<Prices> best;
    qsizetype bestLength = 0;
    for (auto it = m_models.begin(); it != m_models.end(); ++it) {
        if (it.key().size() > bestLength && bare.startsWith(it.key())) {
            best = *it;
            bestLength = it.key().size();
        }
    }
    return best;
}

double costOf(const Usage &usage, const Prices &prices)
{
    const qint64 cached = std::min(usage.cachedTokens, usage.inputTokens);
    return (double(usage.inputTokens - cached) * prices.input + double(cached) * prices.cached
               + double(usage.outputTokens) * prices.output)
        / 1e6;
}

} // namespace packwright::llm

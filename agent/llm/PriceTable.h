// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "llm/LlmTypes.h"
#include "llm/ProviderProfile.h"

#include <QHash>
#include <QString>

#include <optional>

namespace packwright::llm {

/// Prices per model, US dollars per million tokens: the bundled table
/// (resources/llm/prices.json, compiled in as `:/llm/prices.json`), overridden entry by entry
/// by a user file of the same shape. The file says when its prices were taken; providers
/// change them, so users edit their copy.
///
/// Shape: `{"date": "YYYY-MM-DD", "note": "…", "models": {"gpt-4o": {"input": 2.5,
/// "output": 10, "cached": 1.25}, …}}`.
class PriceTable
{
public:
    /// The bundled table.
    static PriceTable bundled();
    /// Reads a table file; an error names the file and what is wrong in it.
    static Result<PriceTable> fromFile(const QString &path);
    static Result<PriceTable> fromJson(const QByteArray &json, const QString &origin);

    /// The bundled table with the user's file merged over it; the bundled one alone when
    /// that file does not exist. `userFile` empty: userFilePath().
    static Result<PriceTable> load(const QString &userFile = {});
    /// Where users keep their price table: <AppConfigLocation>/prices.json.
    static QString userFilePath();

    /// Adds or replaces entries with those of `other`.
    void merge(const PriceTable &other);

    /// Prices of `model`: exact name, else without an OpenRouter-style "vendor/" prefix,
    /// else the longest table entry the name starts with ("gpt-4o-2024-08-06" → "gpt-4o").
    std::optional<Prices> lookup(const QString &model) const;
    QString date() const { return m_date; }
    qsizetype size() const { return m_models.size(); }

private:
    QString m_date;
    QHash<QString, Prices> m_models;
};

/// Dollars for `usage` at `prices`: uncached input, cached input and output, each per million.
double costOf(const Usage &usage, const Prices &prices);

} // namespace packwright::llm

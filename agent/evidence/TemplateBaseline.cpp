// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/TemplateBaseline.h"

#include "evidence/LogText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <unordered_set>
#include <vector>

namespace packwright::evidence {

namespace {

struct TemplateBaselineTexts
{
    Q_DECLARE_TR_FUNCTIONS(TemplateBaseline)
};

constexpr std::string_view Header = "# packwright success templates 1";
constexpr std::string_view LogsHeader = "# logs\t";
constexpr std::size_t MaxTemplateBytes = 300; ///< the text is for reading; the hash decides

} // namespace

std::shared_ptr<const TemplateBaseline> TemplateBaseline::bundled()
{
    static const std::shared_ptr<const TemplateBaseline> baseline = [] {
        auto loaded = load(QStringLiteral(":/evidence/success-templates.tsv"));
        return std::make_shared<const TemplateBaseline>(
            loaded ? std::move(loaded).value() : TemplateBaseline{});
    }();
    return baseline;
}

QString TemplateBaseline::userStorePath()
{
    if (qEnvironmentVariableIsSet("PACKWRIGHT_SUCCESS_TEMPLATES"))
        return qEnvironmentVariable("PACKWRIGHT_SUCCESS_TEMPLATES");
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/packwright/success-templates.tsv");
}

Result<TemplateBaseline> TemplateBaseline::load(const QString &path)
{
    TemplateBaseline baseline;
    QFile file(path);
    if (!file.exists())
        return baseline;
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{TemplateBaselineTexts::tr("Cannot read the success templates %1.").arg(path),
            file.errorString()};
    }
    return parse(file.readAll(), path);
}

Result<TemplateBaseline> TemplateBaseline::parse(QByteArrayView bytes, const QString &path)
{
    TemplateBaseline baseline;
    std::string_view text(bytes.data(), std::size_t(bytes.size()));
    if (!text.starts_with(Header)) {
        return Error{TemplateBaselineTexts::tr("%1 is not a file of success templates; move it "
                                               "away and Packwright starts a new one.")
                         .arg(path),
            TemplateBaselineTexts::tr("the first line is not \"%1\"")
                .arg(QString::fromUtf8(Header.data(), qsizetype(Header.size())))};
    }
    qsizetype lineNumber = 0;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        const std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++lineNumber;
        if (line.starts_with(LogsHeader)) {
            baseline.m_logs = QByteArray(
                line.substr(LogsHeader.size()).data(), qsizetype(line.size() - LogsHeader.size()))
                                  .toInt();
            continue;
        }
        if (line.empty() || line.front() == '#')
            continue;
        // <logs>\t<hash>\t<template>
        const auto tab1 = line.find('\t');
        const auto tab2 = tab1 == std::string_view::npos ? tab1 : line.find('\t', tab1 + 1);
        bool countOk = false, hashOk = false;
        const int logs = tab1 == std::string_view::npos
            ? 0
            : QByteArray(line.data(), qsizetype(tab1)).toInt(&countOk);
        const unsigned long long hash = tab2 == std::string_view::npos
            ? 0
            : QByteArray(line.data() + tab1 + 1, qsizetype(tab2 - tab1 - 1))
                  .toULongLong(&hashOk, 16);
        if (!countOk || !hashOk || logs <= 0) {
            return Error{
                TemplateBaselineTexts::tr("The success templates %1 are damaged at line %2.")
                    .arg(path)
                    .arg(lineNumber),
                QString::fromUtf8(line.data(), qsizetype(std::min<std::size_t>(line.size(), 120)))};
        }
        Entry &entry = baseline.m_counts[hash];
        entry.logs += logs;
        entry.text.assign(line.substr(tab2 + 1));
    }
    return baseline;
}

Result<bool> TemplateBaseline::save(const QString &path) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error{TemplateBaselineTexts::tr("Cannot write the success templates %1.").arg(path),
            file.errorString()};
    }
    // Most common first, then by hash: the same content always writes the same file.
    std::vector<std::pair<unsigned long long, const Entry *>> order;
    order.reserve(m_counts.size());
    for (const auto &[hash, entry] : m_counts)
        order.emplace_back(hash, &entry);
    std::sort(order.begin(), order.end(), [](const auto &a, const auto &b) {
        return a.second->logs != b.second->logs ? a.second->logs > b.second->logs
                                                : a.first < b.first;
    });
    QByteArray out;
    out += QByteArray(Header.data(), qsizetype(Header.size())) + '\n';
    out += QByteArray(LogsHeader.data(), qsizetype(LogsHeader.size())) + QByteArray::number(m_logs)
        + '\n';
    for (const auto &[hash, entry] : order) {
        out += QByteArray::number(entry->logs) + '\t'
            + QByteArray::number(hash, 16).rightJustified(16, '0') + '\t'
            + QByteArray(entry->text.data(), qsizetype(entry->text.size())) + '\n';
    }
    file.write(out);
    if (!file.commit()) {
        return Error{TemplateBaselineTexts::tr("Cannot write the success templates %1.").arg(path),
            file.errorString()};
    }
    return true;
}

void TemplateBaseline::addSuccessfulLog(QByteArrayView log)
{
    std::unordered_set<unsigned long long> seen;
    std::string clean, normalised;
    std::string_view rest(log.data(), std::size_t(log.size()));
    qsizetype lines = 0;
    while (!rest.empty() && lines++ < maxLinesPerLog) {
        const auto newline = rest.find('\n');
        const std::string_view raw = rest.substr(0, newline);
        rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
        std::string_view derivation;
        const std::string_view line = splitDerivationPrefix(cleanLine(raw, clean), derivation);
        if (line.empty())
            continue;
        const std::string_view key = normaliseLine(line, normalised);
        const unsigned long long hash = templateHash(key);
        if (!seen.insert(hash).second)
            continue;
        Entry &entry = m_counts[hash];
        if (entry.logs++ == 0)
            entry.text.assign(key.substr(0, MaxTemplateBytes));
    }
    ++m_logs;
    prune();
}

void TemplateBaseline::merge(const TemplateBaseline &other)
{
    for (const auto &[hash, entry] : other.m_counts) {
        Entry &mine = m_counts[hash];
        if (mine.logs == 0)
            mine.text = entry.text;
        mine.logs += entry.logs;
    }
    m_logs += other.m_logs;
    prune();
}

int TemplateBaseline::logsWith(unsigned long long templateHash) const
{
    const auto it = m_counts.find(templateHash);
    return it == m_counts.end() ? 0 : it->second.logs;
}

void TemplateBaseline::prune()
{
    // The rarest templates go first: a template seen once says least about successes.
    for (int below = 2; m_counts.size() > maxTemplates; ++below)
        std::erase_if(m_counts, [below](const auto &item) { return item.second.logs < below; });
}

} // namespace packwright::evidence

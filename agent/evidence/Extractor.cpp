// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/Extractor.h"

#include "evidence/ExtractionPass.h"
#include "evidence/TemplateBaseline.h"

#include <QBuffer>

namespace packwright::evidence {

Result<Extractor> Extractor::create()
{
    return create(Options{});
}

Result<Extractor> Extractor::create(Options options)
{
    auto patterns = SignalPatterns::bundled();
    if (!patterns)
        return patterns.error();
    return Extractor(patterns.value(), std::move(options));
}

Result<Extractor> Extractor::createWithBaselines(Options options, QString *warning)
{
    return createWithBaselines(TemplateBaseline::userStorePath(), std::move(options), warning);
}

Result<Extractor> Extractor::createWithBaselines(
    const QString &userStore, Options options, QString *warning)
{
    auto merged = std::make_shared<TemplateBaseline>(*TemplateBaseline::bundled());
    if (!userStore.isEmpty()) {
        if (auto user = TemplateBaseline::load(userStore); user)
            merged->merge(user.value());
        else if (warning != nullptr)
            *warning = user.error().message;
    }
    if (!merged->isEmpty())
        options.baseline = std::move(merged);
    return create(std::move(options));
}

Extractor::Extractor(std::shared_ptr<const SignalPatterns> patterns, Options options)
    : m_patterns(std::move(patterns))
    , m_options(std::move(options))
{}

Result<Extraction> Extractor::extract(QIODevice &device) const
{
    return run([&device](const LogReader &reader, const LogReader::LineHandler &onLine) {
        return reader.read(device, onLine);
    });
}

Result<Extraction> Extractor::extractFile(const QString &path) const
{
    return run([&path](const LogReader &reader, const LogReader::LineHandler &onLine) {
        return reader.readFile(path, onLine);
    });
}

Result<Extraction> Extractor::run(const ReadFunction &read) const
{
    ExtractionPass pass(*m_patterns, m_options);
    const auto stats = read(LogReader(m_options.maxLineBytes),
        [&pass](qint64 line, std::string_view bytes) { pass.feed(line, bytes); });
    if (!stats)
        return stats.error();
    return pass.finish(stats.value());
}

Extraction Extractor::extractText(QByteArrayView log) const
{
    QByteArray copy = log.toByteArray();
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    auto result = extract(buffer);
    return result ? std::move(result).value() : Extraction{};
}

} // namespace packwright::evidence

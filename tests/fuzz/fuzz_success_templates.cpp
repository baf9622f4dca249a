// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the stored success templates (evidence/TemplateBaseline::parse) on
// arbitrary bytes: an error or a baseline that saves and parses back to the same counts;
// and any bytes mined as a successful log.

#include "evidence/TemplateBaseline.h"

#include <QTemporaryDir>

#include <cstdint>

using packwright::evidence::TemplateBaseline;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    auto parsed = TemplateBaseline::parse(bytes, QStringLiteral("fuzz.tsv"));
    TemplateBaseline mined;
    mined.addSuccessfulLog(bytes);
    if (mined.logs() != 1)
        __builtin_trap();
    if (!parsed)
        return 0;
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("round-trip.tsv"));
    const TemplateBaseline &baseline = parsed.value();
    if (!baseline.save(path))
        __builtin_trap();
    const auto again = TemplateBaseline::load(path);
    if (!again || again.value().size() != baseline.size()
        || again.value().logs() != baseline.logs())
        __builtin_trap();
    return 0;
}

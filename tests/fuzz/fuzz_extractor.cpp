// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the whole failure-signal extraction and its JSON on arbitrary logs.
// Checks the invariants every consumer relies on: line ranges inside the log, the match
// inside its window, confidence within 0–1. Runs with the bundled success templates, as
// `explain` and sessions do.

#include "evidence/ExtractionJson.h"
#include "evidence/Extractor.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const auto extractor
        = packwright::evidence::Extractor::createWithBaselines(QString(), {}, nullptr);
    if (!extractor)
        __builtin_trap();
    const auto e = extractor.value().extractText(
        QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    for (const auto &s : e.ranked) {
        if (s.firstLine < 1 || s.firstLine > s.matchLine || s.matchLine > s.lastLine
            || s.lastLine > e.read.lines || s.confidence < 0.0 || s.confidence > 1.0)
            __builtin_trap();
    }
    (void)packwright::evidence::extractionToJson(e);
    return 0;
}

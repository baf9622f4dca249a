// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArrayView>
#include <QString>

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace packwright::evidence {

/// What successful builds print: for each line template (LogText's normaliseLine, digits,
/// hashes and build paths masked), in how many successful build logs it appeared. A
/// diagnostic whose template is common in successes ranks down whatever its wording
/// ("Could NOT find Doxygen", "sh: 1: git: not found"); one no success printed keeps its
/// weight (issue 18 item 1: logreduce's baseline idea on line templates).
///
/// Stored as UTF-8 text, one template a line: "<logs>\t<hash, 16 hex digits>\t<template>",
/// after a header "# packwright success templates 1" and "# logs\t<N>". Bounded: past
/// maxTemplates, templates seen in a single log are dropped first.
class TemplateBaseline
{
public:
    static constexpr std::size_t maxTemplates = 200000;
    /// Lines of one log that are mined; the rest of a huge log is ignored.
    static constexpr qsizetype maxLinesPerLog = 200000;

    /// Templates bundled with Packwright (":/evidence/success-templates.tsv", mined from
    /// the fixture set's successful builds). Empty when the build has none.
    static std::shared_ptr<const TemplateBaseline> bundled();
    /// The per-user store: $XDG_DATA_HOME/packwright/success-templates.tsv, or the
    /// environment's PACKWRIGHT_SUCCESS_TEMPLATES when set (empty: no store; the tests).
    static QString userStorePath();

    /// Reads a stored baseline. A missing file is an empty baseline, not an error.
    /// Errors: the file cannot be read, or is not a baseline (the message names it).
    static Result<TemplateBaseline> load(const QString &path);
    /// Parses the stored form; `path` names it in errors.
    static Result<TemplateBaseline> parse(QByteArrayView bytes, const QString &path);
    /// Writes atomically (a crash leaves the old file). Errors name the file.
    Result<bool> save(const QString &path) const;

    /// Mines one successful build's log: every distinct template counts once.
    void addSuccessfulLog(QByteArrayView log);
    void merge(const TemplateBaseline &other);

    /// In how many successful logs the template with this hash (LogText's templateHash of
    /// normaliseLine) appeared; 0 when never.
    int logsWith(unsigned long long templateHash) const;
    int logs() const { return m_logs; }
    std::size_t size() const { return m_counts.size(); }
    bool isEmpty() const { return m_counts.empty(); }

private:
    struct Entry
    {
        int logs = 0;
        std::string text;
    };
    void prune();

    std::unordered_map<unsigned long long, Entry> m_counts;
    int m_logs = 0;
};

} // namespace packwright::evidence

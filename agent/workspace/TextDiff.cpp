// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/TextDiff.h"

#include <QStringList>

#include <git2.h>

namespace packwright::workspace {

namespace {
int appendLine(
    const git_diff_delta *, const git_diff_hunk *, const git_diff_line *line, void *payload)
{
    auto *out = static_cast<QByteArray *>(payload);
    if (line->origin == GIT_DIFF_LINE_CONTEXT || line->origin == GIT_DIFF_LINE_ADDITION
        || line->origin == GIT_DIFF_LINE_DELETION)
        out->append(line->origin);
    out->append(line->content, qsizetype(line->content_len));
    if (line->origin == GIT_DIFF_LINE_CONTEXT_EOFNL || line->origin == GIT_DIFF_LINE_ADD_EOFNL
        || line->origin == GIT_DIFF_LINE_DEL_EOFNL)
        out->append('\n');
    return 0;
}

int collectHunk(const git_diff_delta *, const git_diff_hunk *hunk, void *payload)
{
    static_cast<QList<LineHunk> *>(payload)->append(
        LineHunk{hunk->old_start, hunk->old_lines, hunk->new_start, hunk->new_lines, {}});
    return 0;
}

int collectRemovedLine(
    const git_diff_delta *, const git_diff_hunk *, const git_diff_line *line, void *payload)
{
    auto *hunks = static_cast<QList<LineHunk> *>(payload);
    if (line->origin != GIT_DIFF_LINE_DELETION || hunks->isEmpty())
        return 0;
    QString text = QString::fromUtf8(line->content, qsizetype(line->content_len));
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    hunks->last().removed << text;
    return 0;
}

/// `text` ending in a newline (an empty text stays empty): its lines, as libgit2 counts them.
QByteArray withFinalNewline(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (!bytes.isEmpty() && !bytes.endsWith('\n'))
        bytes.append('\n');
    return bytes;
}

int appendHunk(const git_diff_delta *, const git_diff_hunk *hunk, void *payload)
{
    static_cast<QByteArray *>(payload)->append(hunk->header, qsizetype(hunk->header_len));
    return 0;
}
} // namespace

QString unifiedDiff(const QString &before, const QString &after, const QString &path)
{
    if (before == after)
        return {};
    git_libgit2_init();
    const QByteArray a = before.toUtf8();
    const QByteArray b = after.toUtf8();
    const QByteArray name = path.toUtf8();
    QByteArray out = "--- a/" + name + "\n+++ b/" + name + "\n";
    git_diff_options options;
    git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
    options.context_lines = 3;
    git_diff_buffers(a.constData(), size_t(a.size()), name.constData(), b.constData(),
        size_t(b.size()), name.constData(), &options, nullptr, nullptr, appendHunk, appendLine,
        &out);
    git_libgit2_shutdown();
    return QString::fromUtf8(out);
}

QList<LineHunk> lineHunks(const QString &before, const QString &after)
{
    const QByteArray a = withFinalNewline(before);
    const QByteArray b = withFinalNewline(after);
    QList<LineHunk> hunks;
    if (a == b)
        return hunks;
    git_libgit2_init();
    git_diff_options options;
    git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
    options.context_lines = 0;
    options.interhunk_lines = 0;
    options.flags |= GIT_DIFF_FORCE_TEXT; // a stray NUL byte must not hide the lines
    git_diff_buffers(a.constData(), size_t(a.size()), nullptr, b.constData(), size_t(b.size()),
        nullptr, &options, nullptr, nullptr, collectHunk, collectRemovedLine, &hunks);
    git_libgit2_shutdown();
    return hunks;
}

QString changedLines(const QString &diff)
{
    QStringList lines;
    for (const QString &line : diff.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("+++")) || line.startsWith(QLatin1String("---")))
            continue;
        if (line.startsWith(QLatin1Char('+')) || line.startsWith(QLatin1Char('-')))
            lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace packwright::workspace

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixCodeMask.h"

#include <QList>

namespace packwright::nix {

namespace {
enum class Region
{
    Comment,
    String ///< a string literal, interpolated code inside it included
};

/// Nix's lexical structure, as far as edits need it: calls `mark(i, region)` for each
/// character of `source` before `end` that is not plain code (newlines included).
template<typename Mark>
void scanNix(const QString &source, qsizetype end, Mark &&mark)
{
    enum class State
    {
        Code,
        LineComment,
        BlockComment,
        String,
        IndentedString
    };
    struct Interpolation
    {
        State resume;
        int depth;
    };
    QList<Interpolation> stack;
    State state = State::Code;
    int depth = 0;
    const auto blank = [&](qsizetype i) {
        if (i < end)
            mark(i,
                state == State::LineComment || state == State::BlockComment ? Region::Comment
                                                                            : Region::String);
    };
    for (qsizetype i = 0; i < end; ++i) {
        const QChar c = source.at(i);
        const QChar next = i + 1 < source.size() ? source.at(i + 1) : QChar();
        const bool inString = !stack.isEmpty(); // code inside an interpolation is blanked too
        switch (state) {
        case State::Code:
            if (c == u'#') {
                state = State::LineComment;
                blank(i);
            } else if (c == u'/' && next == u'*') {
                state = State::BlockComment;
                blank(i);
                blank(++i);
            } else if (c == u'"') {
                state = State::String;
                blank(i);
            } else if (c == u'\'' && next == u'\'') {
                state = State::IndentedString;
                blank(i);
                blank(++i);
            } else if (c == u'{') {
                ++depth;
                if (inString)
                    blank(i);
            } else if (c == u'}') {
                if (!stack.isEmpty() && stack.last().depth == depth) {
                    state = stack.takeLast().resume;
                    blank(i);
                } else {
                    --depth;
                    if (inString)
                        blank(i);
                }
            } else if (inString) {
                blank(i);
            }
            break;
        case State::LineComment:
            if (c == u'\n')
                state = State::Code;
            else
                blank(i);
            break;
        case State::BlockComment:
            blank(i);
            if (c == u'*' && next == u'/') {
                blank(++i);
                state = State::Code;
            }
            break;
        case State::String:
            blank(i);
            if (c == u'\\' || (c == u'$' && next == u'$')) {
                blank(++i);
            } else if (c == u'$' && next == u'{') {
                blank(++i);
                stack.append({State::String, depth});
                state = State::Code;
            } else if (c == u'"') {
                state = State::Code;
            }
            break;
        case State::IndentedString:
            blank(i);
            if (c == u'\'' && next == u'\'') {
                const QChar after = i + 2 < source.size() ? source.at(i + 2) : QChar();
                blank(++i);
                if (after == u'$' || after == u'\'' || after == u'\\') {
                    blank(++i); // ''$ ''' ''\x are escapes
                    if (after == u'\\')
                        blank(++i);
                } else {
                    state = State::Code;
                }
            } else if (c == u'$' && next == u'{') {
                blank(++i);
                stack.append({State::IndentedString, depth});
                state = State::Code;
            }
            break;
        }
    }
}
} // namespace

QString nixCodeMask(const QString &source)
{
    QString mask = source;
    scanNix(source, source.size(), [&mask](qsizetype i, Region) {
        if (mask.at(i) != u'\n')
            mask[i] = QLatin1Char(' ');
    });
    return mask;
}

bool inNixComment(const QString &source, qsizetype offset)
{
    if (offset < 0 || offset >= source.size())
        return false;
    bool comment = false;
    scanNix(source, offset + 1, [&comment, offset](qsizetype i, Region region) {
        if (i == offset)
            comment = region == Region::Comment;
    });
    return comment;
}

QByteArray nixCharacterClasses(const QString &source)
{
    QByteArray classes(source.size(), 'c');
    scanNix(source, source.size(), [&classes](qsizetype i, Region region) {
        classes[i] = region == Region::Comment ? '#' : '"';
    });
    return classes;
}

} // namespace packwright::nix

#include "nix/NixCodeMask.h"

#include <QList>

namespace packwright::nix {

QString nixCodeMask(const QString &source)
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
    QString mask = source;
    QList<Interpolation> stack;
    State state = State::Code;
    int depth = 0;
    const auto blank = [&mask](qsizetype i) {
        if (i < mask.size() && mask.at(i) != u'\n')
            mask[i] = QLatin1Char(' ');
    };
    for (qsizetype i = 0; i < source.size(); ++i) {
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
    return mask;
}

} // namespace packwright::nix

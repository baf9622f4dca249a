// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/MakefileReader.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace packwright::tools {

namespace {
/// A Makefile past this size is not a hand-written plain Makefile.
constexpr qint64 maxMakefileSize = qint64(1024) * 1024;

/// The text before an unescaped `#`.
QString withoutComment(const QString &line)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == u'\\') {
            ++i;
            continue;
        }
        if (line.at(i) == u'#')
            return line.left(i);
    }
    return line;
}

bool isDirective(const QString &line)
{
    static const QRegularExpression directive(
        QStringLiteral("^(ifeq|ifneq|ifdef|ifndef|else|endif|include|-include|sinclude|vpath|"
                       "unexport|undefine)\\b"));
    return directive.match(line).hasMatch();
}

/// Physical lines joined at backslash-newline, each with the number of its first line.
QList<std::pair<int, QString>> logicalLines(const QString &text)
{
    QList<std::pair<int, QString>> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    QString pending;
    int first = 0;
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (pending.isEmpty())
            first = i + 1;
        if (line.endsWith(QLatin1Char('\\'))) {
            line.chop(1);
            pending += line + QLatin1Char(' ');
            continue;
        }
        out.append({first, pending + line});
        pending.clear();
    }
    if (!pending.isEmpty())
        out.append({first, pending});
    return out;
}
} // namespace

MakefileReader MakefileReader::parse(const QString &text, const QString &fileName)
{
    MakefileReader m;
    m.m_fileName = fileName;
    static const QRegularExpression assignment(
        QStringLiteral("^([A-Za-z_][\\w.-]*)\\s*(\\?=|::=|:=|\\+=|!=|=)\\s*(.*)$"));
    static const QRegularExpression ruleLine(QStringLiteral("^([^:=#]+?)\\s*::?(?!=)\\s*(.*)$"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    bool inRule = false;
    bool inDefine = false;
    for (const auto &[number, raw] : logicalLines(text)) {
        if (inDefine) {
            if (raw.trimmed().startsWith(QLatin1String("endef")))
                inDefine = false;
            continue;
        }
        if (raw.startsWith(QLatin1Char('\t'))) {
            if (inRule && !m.m_rules.isEmpty())
                m.m_rules.last().recipe << raw.mid(1);
            continue;
        }
        QString line = withoutComment(raw).trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1String("define ")) || line == u"define") {
            inDefine = true;
            inRule = false;
            continue;
        }
        if (isDirective(line))
            continue;
        bool override = false;
        for (bool changed = true; changed;) {
            changed = false;
            for (const QLatin1String prefix :
                {QLatin1String("override "), QLatin1String("export ")}) {
                if (line.startsWith(prefix)) {
                    override = override || prefix == QLatin1String("override ");
                    line = line.mid(prefix.size()).trimmed();
                    changed = true;
                }
            }
        }
        if (const auto a = assignment.match(line); a.hasMatch()) {
            m.m_variables << MakeVariable{
                a.captured(1), a.captured(3).trimmed(), a.captured(2), override, number};
            inRule = false;
            continue;
        }
        if (const auto r = ruleLine.match(line); r.hasMatch()) {
            QString rest = r.captured(2);
            if (rest.contains(QLatin1Char('=')) && !rest.contains(QLatin1Char(';'))) {
                inRule = false; // a target-specific variable: `prog: CFLAGS += -g`
                continue;
            }
            MakeRule rule;
            rule.line = number;
            rule.targets = r.captured(1).split(space, Qt::SkipEmptyParts);
            const qsizetype semicolon = rest.indexOf(QLatin1Char(';'));
            if (semicolon >= 0) {
                rule.recipe << rest.mid(semicolon + 1).trimmed();
                rest = rest.left(semicolon);
            }
            for (const QString &p : rest.split(space, Qt::SkipEmptyParts)) {
                if (p != u"|")
                    rule.prerequisites << p;
            }
            m.m_rules << rule;
            inRule = true;
            continue;
        }
        inRule = false;
    }
    return m;
}

std::optional<MakefileReader> MakefileReader::read(const QString &sourceRoot)
{
    if (sourceRoot.isEmpty())
        return std::nullopt;
    const QDir dir(sourceRoot);
    for (const char *name : {"GNUmakefile", "makefile", "Makefile"}) {
        QFile file(dir.filePath(QString::fromLatin1(name)));
        if (!file.exists())
            continue;
        if (file.size() > maxMakefileSize || !file.open(QIODevice::ReadOnly))
            return std::nullopt;
        return parse(QString::fromUtf8(file.readAll()), QString::fromLatin1(name));
    }
    return std::nullopt;
}

std::optional<MakeVariable> MakefileReader::variable(const QString &name) const
{
    std::optional<MakeVariable> current;
    QStringList appended;
    for (const MakeVariable &v : m_variables) {
        if (v.name != name)
            continue;
        if (v.op == u"+=") {
            if (current)
                appended << v.value;
            else
                current = v;
            continue;
        }
        if (v.op == u"?=" && current)
            continue;
        if (current && current->override && !v.override)
            continue;
        current = v;
        appended.clear();
    }
    if (current && !appended.isEmpty())
        current->value = (QStringList{current->value} + appended).join(QLatin1Char(' ')).trimmed();
    return current;
}

bool MakefileReader::hasTarget(const QString &target) const
{
    for (const MakeRule &r : m_rules) {
        for (const QString &t : r.targets) {
            if (expand(t).split(QLatin1Char(' '), Qt::SkipEmptyParts).contains(target))
                return true;
        }
    }
    return false;
}

std::optional<MakeRule> MakefileReader::defaultRule() const
{
    for (const MakeRule &r : m_rules) {
        const QString first = expand(r.targets.value(0)).section(QLatin1Char(' '), 0, 0);
        if (first.isEmpty() || first.startsWith(QLatin1Char('.')) || first.contains(u'%'))
            continue;
        return r;
    }
    return std::nullopt;
}

std::optional<MakeRule> MakefileReader::rule(const QString &target) const
{
    std::optional<MakeRule> merged;
    for (const MakeRule &r : m_rules) {
        bool names = false;
        for (const QString &t : r.targets)
            names = names || expand(t).split(QLatin1Char(' '), Qt::SkipEmptyParts).contains(target);
        if (!names)
            continue;
        if (!merged) {
            merged = r;
            continue;
        }
        merged->prerequisites += r.prerequisites;
        merged->recipe += r.recipe;
    }
    return merged;
}

bool MakefileReader::isPhony(const QString &target) const
{
    if (const auto phony = rule(QStringLiteral(".PHONY"))) {
        for (const QString &p : phony->prerequisites) {
            if (expand(p).split(QLatin1Char(' '), Qt::SkipEmptyParts).contains(target))
                return true;
        }
    }
    return false;
}

QString MakefileReader::expand(const QString &text) const
{
    int budget = 10000;
    return expand(text, 0, budget);
}

QString MakefileReader::expand(const QString &text, int depth, int &budget) const
{
    if (depth > 10 || budget <= 0)
        return {};
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (c != u'$' || next.isNull()) {
            out += c;
            continue;
        }
        if (next == u'$') {
            out += QStringLiteral("$$");
            ++i;
            continue;
        }
        if (next != u'(' && next != u'{') { // $@, $<, $^: automatic variables stay
            out += c;
            continue;
        }
        const QChar close = next == u'(' ? u')' : u'}';
        int nesting = 0;
        qsizetype end = -1;
        for (qsizetype j = i + 1; j < text.size(); ++j) {
            if (text.at(j) == next)
                ++nesting;
            else if (text.at(j) == close && --nesting == 0) {
                end = j;
                break;
            }
        }
        if (end < 0) {
            out += text.mid(i);
            break;
        }
        const QString inner = text.mid(i + 2, end - i - 2);
        i = end;
        static const QRegularExpression name(QStringLiteral("^[\\w.-]+$"));
        static const QRegularExpression substitution(
            QStringLiteral("^([\\w.-]+):([^=]*)=(.*)$")); // $(OBJS:.c=.o)
        if (name.match(inner).hasMatch()) {
            if (inner.size() == 1 && QStringLiteral("@<^?*+|").contains(inner))
                out += QLatin1Char('$') + next + inner + close; // $(@) and friends
            else if (const auto v = variable(inner); v && --budget > 0)
                out += expand(v->value, depth + 1, budget);
            continue;
        }
        if (const auto s = substitution.match(inner); s.hasMatch()) {
            const auto v = variable(s.captured(1));
            QStringList words;
            for (QString w : expand(v ? v->value : QString(), depth + 1, --budget)
                                 .split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (w.endsWith(s.captured(2)))
                    w = w.left(w.size() - s.captured(2).size()) + s.captured(3);
                words << w;
            }
            out += words.join(QLatin1Char(' '));
        }
        // Functions ($(shell …), $(wildcard …)) are not evaluated: empty.
    }
    return out;
}

} // namespace packwright::tools

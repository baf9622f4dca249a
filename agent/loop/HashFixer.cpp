// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/HashFixer.h"

#include "nix/DependencySets.h"
#include "nix/NixHash.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>

namespace packwright::loop {

namespace {
struct HashFixTexts
{
    Q_DECLARE_TR_FUNCTIONS(HashFixTexts)
};

/// Every way `specified` may be written in a package file, most specific first.
QStringList writtenForms(const QString &specified)
{
    QStringList forms{specified};
    if (const auto parsed = nix::NixHash::parse(specified); parsed.ok()) {
        forms << parsed.value().toNixBase32() << parsed.value().toBase16();
        if (specified == nix::NixHash::fakeSri())
            forms << QStringLiteral("lib.fakeHash") << QStringLiteral("lib.fakeSha256")
                  << QStringLiteral("\"\"");
    }
    forms.removeDuplicates();
    return forms;
}

struct Place
{
    qsizetype offset = -1;
    QString text;
    QString attribute;
};
} // namespace

qsizetype offsetOf(const QString &text, int line, int column)
{
    if (line < 1 || column < 1)
        return -1;
    qsizetype at = 0;
    for (int l = 1; l < line; ++l) {
        at = text.indexOf(QLatin1Char('\n'), at);
        if (at < 0)
            return -1;
        ++at;
    }
    at += column - 1;
    return at <= text.size() ? at : -1;
}

Result<ProposedEdit> HashFixer::fix(const QString &expression, const nix::HashMismatch &mismatch,
    const QList<nix::HashPosition> &positions)
{
    m_nonReproducible = false;
    if (m_written.contains(mismatch.specified)) {
        m_nonReproducible = true;
        return Error{
            HashFixTexts::tr("The %1 hash is not reproducible: it was %2 and is now %3. "
                             "The fetch gives different content each time (a moving "
                             "branch, a generated archive, a download that changes).")
                .arg(m_written.value(mismatch.specified), mismatch.specified, mismatch.got),
            mismatch.drvPath};
    }

    const QStringList forms = writtenForms(mismatch.specified);
    Place place;
    // The attribute's position first: it says which hash, even when two are the same text.
    for (const nix::HashPosition &p : positions) {
        if (!forms.contains(p.hash) && p.hash != mismatch.specified)
            continue;
        const qsizetype at = offsetOf(expression, p.location.line, p.location.column);
        if (at >= 0 && QStringView(expression).mid(at).startsWith(p.text)) {
            place = {at, p.text, p.attribute};
            break;
        }
    }
    if (place.offset < 0) {
        for (const QString &form : forms) {
            qsizetype at = expression.indexOf(form);
            while (at >= 0 && nix::inNixComment(expression, at))
                at = expression.indexOf(form, at + 1);
            if (at >= 0 && (place.offset < 0 || at < place.offset))
                place = {at, form, {}};
        }
    }
    if (place.offset < 0) {
        return Error{HashFixTexts::tr("The hash %1 of %2 is not written in package.nix; set the "
                                      "fetcher's hash to %3 where it is defined.")
                         .arg(mismatch.specified, mismatch.fetcher.name, mismatch.got),
            mismatch.drvPath};
    }
    // Without a position, a vendored dependency set is named as its builder's attribute
    // (cargoDeps, goModules), as positions name it; anything else is the source.
    if (place.attribute.isEmpty()) {
        place.attribute = nix::dependencySetOf(mismatch.fetcher.name) != nullptr
            ? mismatch.fetcher.kind
            : QStringLiteral("src");
    }

    // A literal's text is written without its quotes; a reference or "" needs them.
    const bool quoted = place.text.startsWith(QLatin1String("lib.")) || place.text == u"\"\"";
    const QString replacement
        = quoted ? QLatin1Char('"') + mismatch.got + QLatin1Char('"') : mismatch.got;
    ProposedEdit edit;
    edit.before = expression;
    edit.after = QString(expression).replace(place.offset, place.text.size(), replacement);
    edit.summary = HashFixTexts::tr("Set the %1 hash to %2 (trust on first use)")
                       .arg(place.attribute, mismatch.got);
    edit.diff = workspace::unifiedDiff(edit.before, edit.after);
    edit.deterministic = true;
    m_proposed = std::pair(mismatch.got, place.attribute);
    return edit;
}

QString HashFixer::confirm()
{
    if (!m_proposed)
        return {};
    QString attribute = m_proposed->second;
    m_written.insert(m_proposed->first, attribute);
    m_proposed.reset();
    return attribute;
}

} // namespace packwright::loop

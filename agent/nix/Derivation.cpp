// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/Derivation.h"

#include <QCoreApplication>
#include <QFile>

namespace packwright::nix {

namespace {

struct DerivationTexts
{
    Q_DECLARE_TR_FUNCTIONS(Derivation)
};

/// Thrown inside the parser only; Derivation::parse() turns it into an Error.
struct SyntaxError
{
    qsizetype offset;
};

/// A recursive-descent reader of the ATerm subset Nix writes for derivations.
class ATermReader
{
public:
    explicit ATermReader(QByteArrayView text)
        : m_text(text)
    {}

    void expect(QByteArrayView token)
    {
        if (!m_text.sliced(m_pos).startsWith(token))
            throw SyntaxError{m_pos};
        m_pos += token.size();
    }

    bool consume(char c)
    {
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    QString string()
    {
        expect("\"");
        QByteArray out;
        while (m_pos < m_text.size() && m_text[m_pos] != '"') {
            char c = m_text[m_pos++];
            if (c == '\\') {
                if (m_pos >= m_text.size())
                    throw SyntaxError{m_pos};
                c = m_text[m_pos++];
                c = c == 'n' ? '\n' : c == 'r' ? '\r' : c == 't' ? '\t' : c;
            }
            out.append(c);
        }
        expect("\"");
        return QString::fromUtf8(out);
    }

    /// `[item, item, …]` where each item is read by `item()`.
    template<typename F>
    void list(F item)
    {
        expect("[");
        if (consume(']'))
            return;
        do {
            item();
        } while (consume(','));
        expect("]");
    }

    QStringList strings()
    {
        QStringList out;
        list([&] { out.append(string()); });
        return out;
    }

    bool atEnd() const { return m_pos == m_text.size(); }
    qsizetype position() const { return m_pos; }

private:
    QByteArrayView m_text;
    qsizetype m_pos = 0;
};

} // namespace

bool Derivation::isFixedOutput() const
{
    const auto it = outputs.constFind(QStringLiteral("out"));
    return outputs.size() == 1 && it != outputs.cend() && !it->hash.isEmpty();
}

Result<Derivation> Derivation::parse(QByteArrayView aterm)
{
    ATermReader r(aterm.trimmed());
    Derivation drv;
    try {
        r.expect("Derive(");
        r.list([&] {
            r.expect("(");
            const QString name = r.string();
            Output out;
            r.expect(",");
            out.path = r.string();
            r.expect(",");
            out.hashAlgorithm = r.string();
            r.expect(",");
            out.hash = r.string();
            r.expect(")");
            drv.outputs.insert(name, out);
        });
        r.expect(",");
        r.list([&] {
            r.expect("(");
            drv.inputDrvs.append(r.string());
            r.expect(",");
            r.strings();
            r.expect(")");
        });
        r.expect(",");
        r.strings(); // input sources
        r.expect(",");
        drv.system = r.string();
        r.expect(",");
        drv.builder = r.string();
        r.expect(",");
        drv.args = r.strings();
        r.expect(",");
        r.list([&] {
            r.expect("(");
            const QString key = r.string();
            r.expect(",");
            drv.env.insert(key, r.string());
            r.expect(")");
        });
        r.expect(")");
        if (!r.atEnd())
            throw SyntaxError{r.position()};
    } catch (const SyntaxError &e) {
        return Error{
            DerivationTexts::tr("The derivation is malformed at byte %1.").arg(e.offset), {}};
    }
    return drv;
}

Result<Derivation> Derivation::read(const QString &drvPath)
{
    QFile file(drvPath);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            DerivationTexts::tr("Cannot read the derivation %1.").arg(drvPath), file.errorString()};
    if (file.size() > qint64(64) * 1024 * 1024)
        return Error{
            DerivationTexts::tr("The derivation %1 is too large to read.").arg(drvPath), {}};
    auto parsed = parse(file.readAll());
    if (!parsed)
        return Error{parsed.error().message + QLatin1Char(' ') + drvPath, parsed.error().detail};
    return parsed;
}

} // namespace packwright::nix

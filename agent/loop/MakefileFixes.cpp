// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Model-free fixes for plain-Makefile projects (issue 17 item 3): the Makefile's own
// directory variables pointed at $out, or an installPhase for a Makefile without `install`.
#include "loop/MakefileFixes.h"

#include "tools/MakefileReader.h"

#include <QDir>
#include <QHash>
#include <QRegularExpression>

namespace packwright::loop {

namespace {
const QString outPath = QStringLiteral("${placeholder \"out\"}");

/// The conventional place below $out of a directory variable, by its lower-cased name;
/// nullopt for a variable that is no installation directory. "" is $out itself.
std::optional<QString> conventionalDir(const QString &name)
{
    static const QHash<QString, QString> table{
        {QStringLiteral("prefix"), QString()},
        {QStringLiteral("exec_prefix"), QString()},
        {QStringLiteral("install_prefix"), QString()},
        {QStringLiteral("installprefix"), QString()},
        {QStringLiteral("destdir"), QString()}, // generic: keeps its own path below /usr
        {QStringLiteral("bindir"), QStringLiteral("/bin")},
        {QStringLiteral("sbindir"), QStringLiteral("/sbin")},
        {QStringLiteral("libdir"), QStringLiteral("/lib")},
        {QStringLiteral("libexecdir"), QStringLiteral("/libexec")},
        {QStringLiteral("includedir"), QStringLiteral("/include")},
        {QStringLiteral("incdir"), QStringLiteral("/include")},
        {QStringLiteral("datadir"), QStringLiteral("/share")},
        {QStringLiteral("datarootdir"), QStringLiteral("/share")},
        {QStringLiteral("sharedir"), QStringLiteral("/share")},
        {QStringLiteral("sysconfdir"), QStringLiteral("/etc")},
        {QStringLiteral("mandir"), QStringLiteral("/share/man")},
        {QStringLiteral("man_dir"), QStringLiteral("/share/man")},
        {QStringLiteral("infodir"), QStringLiteral("/share/info")},
        {QStringLiteral("localedir"), QStringLiteral("/share/locale")},
        {QStringLiteral("pkgconfigdir"), QStringLiteral("/lib/pkgconfig")},
    };
    const QString lower = name.toLower();
    if (const auto it = table.constFind(lower); it != table.cend()) {
        if (lower == u"destdir")
            return std::nullopt; // mapped generically, see flagFor()
        return it.value();
    }
    static const QRegularExpression manSection(QStringLiteral("^man([1-8])_?dir$"));
    if (const auto m = manSection.match(lower); m.hasMatch())
        return QStringLiteral("/share/man/man") + m.captured(1);
    return std::nullopt;
}

bool isPrefixName(const QString &name)
{
    const QString lower = name.toLower();
    return lower == u"prefix" || lower == u"exec_prefix" || lower == u"install_prefix"
        || lower == u"installprefix";
}

bool isDirectoryName(const QString &name)
{
    const QString lower = name.toLower();
    return conventionalDir(name).has_value() || lower == u"destdir"
        || (lower.endsWith(QLatin1String("dir")) && lower.size() > 3);
}

/// An absolute path in the FHS tree (what a sandboxed build may not write).
bool isFhsPath(const QString &value)
{
    static const QRegularExpression fhs(
        QStringLiteral("^/(usr|etc|opt|var|bin|sbin|lib|lib64|share|man|include)(/|$)"));
    return fhs.match(value).hasMatch();
}

/// An FHS path's place below $out: /usr/local/share/doc/x → /share/doc/x, /etc/x → /etc/x.
QString belowOut(const QString &path)
{
    static const QRegularExpression root(QStringLiteral("^/(usr/local|usr|opt/[^/]+)(?=/|$)"));
    QString rest = path;
    rest.remove(root);
    while (rest.endsWith(QLatin1Char('/')))
        rest.chop(1);
    return rest;
}

bool isManDir(const QString &name)
{
    return conventionalDir(name).value_or(QString()).startsWith(QLatin1String("/share/man"));
}

QRegularExpression compilerPattern(const QString &variable)
{
    return QRegularExpression(variable == u"CC"
            ? QStringLiteral("^(gcc|cc|clang)(-[\\d.]+)?$")
            : QStringLiteral("^(g\\+\\+|c\\+\\+|clang\\+\\+)(-[\\d.]+)?$"));
}
} // namespace

QString MakeFlag::nixString() const
{
    return QStringLiteral("\"%1=%2\"").arg(name, value);
}

MakeInstallFailure makeInstallFailure(const evidence::FailureSignal &signal)
{
    static const QRegularExpression noInstall(
        QStringLiteral("No rule to make target [`'\u2018\"]install[`'\u2019\"]"));
    if (noInstall.match(signal.text).hasMatch())
        return {MakeInstallFailure::Kind::NoInstallTarget, {}};
    const bool installing = signal.phase.contains(QLatin1String("install"), Qt::CaseInsensitive)
        || signal.patternId.startsWith(QLatin1String("install-"))
        || signal.categoryNix == evidence::NixCategory::InstallPhase;
    if (!installing)
        return {};
    static const QRegularExpression denied(
        QStringLiteral("(cannot create (regular file|directory)|cannot change permissions of|"
                       "cannot change ownership of|cannot touch|cannot remove|Permission denied|"
                       "Read-only file system|Operation not permitted)"));
    static const QRegularExpression path(
        QStringLiteral("[`'\u2018\"](/(?:usr|etc|opt|var|bin|sbin|lib|lib64|share|man|include)"
                       "(?:/[^'\u2019\"`]*)?)[`'\u2019\"]"));
    if (!denied.match(signal.text).hasMatch())
        return {};
    const auto m = path.match(signal.text);
    if (!m.hasMatch())
        return {};
    return {MakeInstallFailure::Kind::FhsPrefix, m.captured(1)};
}

QStringList installSubdirectories(const tools::MakefileReader &makefile)
{
    const auto install = makefile.rule(QStringLiteral("install"));
    if (!install)
        return {};
    static const QRegularExpression subMake(QStringLiteral(
        R"((?:\$[({]MAKE[)}]|\bmake)\s+(?:[^;&|]*?\s)?-C\s*(\S+)|\bcd\s+(\S+)\s*(?:&&|;)\s*(?:\$[({]MAKE[)}]|make\b))"));
    QStringList out;
    for (const QString &line : install->recipe) {
        // Matched as written ($(MAKE) is make's own variable, which expand() does not know);
        // the directory is expanded.
        auto matches = subMake.globalMatch(line);
        while (matches.hasNext()) {
            const QRegularExpressionMatch m = matches.next();
            const QString dir = QDir::cleanPath(
                makefile.expand(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)));
            if (dir.isEmpty() || dir == u"." || dir.startsWith(QLatin1Char('/'))
                || dir.startsWith(QLatin1String("..")) || dir.contains(QLatin1Char('$'))
                || out.contains(dir))
                continue;
            out << dir;
        }
    }
    return out;
}

QList<MakeFlag> makefilePrefixFlags(const tools::MakefileReader &makefile)
{
    // Each variable once, in the order of its first assignment.
    QStringList names;
    for (const tools::MakeVariable &v : makefile.variables()) {
        if (!names.contains(v.name))
            names << v.name;
    }
    // The prefix every relative directory hangs from: "/usr/local". One set with `override`
    // cannot be changed from the command line: flags for the directories below it would
    // only cost a build.
    QString prefixValue;
    for (const QString &name : std::as_const(names)) {
        if (isPrefixName(name) && prefixValue.isEmpty()) {
            const auto v = makefile.variable(name);
            const QString expanded = makefile.expand(v->value).trimmed();
            if (isFhsPath(expanded)) {
                if (v->override)
                    return {};
                prefixValue = expanded;
            }
        }
    }
    QList<MakeFlag> flags;
    bool directories = false;
    for (const QString &name : std::as_const(names)) {
        const auto v = makefile.variable(name);
        if (!v || v->override)
            continue;
        const QString why = QStringLiteral("%1 %2 %3").arg(name, v->op, v->value);
        if (name == u"CC" || name == u"CXX") {
            if (v->op == u"?=" || v->op == u"+=")
                continue;
            if (compilerPattern(name).match(makefile.expand(v->value).trimmed()).hasMatch())
                flags << MakeFlag{name,
                    name == u"CC" ? QStringLiteral("${stdenv.cc.targetPrefix}cc")
                                  : QStringLiteral("${stdenv.cc.targetPrefix}c++"),
                    why};
            continue;
        }
        if (!isDirectoryName(name))
            continue;
        const QString raw = v->value.trimmed();
        if (isFhsPath(raw)) {
            const QString below
                = isPrefixName(name) ? QString() : conventionalDir(name).value_or(belowOut(raw));
            flags << MakeFlag{name, outPath + below, why};
            directories = true;
            continue;
        }
        // Relative to the prefix: fine, unless manual pages land outside share/man.
        if (!isManDir(name) || prefixValue.isEmpty())
            continue;
        const QString expanded = makefile.expand(raw).trimmed();
        if (!expanded.startsWith(prefixValue))
            continue;
        const QString relative = expanded.mid(prefixValue.size());
        const QString wanted = *conventionalDir(name);
        if (relative != wanted && !relative.startsWith(QLatin1String("/share/man"))) {
            flags << MakeFlag{name, outPath + wanted, why};
            directories = true;
        }
    }
    if (!directories)
        return {};
    return flags;
}

MakeProducts makefileProducts(const tools::MakefileReader &makefile, const QString &sourceRoot)
{
    MakeProducts products;
    std::optional<tools::MakeRule> goal;
    if (makefile.hasTarget(QStringLiteral("all"))) {
        products.goal = QStringLiteral("all");
        goal = makefile.rule(products.goal);
    } else if ((goal = makefile.defaultRule())) {
        products.goal = makefile.expand(goal->targets.value(0)).section(QLatin1Char(' '), 0, 0);
    }
    if (!goal)
        return products;
    const QDir root(sourceRoot);
    static const QStringList notPrograms{QStringLiteral("test"), QStringLiteral("tests"),
        QStringLiteral("check"), QStringLiteral("clean"), QStringLiteral("doc"),
        QStringLiteral("docs"), QStringLiteral("install"), QStringLiteral("dist")};
    // A target make builds into a program: its recipe links with -o, or it is built from
    // NAME.c by make's implicit rule.
    const auto isProgram = [&](const QString &name) {
        if (notPrograms.contains(name) || makefile.isPhony(name) || name.contains(u'.')
            || name.contains(u'/') || name.contains(u'$'))
            return false;
        if (const auto r = makefile.rule(name)) {
            for (const QString &line : r->recipe) {
                if (line.contains(QLatin1String("-o")))
                    return true;
            }
            if (!r->recipe.isEmpty())
                return false;
        }
        return root.exists(name + QStringLiteral(".c"))
            || root.exists(name + QStringLiteral(".cpp"));
    };
    static const QRegularExpression library(QStringLiteral("^lib[\\w+-]+\\.(a|so(\\.[\\d.]+)?)$"));
    QStringList queue;
    const QString self = products.goal;
    queue << self;
    QStringList seen;
    for (int round = 0; round < 3 && !queue.isEmpty(); ++round) {
        QStringList next;
        for (const QString &target : std::as_const(queue)) {
            const auto r = makefile.rule(target);
            if (!r)
                continue;
            for (const QString &p : r->prerequisites) {
                for (const QString &name :
                    makefile.expand(p).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                    if (seen.contains(name))
                        continue;
                    seen << name;
                    if (library.match(name).hasMatch())
                        products.libraries << name;
                    else if (isProgram(name))
                        products.programs << name;
                    else if (makefile.isPhony(name)
                        || (makefile.rule(name) && !name.contains(u'.')
                            && makefile.rule(name)->recipe.isEmpty()))
                        next << name; // a group of targets: `all: progs`, `progs: a b`
                }
            }
        }
        queue = next;
    }
    // A first rule that is itself the product: `tree: tree.c`.
    if (products.isEmpty() && self != u"all" && isProgram(self))
        products.programs << self;
    if (products.isEmpty())
        return products;
    for (const QString &lib : std::as_const(products.libraries)) {
        const QString stem = lib.mid(3).section(QLatin1Char('.'), 0, 0);
        for (const QString &h : {QString(stem + QStringLiteral(".h")),
                 QString(QStringLiteral("lib") + stem + QStringLiteral(".h"))}) {
            if (root.exists(h) && !products.headers.contains(h))
                products.headers << h;
        }
    }
    if (!products.programs.isEmpty()) {
        for (const QString &dir : {QString(), QStringLiteral("doc/"), QStringLiteral("man/")}) {
            const QStringList pages
                = QDir(root.filePath(dir.isEmpty() ? QStringLiteral(".") : dir))
                      .entryList({QStringLiteral("*.[1-8]")}, QDir::Files, QDir::Name);
            for (const QString &page : pages)
                products.manPages << dir + page;
        }
    }
    return products;
}

QString makefileInstallPhase(const MakeProducts &products)
{
    QStringList lines{QStringLiteral("''"), QStringLiteral("  runHook preInstall"), QString()};
    if (!products.programs.isEmpty())
        lines << QStringLiteral("  install -Dm755 %1 -t $out/bin")
                     .arg(products.programs.join(QLatin1Char(' ')));
    QStringList staticLibs;
    QStringList sharedLibs;
    for (const QString &lib : products.libraries)
        (lib.endsWith(QLatin1String(".a")) ? staticLibs : sharedLibs) << lib;
    if (!staticLibs.isEmpty())
        lines << QStringLiteral("  install -Dm644 %1 -t $out/lib")
                     .arg(staticLibs.join(QLatin1Char(' ')));
    if (!sharedLibs.isEmpty())
        lines << QStringLiteral("  install -Dm755 %1 -t $out/lib")
                     .arg(sharedLibs.join(QLatin1Char(' ')));
    if (!products.headers.isEmpty())
        lines << QStringLiteral("  install -Dm644 %1 -t $out/include")
                     .arg(products.headers.join(QLatin1Char(' ')));
    for (const QString &page : products.manPages) {
        const QString section = page.section(QLatin1Char('.'), -1);
        lines << QStringLiteral("  install -Dm644 %1 -t $out/share/man/man%2").arg(page, section);
    }
    lines << QString() << QStringLiteral("  runHook postInstall") << QStringLiteral("''");
    return lines.join(QLatin1Char('\n'));
}

} // namespace packwright::loop

#include "evidence/KnowledgeEntry.h"

namespace packwright::evidence {

const QStringList &knowledgeNixCategories()
{
    static const QStringList categories{
        QStringLiteral("hash_mismatch"),
        QStringLiteral("missing_dependency"),
        QStringLiteral("dependency_not_in_nixpkgs"),
        QStringLiteral("network_in_sandbox"),
        QStringLiteral("missing_lock_file"),
        QStringLiteral("eval_error"),
        QStringLiteral("compile_error"),
        QStringLiteral("test_failure"),
        QStringLiteral("fhs_path"),
        QStringLiteral("install_phase"),
        QStringLiteral("python_imports_check"),
        QStringLiteral("version_mismatch"),
        QStringLiteral("other"),
    };
    return categories;
}

const QStringList &knowledgeEvidentCategories()
{
    static const QStringList categories{QStringLiteral("dependency"), QStringLiteral("compilation"),
        QStringLiteral("test"), QStringLiteral("packaging")};
    return categories;
}

QStringList knowledgeSubcategories(const QString &categoryEvident)
{
    if (categoryEvident == QLatin1String("dependency"))
        return {QStringLiteral("missing dependency"), QStringLiteral("dependency conflict")};
    if (categoryEvident == QLatin1String("compilation"))
        return {QStringLiteral("code-level issue"), QStringLiteral("build error"),
            QStringLiteral("api and function issue")};
    if (categoryEvident == QLatin1String("test"))
        return {QStringLiteral("code and compatibility issue"),
            QStringLiteral("assertion and compliance violation"),
            QStringLiteral("test execution problem")};
    if (categoryEvident == QLatin1String("packaging"))
        return {QStringLiteral("packaging configuration error"),
            QStringLiteral("installation/verification failure")};
    return {};
}

const QStringList &knowledgePhases()
{
    static const QStringList phases{
        QStringLiteral("evaluation"),
        QStringLiteral("fetch"),
        QStringLiteral("unpack"),
        QStringLiteral("patch"),
        QStringLiteral("configure"),
        QStringLiteral("build"),
        QStringLiteral("check"),
        QStringLiteral("install"),
        QStringLiteral("fixup"),
        QStringLiteral("installCheck"),
        QStringLiteral("any"),
        QStringLiteral("%prep"),
        QStringLiteral("%build"),
        QStringLiteral("%install"),
        QStringLiteral("%check"),
    };
    return phases;
}

const QStringList &knowledgeEcosystems()
{
    static const QStringList ecosystems{
        QStringLiteral("nix"), QStringLiteral("rpm"), QStringLiteral("any")};
    return ecosystems;
}

} // namespace packwright::evidence

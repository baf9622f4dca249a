#include "evidence/Categories.h"

#include "core/EnumNames.h"

#include <array>

namespace packwright::evidence {

namespace {

constexpr EnumNames<NixCategory, 13> nixNames{{{
    {NixCategory::HashMismatch, u"hash_mismatch"},
    {NixCategory::MissingDependency, u"missing_dependency"},
    {NixCategory::DependencyNotInNixpkgs, u"dependency_not_in_nixpkgs"},
    {NixCategory::NetworkInSandbox, u"network_in_sandbox"},
    {NixCategory::MissingLockFile, u"missing_lock_file"},
    {NixCategory::EvalError, u"eval_error"},
    {NixCategory::CompileError, u"compile_error"},
    {NixCategory::TestFailure, u"test_failure"},
    {NixCategory::FhsPath, u"fhs_path"},
    {NixCategory::InstallPhase, u"install_phase"},
    {NixCategory::PythonImportsCheck, u"python_imports_check"},
    {NixCategory::VersionMismatch, u"version_mismatch"},
    {NixCategory::Other, u"other"},
}}};

constexpr EnumNames<EvidentCategory, 4> evidentNames{{{
    {EvidentCategory::Dependency, u"dependency"},
    {EvidentCategory::Compilation, u"compilation"},
    {EvidentCategory::Test, u"test"},
    {EvidentCategory::Packaging, u"packaging"},
}}};

constexpr std::array<const char16_t *, 10> subcategories{
    u"missing dependency",
    u"dependency conflict",
    u"code-level issue",
    u"build error",
    u"api and function issue",
    u"code and compatibility issue",
    u"assertion and compliance violation",
    u"test execution problem",
    u"packaging configuration error",
    u"installation/verification failure",
};

} // namespace

QString nixCategoryName(NixCategory category)
{
    return nixNames.name(category);
}

std::optional<NixCategory> nixCategoryFromName(QStringView name)
{
    return nixNames.find(name);
}

QString evidentCategoryName(EvidentCategory category)
{
    return evidentNames.name(category);
}

std::optional<EvidentCategory> evidentCategoryFromName(QStringView name)
{
    return evidentNames.find(name);
}

QString errorKindName(ErrorKind kind)
{
    return kind == ErrorKind::EvaluationError ? QStringLiteral("evaluation_error")
                                              : QStringLiteral("build_error");
}

bool isEvidentSubcategory(QStringView name)
{
    for (const char16_t *entry : subcategories) {
        if (name == QStringView(entry))
            return true;
    }
    return false;
}

} // namespace packwright::evidence

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/Categories.h"

#include "core/EnumNames.h"

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

QList<NixCategory> allNixCategories()
{
    QList<NixCategory> all;
    for (const auto &[category, name] : nixNames.entries)
        all.append(category);
    return all;
}

QList<EvidentCategory> allEvidentCategories()
{
    QList<EvidentCategory> all;
    for (const auto &[category, name] : evidentNames.entries)
        all.append(category);
    return all;
}

QStringList evidentSubcategories(EvidentCategory category)
{
    switch (category) {
    case EvidentCategory::Dependency:
        return {QStringLiteral("missing dependency"), QStringLiteral("dependency conflict")};
    case EvidentCategory::Compilation:
        return {QStringLiteral("code-level issue"), QStringLiteral("build error"),
            QStringLiteral("api and function issue")};
    case EvidentCategory::Test:
        return {QStringLiteral("code and compatibility issue"),
            QStringLiteral("assertion and compliance violation"),
            QStringLiteral("test execution problem")};
    case EvidentCategory::Packaging:
        return {QStringLiteral("packaging configuration error"),
            QStringLiteral("installation/verification failure")};
    }
    return {};
}

} // namespace packwright::evidence

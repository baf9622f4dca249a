# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Every third-party dependency of Packwright, found once, here (see DESIGN.md "Dependencies").
# packaging/setup.sh installs them on Debian 12 and prints the names for other systems.

find_package(Qt6 6.4 REQUIRED COMPONENTS
    Core Gui Widgets Network Sql Charts Concurrent Test LinguistTools)
qt_standard_project_setup()

find_package(QCoro6 0.8 REQUIRED COMPONENTS Core Network)
qcoro_enable_coroutines()

find_package(Qt6Keychain REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)

find_package(PkgConfig REQUIRED)
pkg_check_modules(LIBGIT2 REQUIRED IMPORTED_TARGET libgit2>=1.1)
pkg_check_modules(VTERM REQUIRED IMPORTED_TARGET vterm>=0.1)

# kainjow mustache is a single header; Debian ships no CMake config for it.
find_path(KAINJOW_MUSTACHE_INCLUDE_DIR kainjow/mustache.hpp REQUIRED)
add_library(kainjow_mustache INTERFACE IMPORTED)
target_include_directories(kainjow_mustache INTERFACE ${KAINJOW_MUSTACHE_INCLUDE_DIR})

# KSyntaxHighlighting for Qt 6: the system KF6 package where one exists; on Debian 12
# the static build of Debian's 5.116 source for Qt 6 that
# packaging/build-ksyntaxhighlighting.sh installs into ~/.cache/packwright/deps
# (packaging/dev.sh passes that prefix in CMAKE_PREFIX_PATH). 5.116 keeps the KF5 name
# even when built for Qt 6, so a KF5 package is accepted only if it links Qt 6.
find_package(KF6SyntaxHighlighting QUIET)
if(KF6SyntaxHighlighting_FOUND)
    set(packwright_syntax_target KF6::SyntaxHighlighting)
else()
    find_package(KF5SyntaxHighlighting 5.90 QUIET)
    if(KF5SyntaxHighlighting_FOUND)
        get_target_property(_ksh_links KF5::SyntaxHighlighting INTERFACE_LINK_LIBRARIES)
        if("${_ksh_links}" MATCHES "Qt6::")
            set(packwright_syntax_target KF5::SyntaxHighlighting)
        endif()
    endif()
endif()
if(NOT packwright_syntax_target)
    message(FATAL_ERROR "KSyntaxHighlighting for Qt 6 was not found. Install your system's "
        "KF6SyntaxHighlighting development package, or run packaging/build-ksyntaxhighlighting.sh "
        "and pass its prefix in CMAKE_PREFIX_PATH (packaging/dev.sh does both).")
endif()
add_library(packwright_syntax_highlighting INTERFACE IMPORTED)
target_link_libraries(packwright_syntax_highlighting INTERFACE ${packwright_syntax_target})
message(STATUS "KSyntaxHighlighting: ${packwright_syntax_target}")

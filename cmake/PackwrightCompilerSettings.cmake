# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Warnings, -Werror and sanitizers for Packwright's own targets (not for dependencies).
# Call packwright_target_settings(<target>) on every target we define.

function(packwright_target_settings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
        -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual -Wformat=2)
    if(PACKWRIGHT_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    # Strings from the UI and the log stream must never be built from char* by accident.
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_USE_QSTRINGBUILDER QT_NO_KEYWORDS)
endfunction()

if(PACKWRIGHT_SANITIZE)
    # Applied globally so that every object in a test binary shares one runtime.
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
        -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

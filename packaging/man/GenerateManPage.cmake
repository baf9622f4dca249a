# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Generates one man page from `packwright [COMMAND] --help` with help2man.
# cmake -DHELP2MAN=… -DPROGRAM=… -DCOMMAND=<command or empty> -DVERSION=… -DOUTPUT=…
#       -DINCLUDE=common.h2m -P GenerateManPage.cmake
if(COMMAND)
    set(page "packwright-${COMMAND}")
    set(help_option "${COMMAND} --help")
else()
    set(page "packwright")
    set(help_option "--help")
endif()
# The English texts whatever the build machine's locale; no display needed for --help.
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANG} C.UTF-8)
set(ENV{LANGUAGE} "")
set(ENV{QT_QPA_PLATFORM} offscreen)
execute_process(
    COMMAND ${HELP2MAN} --no-info --no-discard-stderr --section=1
        --version-string=${VERSION} --help-option=${help_option}
        --name=${page} --include=${INCLUDE} --output=${OUTPUT}.tmp ${PROGRAM}
    RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "help2man failed for ${page} (${status})")
endif()
file(READ ${OUTPUT}.tmp text)
file(REMOVE ${OUTPUT}.tmp)
# help2man names the page after the executable: name it after the command, and describe it
# with the help's first line.
string(TOUPPER "${page}" title)
string(REGEX REPLACE "\n\\.TH PACKWRIGHT " "\n.TH ${title} " text "${text}")
string(REGEX REPLACE "\n\\.SH NAME\n[^\n]*\n" "\n.SH NAME\n${page} \\\\- @DESCRIPTION@\n" text
    "${text}")
set(descriptions
    "packwright=a workbench for packaging software with Nix, with an LLM agent under a maintainer's control"
    "packwright-package=package a project with Nix without a display"
    "packwright-update=update a Nix package to a new version and repair it"
    "packwright-export=commit a finished Packwright session's package into a nixpkgs checkout"
    "packwright-run-in-vm=run a script in a fresh VM with a finished session's package"
    "packwright-lint=check a Nix package file against the rules of a nixpkgs pull request"
    "packwright-batch=run a file of packaging tasks as headless sessions and summarise the results")
foreach(entry IN LISTS descriptions)
    string(FIND "${entry}" "=" eq)
    string(SUBSTRING "${entry}" 0 ${eq} name)
    if(name STREQUAL page)
        math(EXPR eq "${eq} + 1")
        string(SUBSTRING "${entry}" ${eq} -1 description)
    endif()
endforeach()
string(REPLACE "@DESCRIPTION@" "${description}" text "${text}")
file(WRITE ${OUTPUT} "${text}")

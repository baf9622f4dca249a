# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# CPack runs this (CPACK_PRE_BUILD_SCRIPTS) on the files it installed into its staging
# directory, before it builds the .deb from them: what debhelper does to every Debian
# package and `cmake --install` leaves out, so that lintian finds no error.
# - The man pages and the README are compressed with `gzip -9n` (policy 12.1 and 12.3,
#   dh_compress; -n keeps name and time stamp out, so the package is reproducible).
# - /usr/share/doc/packwright/copyright in the machine-readable format (policy 12.5), naming
#   /usr/share/common-licenses/GPL-3 instead of a copy of the licence.
# - /usr/share/doc/packwright/changelog.gz, the changelog of a native package (policy 12.7),
#   made from the metainfo's newest release.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()
find_program(GZIP gzip REQUIRED)
file(GLOB_RECURSE doc_dirs LIST_DIRECTORIES true "${CPACK_TEMPORARY_DIRECTORY}/*/share/doc/packwright")
list(FILTER doc_dirs INCLUDE REGEX "/share/doc/packwright$")
if(NOT doc_dirs)
    message(FATAL_ERROR "no share/doc/packwright under ${CPACK_TEMPORARY_DIRECTORY}")
endif()
list(GET doc_dirs 0 doc)
get_filename_component(share "${doc}/../.." ABSOLUTE)

# changelog.gz: one entry, the metainfo's newest release (its version is the package's).
file(GLOB metainfo "${share}/metainfo/*.metainfo.xml")
file(READ "${metainfo}" text)
if(NOT text MATCHES "<release version=\"([^\"]+)\" date=\"([0-9-]+)\">[ \n]*<description>(.*)</description>")
    message(FATAL_ERROR "no <release> with a date and description in ${metainfo}")
endif()
set(version "${CMAKE_MATCH_1}")
set(date "${CMAKE_MATCH_2}")
string(SUBSTRING "${date}" 0 4 year)
string(REGEX REPLACE "</description>.*" "" notes "${CMAKE_MATCH_3}")
string(REGEX REPLACE "<[^>]*>" "" notes "${notes}")
string(REGEX REPLACE "[ \n]+" " " notes "${notes}")
string(STRIP "${notes}" notes)
if(NOT version STREQUAL CPACK_PACKAGE_VERSION)
    message(FATAL_ERROR "the metainfo's newest release ${version} is not ${CPACK_PACKAGE_VERSION}")
endif()
execute_process(COMMAND date -u -R -d "${date} 00:00:00 UTC" OUTPUT_VARIABLE when
    OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
# Wrapped to 80 columns: "  * " and "    " in front of at most 76 characters.
string(REPLACE " " ";" words "${notes}")
set(notes "")
set(line "")
foreach(word IN LISTS words)
    string(LENGTH "${line} ${word}" length)
    if(line AND length GREATER 76)
        string(APPEND notes "${line}\n    ")
        set(line "${word}")
    elseif(line)
        string(APPEND line " ${word}")
    else()
        set(line "${word}")
    endif()
endforeach()
string(APPEND notes "${line}")
file(WRITE "${doc}/changelog"
"packwright (${version}) unstable; urgency=medium

  * ${notes}

 -- ${CPACK_PACKAGE_CONTACT}  ${when}
")

# copyright, instead of the licence's full text.
file(REMOVE "${doc}/LICENSE")
file(WRITE "${doc}/copyright"
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Packwright
Upstream-Contact: ${CPACK_PACKAGE_CONTACT}
Source: ${CPACK_DEBIAN_PACKAGE_HOMEPAGE}

Files: *
Copyright: ${year} The Packwright authors
License: GPL-3.0-or-later
 This program is free software: you can redistribute it and/or modify
 it under the terms of the GNU General Public License as published by
 the Free Software Foundation, either version 3 of the License, or
 (at your option) any later version.
 .
 This program is distributed in the hope that it will be useful,
 but WITHOUT ANY WARRANTY; without even the implied warranty of
 MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 GNU General Public License for more details.
 .
 On Debian systems, the complete text of the GNU General Public License
 version 3 can be found in /usr/share/common-licenses/GPL-3.
")

set(compress "${doc}/changelog" "${doc}/README.md")
file(GLOB_RECURSE pages LIST_DIRECTORIES false "${share}/man/man*/*")
list(APPEND compress ${pages})
foreach(file IN LISTS compress)
    if(file MATCHES "\\.gz$")
        continue()
    endif()
    execute_process(COMMAND ${GZIP} -9nf ${file} COMMAND_ERROR_IS_FATAL ANY)
endforeach()
list(LENGTH pages count)
message(STATUS "Debian staging: copyright, changelog.gz, ${count} man pages gzip -9n")

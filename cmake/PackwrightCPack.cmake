# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: `cpack -G DEB --config build/CPackConfig.cmake` (or the target
# `package`) builds packwright_<version>_<arch>.deb from the install rules; dpkg-shlibdeps
# finds the shared libraries' packages, so it installs with `apt install ./packwright_*.deb`
# on Debian 12. KSyntaxHighlighting is linked statically (packaging/setup.sh), so it is no
# dependency.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME packwright)
set(CPACK_PACKAGE_VENDOR "The Packwright authors")
# Debian's Maintainer field: "Name <email>" (policy 5.6.2). The same name and address as the
# metainfo's developer_name and update_contact (test packaging_deb compares them).
set(PACKWRIGHT_MAINTAINER_NAME "The Packwright authors")
set(PACKWRIGHT_MAINTAINER_EMAIL "packwright@packwright.github.io")
set(CPACK_PACKAGE_CONTACT "${PACKWRIGHT_MAINTAINER_NAME} <${PACKWRIGHT_MAINTAINER_EMAIL}>")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# The synopsis: no leading article, under 80 characters (lintian).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for packaging software with Nix, an LLM agent at work")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY packwright)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # packwright_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What debhelper would do to the staged files: man pages gzip -9n, copyright, changelog.gz.
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/packaging/DebianStaging.cmake)
# Qt's SQLite driver and platform plugins are plugins (no shlibdeps); Nix builds, git
# keeps the workspace, QEMU or bubblewrap run the refinement VM.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "nix-bin, git, qemu-system-x86, busybox-static, linux-image-amd64, bubblewrap")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "gnome-keyring")
# The extended description: CPack writes the summary line, then indents each line by one.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Packwright is a desktop workbench for packaging software with Nix. An LLM
agent does the build - read the log - repair cycle; the maintainer watches
every step and approves, edits, rejects or rolls it back. It implements
Vibenix (iterative packaging, refinement in a VM, failure analysis,
maintenance) and EvidenT (evidence-preserving repair with failure-signal
extraction). Its commands package, update, explain and lint without a
display.")
set(CPACK_PACKAGE_DESCRIPTION "${CPACK_DEBIAN_PACKAGE_DESCRIPTION}")
include(CPack)

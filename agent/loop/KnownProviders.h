// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace packwright::loop {

/// Well-known nixpkgs providers of what builds most often miss, for the quick fixer when
/// nix-locate is not installed (its usual state): the answer nix-locate would give for the
/// common cases, and names the package index cannot guess (`-lz` → zlib, `yaml` → pyyaml).
/// Each function returns the nixpkgs attribute, or empty when the name is not in its table.

/// pkg-config module ("zlib", "openssl", "libcurl", "glib-2.0") → attribute.
QString knownPkgConfigProvider(const QString &module);
/// Header as included ("zlib.h", "openssl/ssl.h", "curl/curl.h") → attribute.
QString knownHeaderProvider(const QString &header);
/// Library name without -l and lib ("z", "ssl", "ncursesw") → attribute.
QString knownLibraryProvider(const QString &library);
/// Command ("cmake", "pkg-config", "autoreconf", "msgfmt") → attribute.
QString knownCommandProvider(const QString &command);
/// Python import name, top level ("yaml", "PIL", "flit_core") → python3Packages attribute
/// without the set ("pyyaml", "pillow", "flit-core").
QString knownPythonProvider(const QString &module);
/// Whether the Python import name is a PEP 517 build backend or a build-time plugin of one
/// (setuptools, hatchling, flit_core, poetry, setuptools_scm, …): build-system, not
/// dependencies.
bool isPythonBuildBackend(const QString &module);

} // namespace packwright::loop

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace packwright::tools {

/// The license file among a project's root files, by the usual names in order of preference
/// (LICENSE, LICENSE.md, LICENSE.txt, LICENCE, COPYING, COPYING.LIB, COPYRIGHT, …, then any
/// LICENSE-* / COPYING.*), or empty.
QString findLicenseFile(const QStringList &rootFileNames);

/// An SPDX id guessed from a license text by its characteristic wording: an
/// "SPDX-License-Identifier:" line; the GNU licenses (GPL, LGPL, AGPL with their version,
/// taken as "-or-later" as the GNU texts recommend); Apache-2.0, MPL-2.0, MIT, ISC,
/// BSD-2-Clause / BSD-3-Clause (by the endorsement clause), Zlib, BSL-1.0, Unlicense.
/// Empty when none is recognised. A guess: the maintainer checks it.
QString guessLicense(const QString &input);

/// The SPDX id a package manifest declares (pyproject.toml's `license = "…"` or
/// `license = { text = "…" }`, Cargo.toml's `license = "…"`, package.json's
/// `"license": "…"`), or empty. `text` is the manifest, `fileName` its name.
QString declaredLicense(const QString &fileName, const QString &text);

} // namespace packwright::tools

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

// What nixpkgs expects of the text Packwright writes into a package file, beyond the
// builder templates: the source's release tag and version, the changelog link, the
// description, and nixfmt's blank lines.

namespace packwright::tools {

/// The fetcher call as a package's `src` writes it (pkgs/README.md "Sources"; nixpkgs
/// #355973): a release tag of fetchFromGitHub/GitLab/Codeberg/Gitea (`rev` or `tag` equal to
/// the version, with any prefix such as "v") becomes `tag = "v${finalAttrs.version}";`,
/// and the version inside a `url = "…";` becomes `${finalAttrs.version}`. A commit hash in
/// `rev` stays. Other text unchanged.
QString sourceExpression(const QString &fetcherExpression, const QString &version);

/// The URL of `file` at the package's release tag, as `meta.changelog` writes it (pkgs/README.md
/// "Meta attributes": a version-specific page), or empty when the source's forge and tag are
/// not known. From a forge fetcher: `https://github.com/O/R/blob/${finalAttrs.src.tag}/FILE`
/// (GitLab `/-/blob/`, Codeberg and Gitea `/src/tag/`); from a GitHub/GitLab/Codeberg release
/// or archive URL: the same with the tag written through `finalAttrs.version`.
QString changelogUrl(const QString &fetcherExpression, const QString &version, const QString &file);

/// `text` as nixpkgs wants a `meta.description` (pkgs/README.md "Meta attributes";
/// doc/stdenv/meta.chapter.md): its first sentence, one line; a leading "PNAME is a",
/// "PNAME - ", "PNAME: " and a leading article (A, An, The) removed; capitalised; no
/// trailing period or other end punctuation. Empty when nothing is left.
QString nixpkgsDescription(const QString &text, const QString &pname);

/// Blank-line hygiene of written Nix text, as nixfmt prints it: a run of blank lines becomes
/// one, blank lines right after an opening `{`, `[` or `(` line and right before a closing
/// one go, trailing blanks of a line go, and the text ends in exactly one newline.
QString tidyBlankLines(const QString &text);

/// Whether a run of `script` that printed `output` shows `program` printing `version` when
/// asked for it (`program --version`, `-V`, `version`): the evidence versionCheckHook needs
/// (doc/hooks/versionCheckHook.section.md). Lines naming a store path do not count (a path
/// holds the version without the program saying it).
bool showsVersion(
    const QString &script, const QString &output, const QString &program, const QString &version);

/// `expression` with versionCheckHook as nixpkgs writes it: `versionCheckHook` among the
/// function's arguments, `nativeInstallCheckInputs = [ versionCheckHook ];` and (outside Python
/// builders, which run install checks by default) `doInstallCheck = true;` before `meta`.
/// Empty when it has install-check inputs already or no `meta = {` line at indent two.
QString withVersionCheck(const QString &expression);

} // namespace packwright::tools

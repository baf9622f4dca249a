// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace packwright::nix {

/// `source` with every comment and string literal (`"…"`, `''…''`, interpolations inside
/// them included) blanked to spaces: the same length and the same newlines, so that offsets
/// found in the mask are offsets in `source`. Text searches on it see code only (a
/// `buildInputs` in a comment, a `[` in a string are gone).
QString nixCodeMask(const QString &source);

/// Whether `offset` in the Nix text `source` lies inside a comment (`# …` or `/* … */`);
/// string literals (`"…"`, `''…''`) are skipped, so a `#` inside one starts no comment.
bool inNixComment(const QString &source, qsizetype offset);

/// What each character of `source` is to Nix's lexer, one byte per QChar (same length):
/// 'c' code, '#' a comment (`# …` without its newline, `/* … */`), '"' a string literal
/// (`"…"` or `''…''`, its quotes and interpolated code included). A blank line inside an
/// indented string has its newline marked '"', so lines of code can be told from lines of
/// a string.
QByteArray nixCharacterClasses(const QString &source);

} // namespace packwright::nix

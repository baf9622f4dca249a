// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace packwright::tools {

/// The part of a README that helps package the project, at most `lineLimit` lines: the
/// opening paragraph (what the project is), then every section whose heading is about
/// building, installing, dependencies, configuration or tests, in document order. Sections
/// about credits, authors, licences, history, support or contributing are left out and named
/// on one closing line ("[left out: Credits, License]"). Headings are Markdown (`#`, `===`,
/// `---`), reStructuredText underlines and AsciiDoc (`==`). A README without headings is taken
/// paragraph by paragraph: the first one, then those naming a build or install step
/// (`./configure`, `make install`, `cmake`, "requires", …); paragraphs that are mostly names
/// and e-mail addresses (credit lists) never. Badge and image lines are dropped, runs of
/// blank lines folded. Deterministic, so the Findings slot stays byte-identical across a
/// session's calls (issue 23 item 3; EvidenT §4.2.3 keeps Findings stable).
QString readmeExcerpt(const QString &text, int lineLimit);

} // namespace packwright::tools

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

/// A package.nix binding every attribute tst_attributelocation asks for, each in one of the
/// forms package files use, with decoys in comments, strings and a nested set. (Its raw
/// string literal lives in a .cpp of its own: moc 6.4 loses Q_OBJECT classes after one.)
QString attributeLocationSample();

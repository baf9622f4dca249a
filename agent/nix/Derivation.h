// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace packwright::nix {

/// The parts of a store derivation (`.drv`, Nix's ATerm format) Packwright reads:
/// outputs with their fixed-output hash, input derivations, builder and environment.
struct Derivation
{
    struct Output
    {
        QString path;
        QString
            hashAlgorithm; ///< "sha256" or "r:sha256" (recursive/NAR) for a fixed-output derivation
        QString hash;      ///< base16, for a fixed-output derivation
    };

    QHash<QString, Output> outputs;
    QStringList inputDrvs;
    QString system;
    QString builder;
    QStringList args;
    QHash<QString, QString> env;

    bool isFixedOutput() const;

    /// Parses ATerm text. Errors: malformed text (with the byte offset).
    static Result<Derivation> parse(QByteArrayView aterm);
    /// Reads and parses a `.drv` file from the store (at most 64 MiB).
    static Result<Derivation> read(const QString &drvPath);
};

} // namespace packwright::nix

// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Log lines for tst_nixlog, kept out of the test class: moc 6.4 misreads raw strings
// with an odd number of quotes and then finds no Q_OBJECT class.

extern const char buildStartLine[];
extern const char colouredLogLine[];
extern const char setPhaseLine[];
extern const char errorMessageLine[];
extern const char truncatedJsonLine[];
extern const char mistypedFieldsLine[];
extern const char nixbldWarningLine[];
extern const char logLineHead[];
extern const char logLineTail[];

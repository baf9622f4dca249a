// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nixlog_samples.h"

const char buildStartLine[]
    = R"(@nix {"action":"start","fields":["/nix/store/x-a.drv","",1,1],"id":7,"level":3,"parent":0,"text":"building '/nix/store/x-a.drv'","type":105})";
const char colouredLogLine[]
    = R"(@nix {"action":"result","fields":["\u001b[31mred\u001b[0m text"],"id":7,"type":101})";
const char setPhaseLine[] = R"(@nix {"action":"result","fields":["buildPhase"],"id":7,"type":104})";
const char errorMessageLine[]
    = R"(@nix {"action":"msg","level":0,"msg":"\u001b[31;1merror:\u001b[0m boom"})";
const char truncatedJsonLine[] = R"(@nix {"action":"msg","lev)";
const char mistypedFieldsLine[] = R"(@nix {"action":"result","fields":"x","id":"7","type":"101"})";
const char nixbldWarningLine[]
    = R"(@nix {"action":"msg","level":0,"msg":"warning: the group 'nixbld' specified in 'build-users-group' does not exist"})";
const char logLineHead[] = R"(@nix {"action":"result","fields":[")";
const char logLineTail[] = R"("],"id":1,"type":101})";

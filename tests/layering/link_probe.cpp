// Links one layer's library and nothing else; tst_layering inspects what it pulls in.
#include "loop/Verdict.h"

int main()
{
    return packwright::loop::verdictName(packwright::loop::VerdictKind::Progress).isEmpty() ? 1 : 0;
}

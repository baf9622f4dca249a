#include "vm/VmBackend.h"

namespace packwright::vm {

VmBackend::~VmBackend() = default;

} // namespace packwright::vm

#ifndef CTHREADSTACK_H
#define CTHREADSTACK_H

#include <stdint.h>

/// The lowest address of the calling thread's stack (stacks grow down towards it), or 0 when
/// it cannot be found. Found once per thread and then kept in a thread-local variable.
uintptr_t lucid_thread_stack_lower_bound(void);

#endif

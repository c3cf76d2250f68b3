// Why C: the stack bounds of a thread come from pthread_getattr_np (a GNU extension that
// Swift's Glibc module does not export) or, on Darwin, pthread_get_stackaddr_np; no library
// on this machine wraps either. LucidLayout uses the bound to continue a very deep layout
// on a thread with a larger stack instead of overflowing the caller's.
#define _GNU_SOURCE
#include <pthread.h>
#include "CThreadStack.h"

static _Thread_local uintptr_t cached_lower_bound;

uintptr_t lucid_thread_stack_lower_bound(void) {
    if (cached_lower_bound != 0) return cached_lower_bound;
    uintptr_t low = 0;
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    low = (uintptr_t)pthread_get_stackaddr_np(self) - (uintptr_t)pthread_get_stacksize_np(self);
#else
    // (For the main thread glibc reads /proc/self/maps: slow, hence the cache.)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void *address = 0;
        size_t size = 0;
        if (pthread_attr_getstack(&attributes, &address, &size) == 0) low = (uintptr_t)address;
        pthread_attr_destroy(&attributes);
    }
#endif
    cached_lower_bound = low;
    return low;
}

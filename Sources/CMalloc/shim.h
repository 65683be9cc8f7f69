// glibc's allocator settings (mallopt), used by the kiln executable on Linux only.
#if defined(__linux__)
#include <malloc.h>
#endif

#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng's simplified API writes a whole image in one call, without the setjmp error handling
// of its full API (which cannot unwind Swift frames safely).
#include <png.h>
#include <stdio.h>

#endif

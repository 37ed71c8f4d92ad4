#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H

// libdeflate: whole-buffer zlib compression and CRC-32, about twice as fast as zlib's.
#include <libdeflate.h>

#endif

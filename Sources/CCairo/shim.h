#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

// Cairo's image surfaces, paths, toy text API (fonts found through fontconfig) and PNG
// streams are all the pictures need; Swift imports them as they are.
#include <cairo/cairo.h>

#endif

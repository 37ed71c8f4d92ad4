#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H

// Pango lays text out on Cairo: HarfBuzz shapes it (joined Arabic-script letters), the
// Unicode bidirectional algorithm orders it, and fontconfig falls back to a font that has
// each character. One layout per canvas measures and draws every line.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>

#endif

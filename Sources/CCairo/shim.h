// The C APIs Lucid renders with: Cairo for drawing, Pango (through pangocairo) for text.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

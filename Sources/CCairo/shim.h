// The C APIs Lucid renders with: Cairo for drawing, Pango (through pangocairo) for text,
// and zlib's CRC-32 for the text chunks added to PNG files.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

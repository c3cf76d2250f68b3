// The C APIs Lucid renders with: Cairo for drawing, Pango (through pangocairo) for text
// and Pango's fontconfig font map, so Lucid can hand Pango its own fontconfig
// configuration (the bundled fonts) instead of the machine's; and zlib's CRC-32 for the
// text chunks added to PNG files.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>
// FreeType and HarfBuzz only for their versions, which golden checks record.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>

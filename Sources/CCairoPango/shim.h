#ifndef FORMRENDER_CCAIROPANGO_SHIM_H
#define FORMRENDER_CCAIROPANGO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#endif

#ifndef FORMRENDER_CDEFLATE_SHIM_H
#define FORMRENDER_CDEFLATE_SHIM_H
// zlib for its CRC-32 (and tests' reference inflate), libdeflate for inflating and for comparing compressors.
#include <zlib.h>
#include <libdeflate.h>
#endif

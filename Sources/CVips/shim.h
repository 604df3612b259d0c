// libvips (Debian's libvips-dev), seen from Swift. Its operations take their options as C
// variadic arguments, which Swift cannot call, so the one pipeline the app needs is written here:
// decode, turn upright, scale down, flatten, encode as JPEG.
#ifndef CONTACTS_CVIPS_SHIM_H
#define CONTACTS_CVIPS_SHIM_H

#include <vips/vips.h>

/// Drops a libvips warning ("error in tile 0 x 1208" of a damaged image): the refusal says it.
static inline void cvips_unlogged(
    const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {}

/// Starts libvips once for the process, with its untrusted loaders (those not fuzzed for hostile
/// input: ImageMagick, PDF, SVG…) blocked, its operation cache off and its warnings unlogged.
/// 0 on success.
static inline int cvips_start(void) {
  if (VIPS_INIT("contacts")) return -1;
  g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, cvips_unlogged, NULL);
  vips_block_untrusted_set(TRUE);
  vips_cache_set_max(0);
  return 0;
}

/// The width and height the header of the image file at `bytes` says, read without decoding a
/// pixel. 0 on success; -1 when libvips reads no image there, with its error set.
static inline int cvips_size(const void *bytes, size_t length, int *width, int *height) {
  VipsImage *image = vips_image_new_from_buffer(bytes, length, "", NULL);
  if (!image) return -1;
  *width = vips_image_get_width(image);
  *height = vips_image_get_height(image);
  g_object_unref(image);
  return 0;
}

/// `length` bytes at `bytes` (an image file) decoded, failing on a truncated or corrupt image
/// rather than filling the rest with grey; turned upright as its EXIF orientation says; scaled
/// down (never up) so that its long side is at most `side` pixels, shrinking while it decodes
/// (a JPEG's DCT scaling); flattened onto white when it has an alpha channel; encoded as a
/// baseline JPEG of `quality`, its metadata (EXIF, GPS, ICC, XMP) stripped. Returns a buffer to
/// free with `g_free`, its length in `*out_length`; NULL on failure, with libvips's error set.
static inline void *cvips_scaled_jpeg(
    const void *bytes, size_t length, int side, int quality, size_t *out_length) {
  VipsImage *scaled = NULL;
  if (vips_thumbnail_buffer(
          (void *)bytes, length, &scaled, side, "height", side, "size", VIPS_SIZE_DOWN,
          "option_string", "fail_on=truncated", NULL))
    return NULL;
  VipsImage *opaque = scaled;
  if (vips_image_hasalpha(scaled)) {
    VipsArrayDouble *white = vips_array_double_newv(1, 255.0);
    int failed = vips_flatten(scaled, &opaque, "background", white, NULL);
    vips_area_unref(VIPS_AREA(white));
    g_object_unref(scaled);
    if (failed) return NULL;
  }
  void *jpeg = NULL;
  int failed = vips_jpegsave_buffer(
      opaque, &jpeg, out_length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
  g_object_unref(opaque);
  return failed ? NULL : jpeg;
}

#endif

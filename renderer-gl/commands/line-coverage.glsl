// Prepended to the fragment shaders of full-screen line passes.
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

// Coverage of the pixel [pixelStart, pixelStart + 1] by a line `width` pixels wide centered at `center`
// (all in device pixels). The line's start edge snaps to the pixel grid, so a line of integer width covers
// whole pixels (crisp, never smeared over two half-lit pixels) and a 1.5 px line is one full pixel plus a half.
float lineCoverage(float pixelStart, float center, float width) {
  float start = floor(center - 0.5 * width + 0.5);
  return clamp(min(start + width, pixelStart + 1.0) - max(start, pixelStart), 0.0, 1.0);
}

// One triangle that covers the whole viewport (cheaper than a two-triangle quad: no diagonal seam).
precision highp float;

attribute vec2 position;

void main() {
  gl_Position = vec4(position, 0.0, 1.0);
}

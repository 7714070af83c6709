// An image's quad: a corner of the unit square, scaled to the image's half size and turned by its angle in
// math units around its center, then to clip space like every other layer.
precision highp float;

attribute vec2 corner;

uniform vec2 cameraOffset;
uniform vec2 halfSize;
// cos and sin of the counterclockwise angle.
uniform vec2 rotation;
uniform vec2 pixelScale;
uniform vec2 viewportSize;

varying vec2 textureCoordinate;

void main() {
  vec2 local = corner * halfSize;
  vec2 turned = vec2(local.x * rotation.x - local.y * rotation.y, local.x * rotation.y + local.y * rotation.x);
  gl_Position = vec4((turned + cameraOffset) * pixelScale / (0.5 * viewportSize), 0.0, 1.0);
  // Row 0 of the texture is the image's top, at corner.y = +1.
  textureCoordinate = vec2(0.5 + 0.5 * corner.x, 0.5 - 0.5 * corner.y);
}

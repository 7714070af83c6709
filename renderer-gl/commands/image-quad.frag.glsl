// An image's texel (premultiplied on upload) times its opacity.
precision mediump float;

uniform sampler2D image;
uniform float opacity;

varying vec2 textureCoordinate;

void main() {
  gl_FragColor = texture2D(image, textureCoordinate) * opacity;
}

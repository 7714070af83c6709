// The polar grid in one full-screen pass: circles around the origin every minor step (ellipses when x and
// y scales differ) and radial lines every `angleStep` radians, every second one major. Radial lines start
// where their neighbours are far enough apart (the CPU gives those radii), so they do not clot at the center.
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

// Device pixels from the left and bottom edges.
uniform vec2 origin;
// Device pixels per math unit.
uniform vec2 pixelScale;
// Math units between circles; every `subdivisions`-th circle is major.
uniform float circleStep;
uniform float subdivisions;
uniform float minorOpacity;
uniform float angleStep;
uniform float majorRadialStart;
uniform float minorRadialStart;
uniform float lineWidth;
uniform vec4 minorColor;
uniform vec4 majorColor;

float lineRamp(float distance) {
  return clamp(0.5 * lineWidth + 0.5 - distance, 0.0, 1.0);
}

void main() {
  vec2 offset = gl_FragCoord.xy - origin;
  vec2 position = offset / pixelScale;
  float radius = length(position);
  float pixelRadius = length(offset);

  // Circles: the distance in pixels is the radius error over the radius' pixel gradient.
  float index = floor(radius / circleStep + 0.5);
  float gradient = length(position / pixelScale) / max(radius, 1e-30);
  float circle = index < 0.5 ? 0.0 : lineRamp(abs(radius - index * circleStep) / max(gradient, 1e-30));
  bool circleMajor = abs(index - subdivisions * floor(index / subdivisions + 0.5)) < 0.5;

  // Radial lines: the nearest by angle, and its neighbours (with unequal scales the nearest on screen
  // need not be the nearest in math angle).
  float nearest = floor(atan(position.y, position.x) / angleStep + 0.5);
  float radialMinor = 0.0;
  float radialMajor = 0.0;
  for (int step = -1; step <= 1; step++) {
    float lineIndex = nearest + float(step);
    float angle = lineIndex * angleStep;
    vec2 direction = normalize(vec2(cos(angle), sin(angle)) * pixelScale);
    float distance = dot(offset, direction) >= 0.0 ? abs(offset.x * direction.y - offset.y * direction.x) : pixelRadius;
    bool major = abs(lineIndex - 2.0 * floor(lineIndex * 0.5 + 0.25)) < 0.5;
    if (major) {
      radialMajor = max(radialMajor, pixelRadius >= majorRadialStart ? lineRamp(distance) : 0.0);
    } else {
      radialMinor = max(radialMinor, pixelRadius >= minorRadialStart ? lineRamp(distance) : 0.0);
    }
  }

  float minor = max(circleMajor ? 0.0 : circle * minorOpacity, radialMinor);
  float major = max(circleMajor ? circle : 0.0, radialMajor);
  vec4 color = minorColor * minor;
  gl_FragColor = majorColor * major + color * (1.0 - majorColor.a * major);
}

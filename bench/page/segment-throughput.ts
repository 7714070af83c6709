/**
 * The WebGL limit: how many segments of expanded triangle geometry (6 vertices per segment, 5 floats
 * each: the simplest layout a GPU draws without indices) this browser's WebGL draws per second, with the cheapest shaders
 * that still place every vertex (push each corner out by the half width) and paint a constant colour.
 * Our renderer's shaders do more (round caps, antialiasing, two passes), so its figure can only be lower.
 *
 * Every timed draw ends with gl.finish() and a 1 × 1 readPixels, so the GPU's work is inside the timing.
 */
const VERTEX_SHADER = `
attribute vec2 start;
attribute vec2 end;
attribute float corner;
uniform vec2 pixelScale;
uniform vec2 viewportSize;
uniform float halfWidth;
void main() {
  vec2 a = start * pixelScale;
  vec2 b = end * pixelScale;
  vec2 delta = b - a;
  float len = length(delta);
  vec2 direction = len > 1e-6 ? delta / len : vec2(1.0, 0.0);
  // Corners 2, 3, 5 sit at the end; corners 1, 4, 5 on the + side.
  float atEnd = (corner > 1.5 && corner < 3.5) || corner > 4.5 ? 1.0 : 0.0;
  float side = (corner > 0.5 && corner < 1.5) || corner > 3.5 ? 1.0 : -1.0;
  vec2 position = mix(a, b, atEnd) + vec2(-direction.y, direction.x) * side * halfWidth;
  gl_Position = vec4(position / (0.5 * viewportSize), 0.0, 1.0);
}`;

const FRAGMENT_SHADER = `
precision mediump float;
void main() { gl_FragColor = vec4(0.78, 0.27, 0.25, 1.0); }`;

export interface SegmentDrawer {
  readonly segmentCount: number;
  /** Draws all segments once and waits for the GPU. */
  draw(): void;
  /** Reads the whole frame back (RGBA, width × height). */
  readFrame(): Uint8Array;
  dispose(): void;
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type) as WebGLShader;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(String(gl.getShaderInfoLog(shader)));
  return shader;
}

/**
 * `segments` are expanded segments (6 vertices × 5 floats each, built from CurveGeometry polylines by
 * workload-limits.ts), all relative to the view's centre; `unitsToPixels` maps math units to CSS pixels (the view's scale).
 */
export function createSegmentDrawer(
  segments: Float32Array,
  width: number,
  height: number,
  unitsToPixels: number,
): SegmentDrawer {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.className = 'stage';
  document.body.appendChild(canvas);
  const gl = canvas.getContext('webgl', { antialias: true, preserveDrawingBuffer: false });
  if (!gl) throw new Error('no WebGL context');
  const program = gl.createProgram() as WebGLProgram;
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(String(gl.getProgramInfoLog(program)));
  gl.useProgram(program);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, segments, gl.STATIC_DRAW);
  const stride = 5 * 4;
  const attributes: [string, number, number][] = [
    ['start', 2, 0],
    ['end', 2, 8],
    ['corner', 1, 16],
  ];
  for (const [name, size, offset] of attributes) {
    const location = gl.getAttribLocation(program, name);
    gl.enableVertexAttribArray(location);
    gl.vertexAttribPointer(location, size, gl.FLOAT, false, stride, offset);
  }
  gl.uniform2f(gl.getUniformLocation(program, 'pixelScale'), unitsToPixels, unitsToPixels);
  gl.uniform2f(gl.getUniformLocation(program, 'viewportSize'), width, height);
  gl.uniform1f(gl.getUniformLocation(program, 'halfWidth'), 1.25 + 1);
  gl.viewport(0, 0, width, height);
  const vertexCount = segments.length / 5;
  const pixel = new Uint8Array(4);
  const frame = new Uint8Array(width * height * 4);
  return {
    segmentCount: vertexCount / 6,
    draw() {
      gl.clearColor(1, 1, 1, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawArrays(gl.TRIANGLES, 0, vertexCount);
      gl.finish();
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    },
    readFrame() {
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, frame);
      return frame;
    },
    dispose() {
      gl.getExtension('WEBGL_lose_context')?.loseContext();
      canvas.remove();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createInterpretedRegl } from './interpreted-regl';

const GL_BLEND = 0x0be2;
const GL_DEPTH_TEST = 0x0b71;
const GL_TRIANGLES = 4;
const GL_TRIANGLE_STRIP = 5;
const GL_UNSIGNED_SHORT = 0x1403;
const FLOAT_VEC2 = 0x8b50;
const FLOAT_VEC4 = 0x8b52;
const FLOAT = 0x1406;

/**
 * A WebGL context that records every call. Its one program has the attribute `position` (vec2) and the
 * uniforms `color` (vec4), `width` (float) and `slots` (vec4[2]); constants read as their names.
 */
function recordingContext() {
  const calls: unknown[][] = [];
  let created = 0;
  const attributes = [{ name: 'position', type: FLOAT_VEC2, size: 1 }];
  const uniforms = [
    { name: 'color', type: FLOAT_VEC4, size: 1 },
    { name: 'width', type: FLOAT, size: 1 },
    { name: 'slots[0]', type: FLOAT_VEC4, size: 2 },
  ];
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    getProgramParameter: (_program, name) =>
      name === 'ACTIVE_ATTRIBUTES' ? attributes.length : name === 'ACTIVE_UNIFORMS' ? uniforms.length : true,
    getShaderParameter: () => true,
    getActiveAttrib: (_program, index) => attributes[index as number],
    getActiveUniform: (_program, index) => uniforms[index as number],
    getAttribLocation: (_program, name) => attributes.findIndex((attribute) => attribute.name === name),
    getUniformLocation: (_program, name) => `location of ${name as string}`,
    getParameter: () => new Int32Array([4096, 4096]),
    getExtension: (name) => ({ name }),
    checkFramebufferStatus: () => 0x8cd5,
    isContextLost: () => false,
  };
  const gl = new Proxy(
    { drawingBufferWidth: 100, drawingBufferHeight: 50 },
    {
      get(target, name: string) {
        if (name in target) return target[name as keyof typeof target];
        if (/^[A-Z0-9_]+$/.test(name)) return name;
        return (...args: unknown[]) => {
          calls.push([name, ...args]);
          if (answers[name]) return answers[name](...args);
          if (name.startsWith('create')) return { object: name.slice(6), id: ++created };
          return undefined;
        };
      },
    },
  );
  const canvas = { getContext: () => gl } as unknown as HTMLCanvasElement;
  const regl = createInterpretedRegl({
    canvas,
    attributes: {},
    optionalExtensions: ['EXT_blend_minmax'],
  }) as unknown as LooseRegl;
  const named = (name: string) => calls.filter((call) => call[0] === name);
  const since = (mark: number, name: string) => calls.slice(mark).filter((call) => call[0] === name);
  return { regl, calls, named, since };
}

/** The regl calls of these tests, typed loosely (regl's own types are the renderer's concern). */
interface LooseRegl {
  (description: Record<string, unknown>): (first?: unknown, second?: unknown) => void;
  prop(name: string): unknown;
  buffer(options: unknown): ((options: unknown) => unknown) & { destroy(): void };
  elements(options: unknown): unknown;
  framebuffer(options: unknown): unknown;
  clear(options: Record<string, unknown>): void;
  hasExtension(name: string): boolean;
  destroy(): void;
}

const SHADERS = { vert: 'attribute vec2 position; void main() {}', frag: 'void main() {}' };

describe('the interpreted regl', () => {
  it("draws inside a scope with the scope's target, viewport and depth, and its own blending", () => {
    const { regl, calls, since } = recordingContext();
    const target = regl({
      framebuffer: regl.prop('framebuffer'),
      viewport: (_context: unknown, props: { width: number; height: number }) => ({
        x: 0,
        y: 0,
        width: props.width,
        height: props.height,
      }),
      depth: { enable: false },
    });
    const paint = regl({
      ...SHADERS,
      attributes: { position: regl.prop('buffer') },
      uniforms: {
        color: regl.prop('color'),
        width: (_context: unknown, props: { w: number }) => props.w * 2,
      },
      count: 3,
      blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    });
    const buffer = regl.buffer([0, 0, 1, 0, 0, 1]);
    const framebuffer = regl.framebuffer({ width: 10, height: 20, depthStencil: true });
    const mark = calls.length;
    target({ framebuffer, width: 10, height: 20 }, () => paint({ buffer, color: [1, 0, 0, 1], w: 1.5 }));
    expect(since(mark, 'viewport')).toEqual([['viewport', 0, 0, 10, 20]]);
    expect(since(mark, 'disable')).toContainEqual(['disable', GL_DEPTH_TEST]);
    expect(since(mark, 'enable')).toContainEqual(['enable', GL_BLEND]);
    expect(since(mark, 'blendFuncSeparate')).toEqual([['blendFuncSeparate', 1, 0x303, 1, 0x303]]);
    expect(since(mark, 'uniform4fv')).toEqual([['uniform4fv', 'location of color', [1, 0, 0, 1]]]);
    expect(since(mark, 'uniform1f')).toEqual([['uniform1f', 'location of width', 3]]);
    expect(since(mark, 'vertexAttribPointer')).toEqual([['vertexAttribPointer', 0, 2, FLOAT, false, 0, 0]]);
    expect(since(mark, 'drawArrays')).toEqual([['drawArrays', GL_TRIANGLES, 0, 3]]);
    const bound = since(mark, 'bindFramebuffer').map((call) => call[2]);
    expect(bound.every((handle) => handle !== null)).toBe(true);

    // Outside the scope: regl's defaults again (the screen, its whole size, depth test on, no blending
    // where the command does not ask).
    const plain = regl({
      ...SHADERS,
      attributes: { position: buffer },
      count: 4,
      primitive: 'triangle strip',
    });
    const after = calls.length;
    plain({});
    expect(since(after, 'bindFramebuffer')).toEqual([['bindFramebuffer', 0x8d40, null]]);
    expect(since(after, 'viewport')).toEqual([['viewport', 0, 0, 100, 50]]);
    expect(since(after, 'enable')).toContainEqual(['enable', GL_DEPTH_TEST]);
    expect(since(after, 'disable')).toContainEqual(['disable', GL_BLEND]);
    expect(since(after, 'drawArrays')).toEqual([['drawArrays', GL_TRIANGLE_STRIP, 0, 4]]);
  });

  it("clears with the enclosing scope's color mask", () => {
    const { regl, calls, since } = recordingContext();
    const alphaOnly = regl({ colorMask: [false, false, false, true] });
    const mark = calls.length;
    alphaOnly(() => regl.clear({ color: [0, 0, 0, 1] }));
    expect(since(mark, 'colorMask')).toEqual([['colorMask', false, false, false, true]]);
    expect(since(mark, 'clearColor')).toEqual([['clearColor', 0, 0, 0, 1]]);
    expect(since(mark, 'clear')).toEqual([['clear', 0x4000]]);
  });

  it('draws a batch through elements, attributes at their offsets, array uniforms by element', () => {
    const { regl, calls, since } = recordingContext();
    const elements = regl.elements({ data: new Uint16Array([0, 1, 2, 2, 1, 3]), type: 'uint16' });
    const buffer = regl.buffer({ usage: 'dynamic' });
    buffer({ data: new Float32Array(64), usage: 'dynamic' });
    type Props = { first: number; slots: number[][] };
    const quads = regl({
      ...SHADERS,
      attributes: {
        position: (_context: unknown, props: Props) => ({
          buffer,
          offset: props.first * 16,
          stride: 16,
          size: 2,
        }),
      },
      uniforms: {
        'slots[0]': (_context: unknown, props: Props) => props.slots[0],
        'slots[1]': (_context: unknown, props: Props) => props.slots[1],
      },
      elements,
      count: 6,
    });
    const mark = calls.length;
    quads([
      {
        first: 0,
        slots: [
          [1, 2, 3, 4],
          [5, 6, 7, 8],
        ],
      },
      {
        first: 4,
        slots: [
          [0, 0, 0, 0],
          [1, 1, 1, 1],
        ],
      },
    ]);
    expect(since(mark, 'drawElements')).toEqual([
      ['drawElements', GL_TRIANGLES, 6, GL_UNSIGNED_SHORT, 0],
      ['drawElements', GL_TRIANGLES, 6, GL_UNSIGNED_SHORT, 0],
    ]);
    expect(since(mark, 'vertexAttribPointer').map((call) => call[6])).toEqual([0, 64]);
    expect(since(mark, 'uniform4fv').slice(0, 2)).toEqual([
      ['uniform4fv', 'location of slots[0]', [1, 2, 3, 4]],
      ['uniform4fv', 'location of slots[1]', [5, 6, 7, 8]],
    ]);
  });

  it('knows the extensions it was given, compiles each program once, and frees everything', () => {
    const { regl, named } = recordingContext();
    expect(regl.hasExtension('ext_blend_minmax')).toBe(true);
    expect(regl.hasExtension('EXT_frag_depth')).toBe(false);
    const draw = regl({ ...SHADERS, attributes: { position: regl.buffer([0, 0]) }, count: 1 });
    draw({});
    draw({});
    expect(named('linkProgram')).toHaveLength(1);
    regl.destroy();
    expect(named('deleteProgram')).toHaveLength(1);
    expect(named('deleteBuffer')).toHaveLength(1);
  });
});

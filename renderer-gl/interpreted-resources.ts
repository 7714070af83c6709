/**
 * The GL resources of the interpreted regl (interpreted-regl.ts), in regl's shapes: a buffer or an
 * elements object is a function that takes new data (regl's re-initialization) with `subdata` and
 * `destroy`; textures and framebuffers have `destroy`. Only what the renderer asks of regl is here.
 */
const GL_ARRAY_BUFFER = 0x8892;
const GL_ELEMENT_ARRAY_BUFFER = 0x8893;
const GL_STATIC_DRAW = 0x88e4;
const GL_DYNAMIC_DRAW = 0x88e8;
const GL_STREAM_DRAW = 0x88e0;
const GL_UNSIGNED_BYTE = 0x1401;
const GL_UNSIGNED_SHORT = 0x1403;
const GL_UNSIGNED_INT = 0x1405;
const GL_TEXTURE_2D = 0x0de1;
const GL_RGBA = 0x1908;
const GL_FRAMEBUFFER = 0x8d40;
const GL_RENDERBUFFER = 0x8d41;
const GL_COLOR_ATTACHMENT0 = 0x8ce0;
const GL_DEPTH_STENCIL = 0x84f9;
const GL_DEPTH_STENCIL_ATTACHMENT = 0x821a;
const GL_DEPTH_COMPONENT16 = 0x81a5;
const GL_DEPTH_ATTACHMENT = 0x8d00;
const GL_FRAMEBUFFER_COMPLETE = 0x8cd5;
const GL_UNPACK_FLIP_Y_WEBGL = 0x9240;
const GL_UNPACK_PREMULTIPLY_ALPHA_WEBGL = 0x9241;
const GL_UNPACK_COLORSPACE_CONVERSION_WEBGL = 0x9243;
const GL_BROWSER_DEFAULT_WEBGL = 0x9244;
const GL_UNPACK_ALIGNMENT = 0x0cf5;

/** Marks the interpreter's resources, which are functions too, apart from dynamic values. */
export const RESOURCE = Symbol('interpreted regl resource');

const USAGES: Record<string, number> = {
  static: GL_STATIC_DRAW,
  dynamic: GL_DYNAMIC_DRAW,
  stream: GL_STREAM_DRAW,
};
const FILTERS: Record<string, number> = { nearest: 0x2600, linear: 0x2601 };
const WRAPS: Record<string, number> = { repeat: 0x2901, clamp: 0x812f, mirror: 0x8370 };
export const PRIMITIVES: Record<string, number> = {
  points: 0,
  lines: 1,
  'line loop': 2,
  'line strip': 3,
  triangles: 4,
  'triangle strip': 5,
  'triangle fan': 6,
};

type Data = ArrayBufferView | readonly number[];

interface BufferOptions {
  readonly data?: Data;
  readonly usage?: string;
  readonly length?: number;
  readonly type?: string;
  readonly primitive?: string;
}

export interface InterpretedBuffer {
  (options: Data | BufferOptions): InterpretedBuffer;
  subdata(data: Data, offset?: number): InterpretedBuffer;
  destroy(): void;
  readonly [RESOURCE]: 'buffer' | 'elements';
  readonly handle: WebGLBuffer | null;
  /** Elements only: the index type, count and primitive. */
  readonly indexType: number;
  readonly count: number;
  readonly primitive: number;
}

export interface InterpretedTexture {
  destroy(): void;
  readonly [RESOURCE]: 'texture';
  readonly handle: WebGLTexture | null;
  readonly width: number;
  readonly height: number;
}

export interface InterpretedFramebuffer {
  destroy(): void;
  readonly [RESOURCE]: 'framebuffer';
  readonly handle: WebGLFramebuffer | null;
  readonly width: number;
  readonly height: number;
}

export interface TextureOptions {
  readonly data: TexImageSource;
  readonly premultiplyAlpha?: boolean;
  readonly flipY?: boolean;
  readonly min?: string;
  readonly mag?: string;
  readonly wrapS?: string;
  readonly wrapT?: string;
}

export interface FramebufferOptions {
  readonly width: number;
  readonly height: number;
  readonly depthStencil?: boolean;
  readonly depth?: boolean;
}

function isOptions(value: Data | BufferOptions): value is BufferOptions {
  return !ArrayBuffer.isView(value) && !Array.isArray(value);
}

/** regl's conversion: arrays of numbers become Float32Array (Uint16Array for elements). */
function toTypedArray(data: Data, elements: boolean): ArrayBufferView {
  if (ArrayBuffer.isView(data)) return data;
  return elements ? new Uint16Array(data) : new Float32Array(data);
}

function indexTypeOf(data: ArrayBufferView): number {
  if (data instanceof Uint8Array) return GL_UNSIGNED_BYTE;
  return data instanceof Uint32Array ? GL_UNSIGNED_INT : GL_UNSIGNED_SHORT;
}

export function createResources(gl: WebGLRenderingContext) {
  const live = new Set<{ destroy(): void }>();

  function createBuffer(initial: Data | BufferOptions, elements: boolean): InterpretedBuffer {
    const target = elements ? GL_ELEMENT_ARRAY_BUFFER : GL_ARRAY_BUFFER;
    const state = {
      handle: gl.createBuffer(),
      indexType: GL_UNSIGNED_SHORT,
      count: 0,
      primitive: PRIMITIVES.triangles,
    };
    const reinitialize = (options: Data | BufferOptions): InterpretedBuffer => {
      const {
        data,
        usage = 'static',
        length = 0,
        primitive,
      } = isOptions(options) ? options : { data: options };
      gl.bindBuffer(target, state.handle);
      if (data === undefined) {
        gl.bufferData(target, length, USAGES[usage] ?? GL_STATIC_DRAW);
        state.count = 0;
      } else {
        const typed = toTypedArray(data, elements);
        gl.bufferData(target, typed, USAGES[usage] ?? GL_STATIC_DRAW);
        state.indexType = indexTypeOf(typed);
        state.count = 'length' in typed ? (typed as Uint16Array).length : 0;
      }
      if (primitive !== undefined) state.primitive = PRIMITIVES[primitive] ?? PRIMITIVES.triangles;
      return buffer;
    };
    const buffer = Object.assign(reinitialize, {
      subdata(data: Data, offset = 0) {
        gl.bindBuffer(target, state.handle);
        gl.bufferSubData(target, offset, toTypedArray(data, elements));
        return buffer;
      },
      destroy() {
        if (!live.delete(buffer)) return;
        gl.deleteBuffer(state.handle);
      },
      [RESOURCE]: elements ? ('elements' as const) : ('buffer' as const),
      get handle() {
        return state.handle;
      },
      get indexType() {
        return state.indexType;
      },
      get count() {
        return state.count;
      },
      get primitive() {
        return state.primitive;
      },
    });
    live.add(buffer);
    reinitialize(initial);
    return buffer;
  }

  function createTexture(options: TextureOptions): InterpretedTexture {
    const handle = gl.createTexture();
    gl.bindTexture(GL_TEXTURE_2D, handle);
    // regl's defaults, with the options the renderer gives (image-store.ts).
    gl.pixelStorei(GL_UNPACK_FLIP_Y_WEBGL, options.flipY === true);
    gl.pixelStorei(GL_UNPACK_PREMULTIPLY_ALPHA_WEBGL, options.premultiplyAlpha === true);
    gl.pixelStorei(GL_UNPACK_COLORSPACE_CONVERSION_WEBGL, GL_BROWSER_DEFAULT_WEBGL);
    gl.pixelStorei(GL_UNPACK_ALIGNMENT, 1);
    gl.texImage2D(GL_TEXTURE_2D, 0, GL_RGBA, GL_RGBA, GL_UNSIGNED_BYTE, options.data);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_MIN_FILTER, FILTERS[options.min ?? 'nearest']);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_MAG_FILTER, FILTERS[options.mag ?? 'nearest']);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_WRAP_S, WRAPS[options.wrapS ?? 'clamp']);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_WRAP_T, WRAPS[options.wrapT ?? 'clamp']);
    const size = options.data as { width: number; height: number };
    const texture: InterpretedTexture = {
      [RESOURCE]: 'texture',
      handle,
      width: size.width,
      height: size.height,
      destroy() {
        if (live.delete(texture)) gl.deleteTexture(handle);
      },
    };
    live.add(texture);
    return texture;
  }

  /** An RGBA8 color texture, and a depth-stencil renderbuffer (24 depth bits in WebGL 1) when asked. */
  function createFramebuffer({ width, height, depthStencil, depth }: FramebufferOptions) {
    const handle = gl.createFramebuffer();
    const color = gl.createTexture();
    gl.bindTexture(GL_TEXTURE_2D, color);
    gl.texImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, null);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_MIN_FILTER, FILTERS.nearest);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_MAG_FILTER, FILTERS.nearest);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_WRAP_S, WRAPS.clamp);
    gl.texParameteri(GL_TEXTURE_2D, gl.TEXTURE_WRAP_T, WRAPS.clamp);
    gl.bindFramebuffer(GL_FRAMEBUFFER, handle);
    gl.framebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, color, 0);
    let renderbuffer: WebGLRenderbuffer | null = null;
    if (depthStencil || depth) {
      renderbuffer = gl.createRenderbuffer();
      gl.bindRenderbuffer(GL_RENDERBUFFER, renderbuffer);
      gl.renderbufferStorage(
        GL_RENDERBUFFER,
        depthStencil ? GL_DEPTH_STENCIL : GL_DEPTH_COMPONENT16,
        width,
        height,
      );
      const attachment = depthStencil ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT;
      gl.framebufferRenderbuffer(GL_FRAMEBUFFER, attachment, GL_RENDERBUFFER, renderbuffer);
    }
    const status = gl.checkFramebufferStatus(GL_FRAMEBUFFER);
    gl.bindFramebuffer(GL_FRAMEBUFFER, null);
    const framebuffer: InterpretedFramebuffer = {
      [RESOURCE]: 'framebuffer',
      handle,
      width,
      height,
      destroy() {
        if (!live.delete(framebuffer)) return;
        gl.deleteFramebuffer(handle);
        gl.deleteTexture(color);
        gl.deleteRenderbuffer(renderbuffer);
      },
    };
    live.add(framebuffer);
    if (status !== GL_FRAMEBUFFER_COMPLETE && !gl.isContextLost()) {
      framebuffer.destroy();
      throw new Error(`Framebuffer of ${width}×${height} is incomplete (status 0x${status.toString(16)})`);
    }
    return framebuffer;
  }

  return {
    buffer: (options: Data | BufferOptions) => createBuffer(options, false),
    elements: (options: Data | BufferOptions) => createBuffer(options, true),
    texture: createTexture,
    framebuffer: createFramebuffer,
    destroy() {
      for (const resource of [...live]) resource.destroy();
    },
  };
}

/**
 * A regl that compiles no JavaScript, for pages whose Content-Security-Policy refuses 'unsafe-eval'.
 *
 * regl turns each command into generated code (`new Function`); here the very same command descriptions
 * are interpreted at each draw, with regl's semantics for the subset the renderer uses: props
 * (`regl.prop`) and functions of (context, props) resolved per draw; a draw, a batch (an array of props)
 * or a scope (props and a body, or a body alone); state a command leaves out taken from the enclosing
 * scopes, else regl's defaults (blending off, depth test on with LESS and writes, all colors written,
 * dithering off, the whole target as viewport); `clear` in the current scope's target and masks;
 * buffers, elements, textures, framebuffers and `read` (interpreted-resources.ts).
 * A frame is a few dozen draws, so interpreting costs microseconds beside the GL work.
 */
import type REGL from 'regl';
import {
  merge,
  PROP,
  resolve,
  resolveState,
  fullState,
  type Context,
  type Description,
  type DrawState,
  type Props,
  type Vector,
} from './interpreted-state';
import {
  createResources,
  PRIMITIVES,
  RESOURCE,
  type InterpretedBuffer,
  type InterpretedFramebuffer,
  type InterpretedTexture,
} from './interpreted-resources';

interface Program {
  readonly program: WebGLProgram | null;
  readonly attributes: { name: string; location: number; size: number }[];
  readonly uniforms: Map<string, { location: WebGLUniformLocation | null; type: number }>;
}

const GL_FLOAT = 0x1406;
const GL_FRAMEBUFFER = 0x8d40;
const GL_COLOR_BUFFER_BIT = 0x4000;
const GL_DEPTH_BUFFER_BIT = 0x0100;
const GL_STENCIL_BUFFER_BIT = 0x0400;
const GL_TEXTURE0 = 0x84c0;
const GL_TEXTURE_2D = 0x0de1;
const GL_BLEND = 0x0be2;
const GL_DEPTH_TEST = 0x0b71;
const FLAGS_OFF = [0x0bd0 /* DITHER */, 0x0b44 /* CULL_FACE */, 0x0c11 /* SCISSOR */, 0x0b90 /* STENCIL */];
/** Components of each attribute type (float, vec2, vec3, vec4). */
const ATTRIBUTE_SIZES: Record<number, number> = { 0x1406: 1, 0x8b50: 2, 0x8b51: 3, 0x8b52: 4 };

export interface InterpretedReglOptions {
  readonly canvas: HTMLCanvasElement;
  readonly attributes: WebGLContextAttributes;
  readonly optionalExtensions: readonly string[];
}

export function createInterpretedRegl(options: InterpretedReglOptions): REGL.Regl {
  const gl = webglContext(options.canvas, options.attributes);
  const extensions = new Map<string, unknown>();
  for (const name of options.optionalExtensions) {
    const extension = gl.getExtension(name);
    if (extension) extensions.set(name.toLowerCase(), extension);
  }
  const resources = createResources(gl);
  const programs = new Map<string, Program>();
  const scopes: DrawState[] = [{}];
  const enabledAttributes = new Set<number>();
  for (const flag of FLAGS_OFF) gl.disable(flag);

  const context = (framebuffer: InterpretedFramebuffer | null | undefined): Context => ({
    drawingBufferWidth: gl.drawingBufferWidth,
    drawingBufferHeight: gl.drawingBufferHeight,
    framebufferWidth: framebuffer ? framebuffer.width : gl.drawingBufferWidth,
    framebufferHeight: framebuffer ? framebuffer.height : gl.drawingBufferHeight,
  });

  function compileShader(type: number, source: string): WebGLShader | null {
    const shader = gl.createShader(type);
    gl.shaderSource(shader!, source);
    gl.compileShader(shader!);
    if (!gl.getShaderParameter(shader!, gl.COMPILE_STATUS) && !gl.isContextLost())
      throw new Error(`Shader does not compile: ${gl.getShaderInfoLog(shader!)}`);
    return shader;
  }

  function programFor(vert: string, frag: string): Program {
    const key = `${vert}\u0000${frag}`;
    const known = programs.get(key);
    if (known) return known;
    const program = gl.createProgram();
    const shaders = [compileShader(gl.VERTEX_SHADER, vert), compileShader(gl.FRAGMENT_SHADER, frag)];
    for (const shader of shaders) gl.attachShader(program!, shader!);
    gl.linkProgram(program!);
    for (const shader of shaders) gl.deleteShader(shader);
    if (!gl.getProgramParameter(program!, gl.LINK_STATUS) && !gl.isContextLost())
      throw new Error(`Program does not link: ${gl.getProgramInfoLog(program!)}`);
    const attributes: Program['attributes'] = [];
    const attributeCount = (gl.getProgramParameter(program!, gl.ACTIVE_ATTRIBUTES) as number) ?? 0;
    for (let index = 0; index < attributeCount; index++) {
      const info = gl.getActiveAttrib(program!, index);
      if (!info) continue;
      const location = gl.getAttribLocation(program!, info.name);
      attributes.push({ name: info.name, location, size: ATTRIBUTE_SIZES[info.type] ?? 4 });
    }
    const uniforms: Program['uniforms'] = new Map();
    const uniformCount = (gl.getProgramParameter(program!, gl.ACTIVE_UNIFORMS) as number) ?? 0;
    for (let index = 0; index < uniformCount; index++) {
      const info = gl.getActiveUniform(program!, index);
      if (!info) continue;
      // An array `u[0]` of n: regl sets it one element at a time, by the element's own name.
      const base = info.name.replace(/\[0\]$/, '');
      const names = info.size > 1 ? Array.from({ length: info.size }, (_, at) => `${base}[${at}]`) : [base];
      for (const name of names)
        uniforms.set(name, { location: gl.getUniformLocation(program!, name), type: info.type });
    }
    const compiled = { program, attributes, uniforms };
    programs.set(key, compiled);
    return compiled;
  }

  function bindTarget(state: DrawState): Context {
    const framebuffer = state.framebuffer ?? null;
    gl.bindFramebuffer(GL_FRAMEBUFFER, framebuffer ? framebuffer.handle : null);
    return context(framebuffer);
  }

  function applyState(state: DrawState, target: Context): void {
    const { x = 0, y = 0, width, height } = state.viewport ?? {};
    gl.viewport(x, y, width ?? target.framebufferWidth - x, height ?? target.framebufferHeight - y);
    const full = fullState(state);
    if (full.blendEnable) gl.enable(GL_BLEND);
    else gl.disable(GL_BLEND);
    const [srcRGB, dstRGB, srcAlpha, dstAlpha] = full.blendFunc;
    gl.blendFuncSeparate(srcRGB, dstRGB, srcAlpha, dstAlpha);
    gl.blendEquationSeparate(full.blendEquation[0], full.blendEquation[1]);
    if (full.depthEnable) gl.enable(GL_DEPTH_TEST);
    else gl.disable(GL_DEPTH_TEST);
    gl.depthFunc(full.depthFunc);
    gl.depthMask(full.depthMask);
    const [red, green, blue, alpha] = full.colorMask;
    gl.colorMask(red, green, blue, alpha);
  }

  function setUniform(
    { location, type }: { location: WebGLUniformLocation | null; type: number },
    value: unknown,
    nextUnit: () => number,
  ): void {
    if (RESOURCE in Object(value)) {
      const unit = nextUnit();
      gl.activeTexture(GL_TEXTURE0 + unit);
      gl.bindTexture(GL_TEXTURE_2D, (value as InterpretedTexture).handle);
      gl.uniform1i(location, unit);
      return;
    }
    const vector = (typeof value === 'number' ? [value] : value) as number[];
    switch (type) {
      case GL_FLOAT:
        return gl.uniform1f(location, vector[0]);
      case 0x8b50:
        return gl.uniform2fv(location, vector);
      case 0x8b51:
        return gl.uniform3fv(location, vector);
      case 0x8b52:
        return gl.uniform4fv(location, vector);
      case 0x1404: // INT
      case 0x8b56: // BOOL
        return gl.uniform1i(location, Number(vector[0]));
      default:
        throw new Error(`Uniform type 0x${type.toString(16)} is not supported without eval`);
    }
  }

  function draw(description: Description, props: Props, batchId: number): void {
    const scope = scopes[scopes.length - 1];
    const state = merge(scope, resolveState(description, context(scope.framebuffer), props, batchId));
    const target = bindTarget(state);
    applyState(state, target);
    const at = (value: unknown) => resolve(value, target, props, batchId);
    const { program, attributes, uniforms } = programFor(description.vert ?? '', description.frag ?? '');
    gl.useProgram(program);
    const used = new Set<number>();
    for (const { name, location, size } of attributes) {
      if (location < 0) continue;
      const given = at(description.attributes?.[name]);
      if (given === undefined) continue;
      const record = (RESOURCE in Object(given) ? { buffer: given } : given) as {
        buffer: InterpretedBuffer;
        offset?: number;
        stride?: number;
        size?: number;
      };
      gl.bindBuffer(gl.ARRAY_BUFFER, record.buffer.handle);
      gl.enableVertexAttribArray(location);
      gl.vertexAttribPointer(
        location,
        record.size ?? size,
        GL_FLOAT,
        false,
        record.stride ?? 0,
        record.offset ?? 0,
      );
      used.add(location);
    }
    for (const location of enabledAttributes) if (!used.has(location)) gl.disableVertexAttribArray(location);
    enabledAttributes.clear();
    for (const location of used) enabledAttributes.add(location);
    let unit = 0;
    for (const [name, value] of Object.entries(description.uniforms ?? {})) {
      const uniform = uniforms.get(name);
      if (uniform) setUniform(uniform, at(value), () => unit++);
    }
    const elements = at(description.elements) as InterpretedBuffer | undefined;
    const count = Number(at(description.count) ?? elements?.count ?? 0);
    if (!(count > 0)) return;
    const primitive =
      description.primitive !== undefined
        ? PRIMITIVES[description.primitive]
        : (elements?.primitive ?? PRIMITIVES.triangles);
    if (elements) {
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, elements.handle);
      gl.drawElements(primitive, count, elements.indexType, 0);
    } else {
      gl.drawArrays(primitive, 0, count);
    }
  }

  function command(description: Description) {
    const scoped = (props: Props, body: (context: Context) => void, batchId: number) => {
      const outer = scopes[scopes.length - 1];
      scopes.push(merge(outer, resolveState(description, context(outer.framebuffer), props, batchId)));
      try {
        body(context(scopes[scopes.length - 1].framebuffer));
      } finally {
        scopes.pop();
      }
    };
    return (first?: unknown, second?: unknown) => {
      if (typeof first === 'function') return scoped({}, first as (context: Context) => void, 0);
      if (typeof second === 'function')
        return scoped((first ?? {}) as Props, second as (context: Context) => void, 0);
      if (Array.isArray(first))
        return first.forEach((props: Props, batchId) => draw(description, props, batchId));
      return draw(description, (first ?? {}) as Props, 0);
    };
  }

  const regl = Object.assign(command, {
    prop: (name: string) => ({ [PROP]: name }),
    buffer: resources.buffer,
    elements: resources.elements,
    texture: resources.texture,
    framebuffer: resources.framebuffer,
    hasExtension: (name: string) => extensions.has(name.toLowerCase()),
    limits: {
      maxTextureSize: gl.getParameter(gl.MAX_TEXTURE_SIZE) as number,
      maxRenderbufferSize: gl.getParameter(gl.MAX_RENDERBUFFER_SIZE) as number,
      maxViewportDims: gl.getParameter(gl.MAX_VIEWPORT_DIMS) as Int32Array,
    },
    _gl: gl,
    poll() {},
    clear(options: { color?: Vector; depth?: number; stencil?: number; framebuffer?: unknown }) {
      const scope = scopes[scopes.length - 1];
      const state =
        'framebuffer' in options
          ? { ...scope, framebuffer: options.framebuffer as InterpretedFramebuffer | null }
          : scope;
      applyState(state, bindTarget(state));
      let mask = 0;
      if (options.color) {
        const [red = 0, green = 0, blue = 0, alpha = 0] = options.color;
        gl.clearColor(red, green, blue, alpha);
        mask |= GL_COLOR_BUFFER_BIT;
      }
      if (options.depth !== undefined) {
        gl.clearDepth(options.depth);
        mask |= GL_DEPTH_BUFFER_BIT;
      }
      if (options.stencil !== undefined) {
        gl.clearStencil(options.stencil);
        mask |= GL_STENCIL_BUFFER_BIT;
      }
      gl.clear(mask);
    },
    read(options: {
      framebuffer?: InterpretedFramebuffer | null;
      x?: number;
      y?: number;
      width: number;
      height: number;
    }) {
      const { x = 0, y = 0, width, height } = options;
      bindTarget({ framebuffer: options.framebuffer ?? scopes[scopes.length - 1].framebuffer ?? null });
      const pixels = new Uint8Array(width * height * 4);
      gl.readPixels(x, y, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return pixels;
    },
    destroy() {
      resources.destroy();
      for (const { program } of programs.values()) gl.deleteProgram(program);
      programs.clear();
    },
  });
  return regl as unknown as REGL.Regl;
}

function webglContext(canvas: HTMLCanvasElement, attributes: WebGLContextAttributes): WebGLRenderingContext {
  const gl = (canvas.getContext('webgl', attributes) ??
    canvas.getContext('experimental-webgl', attributes)) as WebGLRenderingContext | null;
  if (!gl) throw new Error('WebGL is not available');
  return gl;
}

/**
 * The state side of the interpreted regl (interpreted-regl.ts): command descriptions read as regl reads
 * them, without GL. A value is a prop (`regl.prop`), a function of (context, props, batch index), or
 * itself; resources are functions too and are marked apart. A command's state merges over its enclosing
 * scopes' (the scope stack), and what none sets is regl's default: blending off (ONE, ZERO, ADD), depth
 * test on with LESS and writes, every color channel written.
 */
import { RESOURCE, type InterpretedFramebuffer } from './interpreted-resources';

export const PROP = Symbol('interpreted regl prop');

export type Props = Readonly<Record<string, unknown>>;
export type Vector = readonly number[];

export interface Context {
  readonly drawingBufferWidth: number;
  readonly drawingBufferHeight: number;
  readonly framebufferWidth: number;
  readonly framebufferHeight: number;
}

/** The state a command or scope may set; undefined: from the enclosing scope, else the default. */
export interface DrawState {
  framebuffer?: InterpretedFramebuffer | null;
  viewport?: { x?: number; y?: number; width?: number; height?: number };
  blendEnable?: boolean;
  blendFunc?: Vector;
  blendEquation?: Vector;
  depthEnable?: boolean;
  depthFunc?: number;
  depthMask?: boolean;
  colorMask?: readonly boolean[];
}

export interface Description {
  readonly vert?: string;
  readonly frag?: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly uniforms?: Readonly<Record<string, unknown>>;
  readonly elements?: unknown;
  readonly count?: unknown;
  readonly primitive?: string;
  readonly framebuffer?: unknown;
  readonly viewport?: unknown;
  readonly blend?: Readonly<Record<string, unknown>>;
  readonly depth?: Readonly<Record<string, unknown>>;
  readonly colorMask?: unknown;
}

const GL_MIN_EXT = 0x8007;
const GL_MAX_EXT = 0x8008;

const BLEND_FACTORS: Record<string, number> = {
  zero: 0,
  one: 1,
  'src color': 0x0300,
  'one minus src color': 0x0301,
  'src alpha': 0x0302,
  'one minus src alpha': 0x0303,
  'dst alpha': 0x0304,
  'one minus dst alpha': 0x0305,
  'dst color': 0x0306,
  'one minus dst color': 0x0307,
  'src alpha saturate': 0x0308,
  'constant color': 0x8001,
  'one minus constant color': 0x8002,
  'constant alpha': 0x8003,
  'one minus constant alpha': 0x8004,
};
const BLEND_EQUATIONS: Record<string, number> = {
  add: 0x8006,
  subtract: 0x800a,
  'reverse subtract': 0x800b,
  min: GL_MIN_EXT,
  max: GL_MAX_EXT,
};
const DEPTH_FUNCTIONS: Record<string, number> = {
  never: 0x0200,
  less: 0x0201,
  '<': 0x0201,
  equal: 0x0202,
  '=': 0x0202,
  lequal: 0x0203,
  '<=': 0x0203,
  greater: 0x0204,
  '>': 0x0204,
  notequal: 0x0205,
  '!=': 0x0205,
  gequal: 0x0206,
  '>=': 0x0206,
  always: 0x0207,
};
export const DEFAULTS: Required<Omit<DrawState, 'framebuffer' | 'viewport'>> = {
  blendEnable: false,
  blendFunc: [1, 0, 1, 0],
  blendEquation: [0x8006, 0x8006],
  depthEnable: true,
  depthFunc: 0x0201,
  depthMask: true,
  colorMask: [true, true, true, true],
};

function isProp(value: unknown): value is { [PROP]: string } {
  return typeof value === 'object' && value !== null && PROP in value;
}

/** A prop, a function of (context, props), or the value itself; resources are functions, not dynamic. */
export function resolve(value: unknown, context: Context, props: Props, batchId: number): unknown {
  if (isProp(value)) return props[value[PROP]];
  if (typeof value === 'function' && !(RESOURCE in value))
    return (value as (context: Context, props: Props, batchId: number) => unknown)(context, props, batchId);
  return value;
}

function pick(record: Readonly<Record<string, unknown>>, key: string): string | undefined {
  return typeof record[key] === 'string' ? (record[key] as string) : undefined;
}

/** The state a description sets, resolved for these props. */
export function resolveState(description: Description, context: Context, props: Props, batchId: number) {
  const at = (value: unknown) => resolve(value, context, props, batchId);
  const state: DrawState = {};
  if ('framebuffer' in description)
    state.framebuffer = (at(description.framebuffer) ?? null) as DrawState['framebuffer'];
  if (description.viewport !== undefined) state.viewport = at(description.viewport) as DrawState['viewport'];
  if (description.colorMask !== undefined) state.colorMask = at(description.colorMask) as boolean[];
  const blend = description.blend;
  if (blend) {
    if (blend.enable !== undefined) state.blendEnable = at(blend.enable) === true;
    const func = at(blend.func) as Record<string, unknown> | undefined;
    if (func) {
      const factor = (name: string | undefined, fallback: string | undefined) =>
        BLEND_FACTORS[name ?? fallback ?? 'one'];
      state.blendFunc = [
        factor(pick(func, 'srcRGB'), pick(func, 'src')),
        factor(pick(func, 'dstRGB'), pick(func, 'dst')),
        factor(pick(func, 'srcAlpha'), pick(func, 'src')),
        factor(pick(func, 'dstAlpha'), pick(func, 'dst')),
      ];
    }
    const equation = at(blend.equation) as string | Record<string, string> | undefined;
    if (typeof equation === 'string')
      state.blendEquation = [BLEND_EQUATIONS[equation], BLEND_EQUATIONS[equation]];
    else if (equation) state.blendEquation = [BLEND_EQUATIONS[equation.rgb], BLEND_EQUATIONS[equation.alpha]];
  }
  const depth = description.depth;
  if (depth) {
    if (depth.enable !== undefined) state.depthEnable = at(depth.enable) === true;
    if (depth.func !== undefined) state.depthFunc = DEPTH_FUNCTIONS[at(depth.func) as string];
    if (depth.mask !== undefined) state.depthMask = at(depth.mask) === true;
  }
  return state;
}

export function merge(outer: DrawState, inner: DrawState): DrawState {
  const merged: DrawState = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The state to apply: what the scopes and the command set, regl's defaults for the rest. */
export function fullState(state: DrawState): Required<Omit<DrawState, 'framebuffer' | 'viewport'>> {
  const defined = Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined));
  return { ...DEFAULTS, ...defined };
}

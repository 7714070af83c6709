/**
 * Reading a state for setState/setDefaultState. Accepted: the output of getState, that output as a JSON
 * string, `{}` (a blank graph), hand-written partial states and states of older versions (flat slider
 * fields, `slider` objects, `style`, Number bounds, `parametricDomain`). Items of kinds of newer versions
 * are skipped; a member whose folder is missing stays, outside any folder. Only a state that cannot mean
 * anything throws, with a message naming the part at fault: that includes an object with none of a state's
 * parts (`{ foo: 1 }`, a page's other data passed by mistake), which would otherwise load as a blank graph
 * and lose the work shown. Reading never touches the calculator, so a throw leaves it as it was.
 */
import { ExpressionList, type ListSnapshot } from './expression-list';
import {
  DEFAULT_GRAPH_SETTINGS,
  GRAPH_SETTINGS,
  PERSISTED_SETTINGS,
  settingsChanges,
  type GraphSettings,
} from './graph-settings';
import { oldSpellings } from './settings-registry';
import type { MathBounds } from './viewport';

export interface ReadState {
  readonly list: ListSnapshot;
  /** Every persisted setting: the state's, or the default where it has none. */
  readonly settings: Partial<GraphSettings>;
  /** The state's viewport, or undefined when it has none that can be shown. */
  readonly viewport: MathBounds | undefined;
  /** The graph's random seed; '' for a state without one (older states: their random numbers stay fixed). */
  readonly randomSeed: string;
}

/** Kinds this calculator holds; other kinds (of newer versions) are skipped. */
const HELD_TYPES = ['expression', 'table', 'image', 'text', 'folder'];

/** The parts of a state; an object with none of them (other than `{}`, a blank graph) is not a state. */
const STATE_PARTS = ['version', 'graph', 'expressions', 'randomSeed'];

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

function fail(message: string): never {
  throw new Error(`Cannot load the state: ${message}. The calculator was left unchanged.`);
}

function parseInput(input: unknown): Record<string, unknown> {
  let state = input;
  if (typeof state === 'string') {
    try {
      state = JSON.parse(state);
    } catch (error) {
      fail(`the string is not valid JSON (${(error as Error).message})`);
    }
  }
  if (!state || typeof state !== 'object' || Array.isArray(state))
    fail(`a state is an object (or its JSON string), not ${describe(state)}`);
  const keys = Object.keys(state);
  if (keys.length > 0 && !keys.some((key) => STATE_PARTS.includes(key)))
    fail(`the object has none of a state's parts (${STATE_PARTS.join(', ')})`);
  return state as Record<string, unknown>;
}

/** Older states kept slider bounds flat (`sliderMin`, …) or in a `slider` object. */
function upgradeItem(item: Record<string, unknown>): Record<string, unknown> {
  const upgraded = { ...item };
  if (upgraded.sliderBounds === undefined) {
    const slider = (item.slider && typeof item.slider === 'object' ? item.slider : {}) as Record<
      string,
      unknown
    >;
    const min = item.sliderMin ?? slider.min;
    const max = item.sliderMax ?? slider.max;
    const step = item.sliderInterval ?? item.sliderStep ?? slider.step;
    if (min !== undefined || max !== undefined || step !== undefined)
      upgraded.sliderBounds = { min, max, step };
  }
  // An empty note or untitled folder may be saved without its text or title.
  if (item.type === 'text' && upgraded.text === undefined) upgraded.text = '';
  if (item.type === 'folder' && upgraded.title === undefined) upgraded.title = '';
  if (upgraded.domain === undefined && item.parametricDomain && typeof item.parametricDomain === 'object')
    upgraded.domain = item.parametricDomain;
  return upgraded;
}

function readViewport(graph: Record<string, unknown>): MathBounds | undefined {
  const viewport = graph.viewport as Record<string, unknown> | undefined;
  if (!viewport || typeof viewport !== 'object') return undefined;
  const [left, right, bottom, top] = [viewport.xmin, viewport.xmax, viewport.ymin, viewport.ymax];
  const numbers = [left, right, bottom, top].every(
    (value) => typeof value === 'number' && Number.isFinite(value),
  );
  if (!numbers || (right as number) <= (left as number) || (top as number) <= (bottom as number))
    return undefined;
  return { left, right, bottom, top } as MathBounds;
}

export function readState(
  input: unknown,
  palette: readonly string[],
  remapColor?: (color: string) => string,
): ReadState {
  try {
    return readStateUnchecked(input, palette, remapColor);
  } catch (error) {
    // A hostile or broken object (a throwing getter, a proxy) is a state that cannot be loaded, too.
    if (error instanceof Error && error.message.startsWith('Cannot load the state')) throw error;
    fail(`reading it failed (${error instanceof Error ? error.message : String(error)})`);
  }
}

function readStateUnchecked(
  input: unknown,
  palette: readonly string[],
  remapColor?: (color: string) => string,
): ReadState {
  const state = parseInput(input);
  const graph = state.graph ?? {};
  if (typeof graph !== 'object' || graph === null || Array.isArray(graph))
    fail(`"graph" must be an object, not ${describe(graph)}`);
  const expressions = state.expressions ?? {};
  if (typeof expressions !== 'object' || expressions === null || Array.isArray(expressions))
    fail(`"expressions" must be an object, not ${describe(expressions)}`);
  const items = (expressions as Record<string, unknown>).list ?? [];
  if (!Array.isArray(items)) fail(`"expressions.list" must be an array, not ${describe(items)}`);

  const list = new ExpressionList(() => palette);
  items.forEach((raw: unknown, index: number) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      fail(`"expressions.list[${index}]" must be an object, not ${describe(raw)}`);
    const item = upgradeItem(raw as Record<string, unknown>);
    if (typeof item.type === 'string' && !HELD_TYPES.includes(item.type)) return;
    if (remapColor && typeof item.color === 'string') item.color = remapColor(item.color);
    if (remapColor && Array.isArray(item.columns)) {
      item.columns = item.columns.map((column: unknown) =>
        column && typeof column === 'object' && typeof (column as { color?: unknown }).color === 'string'
          ? { ...column, color: remapColor((column as { color: string }).color) }
          : column,
      );
    }
    const change = list.set(item);
    // An image without a URL shows nothing; it is left out rather than failing the whole state.
    if (change === 'rejected' && item.type !== 'image')
      fail(`"expressions.list[${index}]" is not an item that can be read`);
  });
  // Members may precede their folder in a hand-written state, so folder ids are checked once all are read.
  list.normalize();

  const defaults: Partial<GraphSettings> = {};
  for (const name of PERSISTED_SETTINGS) Object.assign(defaults, { [name]: DEFAULT_GRAPH_SETTINGS[name] });
  // An older state may spell a setting as its line did (v0.5's xAxisMinorGridLines).
  const spellings = oldSpellings(GRAPH_SETTINGS);
  const persisted = Object.fromEntries(
    Object.entries(graph as Record<string, unknown>).filter(([name]) =>
      PERSISTED_SETTINGS.includes((spellings[name] ?? name) as keyof GraphSettings),
    ),
  );
  const changes = settingsChanges(DEFAULT_GRAPH_SETTINGS, persisted, spellings);
  return {
    list: list.snapshot(),
    settings: { ...defaults, ...changes },
    viewport: readViewport(graph as Record<string, unknown>),
    randomSeed: typeof state.randomSeed === 'string' ? state.randomSeed : '',
  };
}

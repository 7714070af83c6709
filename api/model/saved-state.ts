/**
 * The saved state: a versioned, JSON-serializable object whose shape pages read despite "opaque":
 *
 *   { version: 11,
 *     randomSeed: '…' (only when the graph has one: a loaded state's; each expression may have its own),
 *     graph: { viewport: { xmin, ymin, xmax, ymax }, …graph settings that differ from the defaults },
 *     expressions: { list: [ { type, id, color, latex, …fields that differ from the defaults },
 *       { type: 'text', id, text }, { type: 'folder', id, title, collapsed?, hidden?, secret? }, … ] } }
 *
 * A folder's members (`folderId`) follow it in the list (list-folders.ts).
 *
 * Key order is fixed, so `JSON.stringify(getState())` is identical while nothing changes. Which settings
 * are saved is the registry's `persisted` (graph-settings.ts): display preferences (fontSize,
 * projectorMode, invertedColors, language) are the page's, not the graph's, and persist through
 * setState/setBlank like configuration options.
 */
import { DEFAULT_DOMAIN, isTable } from './expression-fields';
import { nonDefaultSettings, PERSISTED_SETTINGS, type GraphSettings } from './graph-settings';
import { EXPRESSION_DEFAULTS } from './line-shapes';
import type { ItemState } from './types';
import type { MathBounds } from './viewport';

export const STATE_VERSION = 11;

export interface SavedState {
  version: number;
  /** The graph's random seed (as the best-known product's states carry it); absent: the empty seed. */
  randomSeed?: string;
  graph: { viewport: { xmin: number; ymin: number; xmax: number; ymax: number } } & Partial<GraphSettings>;
  expressions: { list: Record<string, unknown>[] };
}

const FIELD_ORDER = [
  'type',
  'id',
  'folderId',
  'color',
  'latex',
  'hidden',
  'secret',
  'lineStyle',
  'pointStyle',
  'fillOpacity',
  'lineWidth',
  'lineOpacity',
  'pointSize',
  'points',
  'lines',
  'fill',
  'isLogModeRegression',
  'residualVariable',
  'sliderBounds',
  'domain',
  'dragMode',
  'label',
  'showLabel',
  'randomSeed',
  'vizProps',
];

/** Notes and folders as the best-known product saves them; false flags are left out like defaults. */
const NOTE_FIELDS = ['type', 'id', 'folderId', 'text', 'secret'];
const FOLDER_FIELDS = ['type', 'id', 'title', 'collapsed', 'hidden', 'secret'];

function savedFields(item: object, fields: readonly string[]): Record<string, unknown> {
  const source = item as Record<string, unknown>;
  const saved: Record<string, unknown> = {};
  for (const field of fields)
    if (source[field] !== undefined && source[field] !== false) saved[field] = source[field];
  return saved;
}

function itemToSaved(item: ItemState): Record<string, unknown> {
  if (isTable(item)) {
    const { id, folderId, columns } = item;
    return JSON.parse(JSON.stringify({ type: 'table', id, folderId, columns }));
  }
  if (item.type === 'image') return JSON.parse(JSON.stringify(item)) as Record<string, unknown>;
  if (item.type === 'text') return savedFields(item, NOTE_FIELDS);
  if (item.type === 'folder') return savedFields(item, FOLDER_FIELDS);
  const source = item as unknown as Record<string, unknown>;
  const saved: Record<string, unknown> = {};
  for (const field of FIELD_ORDER) {
    const value = source[field];
    if (value === undefined) continue;
    if ((EXPRESSION_DEFAULTS as Record<string, unknown>)[field] === value) continue;
    if (field === 'domain' && JSON.stringify(value) === JSON.stringify(DEFAULT_DOMAIN)) continue;
    saved[field] = typeof value === 'object' ? { ...(value as object) } : value;
  }
  return saved;
}

export function writeState(
  items: readonly ItemState[],
  settings: Readonly<GraphSettings>,
  viewport: MathBounds,
  randomSeed = '',
): SavedState {
  const graph: SavedState['graph'] = {
    viewport: { xmin: viewport.left, ymin: viewport.bottom, xmax: viewport.right, ymax: viewport.top },
    // The registry says which settings are saved (graph-settings.ts); those at their default are left out.
    ...nonDefaultSettings(settings, PERSISTED_SETTINGS),
  };
  const list = items.map(itemToSaved);
  if (randomSeed === '') return { version: STATE_VERSION, graph, expressions: { list } };
  return { version: STATE_VERSION, randomSeed, graph, expressions: { list } };
}

/**
 * The basic calculators' content and its saved state. The state is opaque to pages but plain JSON:
 * the history (each entry's display text, what was typed, its LaTeX with `ans` already resolved, and its
 * outcome), the text being typed, and the angle mode. Outcomes are kept, not recomputed, as a handheld's history keeps its
 * answers when the angle mode changes afterwards.
 */
import type { DefinitionContext, EntryOutcome, ErrorOutcome } from './evaluation';

export const STATE_VERSION = 1;

export interface HistoryEntry {
  /** Display text (`2^10`, `√2`): what screen readers say and braille writes. */
  readonly text: string;
  /** What was typed, the math field's LaTeX: typeset in the history and recalled (absent in older states). */
  readonly input?: string;
  /** LaTeX as evaluated: `ans` replaced by the exact answer it stood for, so definitions stand alone. */
  readonly latex: string;
  readonly outcome: EntryOutcome;
}

export interface BasicContent {
  readonly entries: readonly HistoryEntry[];
  readonly input: string;
  readonly degreeMode: boolean;
}

export const BLANK_CONTENT: BasicContent = { entries: [], input: '', degreeMode: false };

type SavedOutcome =
  | { kind: 'value'; value: number | null; defines?: string }
  | { kind: 'function'; defines: string }
  /** `message` in English; the other fields (since the language setting) show it in other languages. */
  | {
      kind: 'error';
      message: string;
      messageId?: string;
      messageValues?: Readonly<Record<string, string>>;
      code?: string;
      source?: string;
    };

export interface SavedBasicState {
  version: number;
  calculator: 'fourFunction' | 'scientific';
  entries: { text: string; input?: string; latex: string; outcome: SavedOutcome }[];
  input: string;
  degreeMode: boolean;
}

function saveOutcome(outcome: EntryOutcome): SavedOutcome {
  if (outcome.kind !== 'value') return { ...outcome };
  // JSON has no NaN or Infinity: an undefined answer is saved as null.
  const value = Number.isFinite(outcome.value) ? outcome.value : null;
  return outcome.defines === undefined
    ? { kind: 'value', value }
    : { kind: 'value', value, defines: outcome.defines };
}

export function writeState(scientific: boolean, content: BasicContent): SavedBasicState {
  return {
    version: STATE_VERSION,
    calculator: scientific ? 'scientific' : 'fourFunction',
    entries: content.entries.map((entry) => ({
      text: entry.text,
      ...(entry.input === undefined ? {} : { input: entry.input }),
      latex: entry.latex,
      outcome: saveOutcome(entry.outcome),
    })),
    input: content.input,
    degreeMode: content.degreeMode,
  };
}

function fail(why: string): never {
  throw new Error(`setState: this is not a basic calculator state (${why}).`);
}

/** An error outcome with what lets it be shown in another language, where the state has it. */
function readErrorOutcome(outcome: Record<string, unknown>): ErrorOutcome {
  const read: { -readonly [K in keyof ErrorOutcome]: ErrorOutcome[K] } = {
    kind: 'error',
    message: outcome.message as string,
  };
  for (const name of ['messageId', 'code', 'source'] as const) {
    if (typeof outcome[name] === 'string') read[name] = outcome[name];
  }
  const values = outcome.messageValues;
  if (values && typeof values === 'object' && Object.values(values).every((v) => typeof v === 'string'))
    read.messageValues = { ...(values as Record<string, string>) };
  return read;
}

function readOutcome(saved: unknown, index: number): EntryOutcome {
  const outcome = saved as Record<string, unknown> | null;
  if (!outcome || typeof outcome !== 'object') fail(`entry ${index} has no outcome`);
  if (outcome.kind === 'value' && (typeof outcome.value === 'number' || outcome.value === null)) {
    const value = outcome.value === null ? NaN : outcome.value;
    return typeof outcome.defines === 'string'
      ? { kind: 'value', value, defines: outcome.defines }
      : { kind: 'value', value };
  }
  if (outcome.kind === 'function' && typeof outcome.defines === 'string')
    return { kind: 'function', defines: outcome.defines };
  if (outcome.kind === 'error' && typeof outcome.message === 'string') return readErrorOutcome(outcome);
  return fail(`entry ${index} has an unreadable outcome`);
}

/** Reads a saved state; throws, leaving the calculator as it was, when it cannot be read. */
export function readState(state: unknown, scientific: boolean): BasicContent {
  const saved = state as Record<string, unknown> | null;
  if (!saved || typeof saved !== 'object') fail('not an object');
  if (typeof saved.version !== 'number' || saved.version > STATE_VERSION) fail('unknown version');
  if (saved.calculator !== (scientific ? 'scientific' : 'fourFunction'))
    fail(`it was saved by the ${String(saved.calculator)} calculator`);
  if (!Array.isArray(saved.entries)) fail('no entries');
  const entries = saved.entries.map((entry: unknown, index: number): HistoryEntry => {
    const record = entry as Record<string, unknown> | null;
    if (!record || typeof record.text !== 'string' || typeof record.latex !== 'string')
      fail(`entry ${index} has no text or LaTeX`);
    const outcome = readOutcome(record.outcome, index);
    const read = { text: record.text, latex: record.latex, outcome };
    return typeof record.input === 'string' ? { ...read, input: record.input } : read;
  });
  return {
    entries,
    input: typeof saved.input === 'string' ? saved.input : '',
    degreeMode: scientific && saved.degreeMode === true,
  };
}

/** The definitions in force after the history and the last answer, for the next entry. */
export function contextAfter(content: BasicContent, allowFunctionDefinitions: boolean): DefinitionContext {
  const definitions = new Map<string, string>();
  let answer: number | undefined;
  for (const entry of content.entries) {
    const { outcome } = entry;
    if (outcome.kind === 'error') continue;
    if (outcome.defines !== undefined) {
      // Newest definition wins: delete first so the map's order follows the history.
      definitions.delete(outcome.defines);
      definitions.set(outcome.defines, entry.latex);
    }
    if (outcome.kind === 'value') answer = outcome.value;
  }
  return { definitions, answer, degreeMode: content.degreeMode, allowFunctionDefinitions };
}

/**
 * The door of api/basic/: the four-function and scientific calculators' model (no DOM). The constructors
 * on `Lib` are api/surface/basic-calculators.ts; the face, ui/basic/, reads the model through this door.
 */
export { BasicCalculator, WHEN_IDLE, type BasicDisplay, type EngineConnection } from './basic-calculator';
export {
  basicLine,
  DEFAULT_BASIC_OPTIONS,
  type AdditionalFunction,
  type BasicKind,
  type BasicLine,
  type BasicOptions,
  type BrailleMode,
} from './basic-options';
export type { BasicContent, HistoryEntry } from './basic-state';
export type { EntryOutcome, ErrorOutcome } from './evaluation';
export { readMath, type MathItem, type Operator } from './math-items';
export { toDisplayLatex, toDisplayText, toLatex } from './math-latex';
export { formatNumber } from './number-format';

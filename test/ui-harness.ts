/**
 * Moved to support/calculator-ui.ts: the UI is tested on the served calculator, and the in-memory
 * controller this file built the UI with is gone. The old name re-exports the helpers for tests written
 * against it.
 */
export { boxOf, waitForMathFocus } from './support/calculator-ui';

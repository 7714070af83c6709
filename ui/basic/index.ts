/**
 * The door of ui/basic/: the four-function and scientific calculators. api/basic-calculators.ts builds
 * the constructors on `Lib` from these.
 */
export { BasicCalculator, WHEN_IDLE, type EngineConnection } from './basic-calculator';
export {
  basicLine,
  DEFAULT_BASIC_OPTIONS,
  type BasicKind,
  type BasicLine,
  type BasicOptions,
  type BrailleMode,
} from './basic-options';

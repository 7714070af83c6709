/**
 * `Lib.FourFunctionCalculator` and `Lib.ScientificCalculator`: the constructors and the objects a page
 * holds. Each object has exactly the operations of its version line (ui/basic/basic-options.ts), every
 * one guarded as on the graphing calculator: on a destroyed calculator it warns and does nothing, and
 * an unexpected failure is logged rather than thrown into the page; `setState` throws on a state it
 * cannot load, leaving the calculator as it was. The calculator shares the page's engine worker.
 */
import { BasicCalculator, basicLine, WHEN_IDLE, type BasicKind } from '../ui/basic/index';
import { acquireEngine } from './engine-client';
import { History } from './history';
import { resolveBundledCatalogs, type Catalogs } from '../i18n/index';

/** The calculator underneath, for tests and the UI (as `Symbol.for('calculator.internal')` elsewhere). */
export const BASIC_INTERNAL = Symbol.for('calculator.internal');

export interface BasicServerConfig {
  readonly version: string;
  readonly enabledFeatures?: Partial<Record<BasicKind | 'GraphingCalculator', boolean>>;
}

const THROWING = new Set(['setState']);

function publicCalculator(core: BasicCalculator): Record<string | symbol, unknown> {
  const methods: Record<string, (...args: never[]) => unknown> = {
    getState: () => core.getState(),
    setState: (state: unknown, options?: { allowUndo?: boolean }) => core.setState(state, options),
    setBlank: (options?: { allowUndo?: boolean }) => core.setBlank(options),
    undo: () => core.undo(),
    redo: () => core.redo(),
    clearHistory: () => core.clearHistory(),
    resize: () => core.resize(),
    focusFirstExpression: () => core.focusFirstExpression(),
    observeEvent: (name: unknown, callback: unknown) => core.events.observe(name, callback),
    unobserveEvent: (name: unknown) => core.events.unobserve(name),
    destroy: () => core.destroy(),
    updateSettings: (settings: unknown) => core.updateSettings(settings),
  };
  const calculator: Record<string | symbol, unknown> = {};
  for (const name of core.line.operations) {
    const method = methods[name];
    calculator[name] = function (...args: never[]) {
      if (core.isDestroyed(name)) return undefined;
      if (THROWING.has(name)) return method(...args);
      try {
        return method(...args);
      } catch (error) {
        console.error(error);
        return undefined;
      }
    };
  }
  Object.defineProperty(calculator, WHEN_IDLE, { value: () => core[WHEN_IDLE]() });
  Object.defineProperty(calculator, BASIC_INTERNAL, { value: core });
  return calculator;
}

function constructorFor(kind: BasicKind, config: BasicServerConfig, catalogs: Catalogs) {
  const line = basicLine(kind, config.version);
  if (!line) return undefined;
  const enabled = config.enabledFeatures?.[kind] === true;
  // A `function`, so that `new Lib.ScientificCalculator(element)` works as well as the plain call.
  return function BasicCalculatorConstructor(element?: unknown, options?: unknown) {
    if (!enabled) throw new Error(`${kind} is not enabled for this API key (see Lib.enabledFeatures).`);
    const lease = acquireEngine();
    try {
      return publicCalculator(new BasicCalculator(element, options, line, lease, new History(), catalogs));
    } catch (error) {
      lease.release();
      throw error;
    }
  };
}

/** Adds the basic calculator constructors the version line has (none before v0.8) to `Lib`. */
export function addBasicCalculators(
  lib: Record<string, unknown>,
  config: BasicServerConfig,
  /** The catalogs bundled into the page (`lang`); English only when left out. */
  catalogs: Catalogs = resolveBundledCatalogs(undefined),
): void {
  for (const kind of ['FourFunctionCalculator', 'ScientificCalculator'] as const) {
    const constructor = constructorFor(kind, config, catalogs);
    if (constructor) lib[kind] = constructor;
  }
}

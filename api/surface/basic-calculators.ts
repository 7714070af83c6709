/**
 * `Lib.FourFunctionCalculator` and `Lib.ScientificCalculator`: the constructors and the objects a page
 * holds, each a model (api/basic/) with its face (ui/basic/) mounted on the page's element; this file
 * is the one that imports both, so neither imports the other's side. Each object has exactly the
 * operations of its version line (api/basic/basic-options.ts), every
 * one guarded as on the graphing calculator: on a destroyed calculator it warns and does nothing, and
 * an unexpected failure is logged rather than thrown into the page; `setState` throws on a state it
 * cannot load, leaving the calculator as it was. The calculator shares the page's engine worker.
 */
import { BasicCalculator, basicLine, WHEN_IDLE, type BasicKind } from '../basic/index';
import { BasicCalculatorUi } from '../../ui/basic/index';
import { acquireEngine } from '../engine/engine-client';
import { resolveBundledCatalogs, type Catalogs } from '../../i18n/index';
import type { BasicCalculatorApi, BasicCalculatorOptions } from './public-api';

/** The calculator's face, and through its `model` the model, for tests (as on the graphing calculator). */
export const BASIC_INTERNAL = Symbol.for('calculator.internal');

export interface BasicServerConfig {
  readonly version: string;
  readonly enabledFeatures?: Partial<Record<BasicKind | 'GraphingCalculator', boolean>>;
}

const THROWING = new Set(['setState']);

/**
 * The page's object: typed as v1.1's `BasicCalculatorApi`, each method checked against it below; it holds
 * exactly the operations of `core.line` (older lines fewer; their generated declarations say so).
 */
function publicCalculator(core: BasicCalculator, face: BasicCalculatorUi): BasicCalculatorApi {
  const methods: BasicCalculatorApi = {
    getState: () => core.getState(),
    setState: (state, options) => core.setState(state, options),
    setBlank: (options) => core.setBlank(options),
    undo: () => core.undo(),
    redo: () => core.redo(),
    clearHistory: () => core.clearHistory(),
    resize: () => face.resize(),
    focusFirstExpression: () => face.focus(),
    observeEvent: (name, callback) => core.events.observe(name, callback),
    unobserveEvent: (name) => core.events.unobserve(name),
    destroy: () => {
      core.destroy();
      face.destroy();
    },
    updateSettings: (settings) => core.updateSettings(settings),
  };
  const calculator: Record<string | symbol, unknown> = {};
  for (const name of core.line.operations) {
    const method = (methods as unknown as Record<string, (...args: never[]) => unknown>)[name];
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
  Object.defineProperty(calculator, BASIC_INTERNAL, { value: face });
  // Assembled from the line's operations; each member was checked where it is defined.
  return calculator as unknown as BasicCalculatorApi;
}

function isElement(element: unknown): element is HTMLElement {
  const candidate = element as HTMLElement | null | undefined;
  return !!candidate && typeof candidate.appendChild === 'function' && !!candidate.ownerDocument;
}

function constructorFor(kind: BasicKind, config: BasicServerConfig, catalogs: Catalogs) {
  const line = basicLine(kind, config.version);
  if (!line) return undefined;
  const enabled = config.enabledFeatures?.[kind] === true;
  // A `function`, so that `new Lib.ScientificCalculator(element)` works as well as the plain call.
  return function BasicCalculatorConstructor(
    element?: HTMLElement,
    options?: BasicCalculatorOptions,
  ): BasicCalculatorApi {
    if (!enabled) throw new Error(`${kind} is not enabled for this API key (see Lib.enabledFeatures).`);
    if (!isElement(element)) throw new TypeError(`${kind} needs a DOM element to fill.`);
    const lease = acquireEngine();
    try {
      const core = new BasicCalculator(options, line, lease);
      return publicCalculator(core, new BasicCalculatorUi(element, core, catalogs));
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

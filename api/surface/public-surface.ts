/**
 * The object a page holds: exactly the members of its version line (spec: "Differences between
 * lines"), each delegating to the one calculator underneath. Every method is guarded: on a destroyed
 * calculator it warns and does nothing, and an unexpected failure inside is logged rather than thrown
 * into the page. The exceptions are the documented ones: setState/setDefaultState throw on a state that
 * cannot be loaded (and leave the calculator as it was).
 */
import { TERMINATE_ENGINE_WORKER, terminateEngineWorker } from '../engine/engine-client';
import { WHEN_IDLE, type GraphingCalculator } from '../graphing-calculator';
import type {
  AsyncScreenshotOptions,
  GraphingCalculatorApi,
  HelperExpression,
  LegacyCalculatorMembers,
  SettingsObject,
} from './public-api';
import type { AsyncScreenshotOptions as InternalScreenshotOptions } from '../output/screenshot-options';
import type { ItemState } from '../model/types';

/** The calculator underneath, for the list UI and tests (selection, typing, the list's Reset). */
export const INTERNAL = Symbol.for('calculator.internal');
/** What the list UI mounts on (`CalculatorForUi` of ui/calculator-adapter.ts). */
export const UI_BRIDGE = Symbol.for('calculator.forUi');

type Method = (...args: never[]) => unknown;
type Observer = (...args: unknown[]) => void;

/** Every member any line has: v1.1's interface plus what older lines had and v1.1 dropped. */
type AnyLineCalculator = GraphingCalculatorApi & LegacyCalculatorMembers;
type MethodName = {
  [Name in keyof AnyLineCalculator]: AnyLineCalculator[Name] extends Method ? Name : never;
}[keyof AnyLineCalculator];
type PropertyName = Exclude<keyof AnyLineCalculator, MethodName>;

const THROWING = new Set(['setState', 'setDefaultState']);

/**
 * The page's calculator: typed as v1.1's interface, holding exactly the members of `core.line` (older
 * lines fewer, v0.5 to v0.9 also `focusedMathEditor`; their own declarations say so: package/declarations.ts).
 * Each method and property below is checked against `GraphingCalculatorApi` by the compiler.
 */
export function createPublicCalculator(core: GraphingCalculator): GraphingCalculatorApi {
  const content = core.content;
  const methods: Pick<AnyLineCalculator, MethodName> = {
    destroy: () => core.destroy(),
    getState: () => core.getState(),
    setState: (state, options) => core.setState(state, options),
    setBlank: (options) => content.setBlank(options),
    setDefaultState: (state) => content.setDefaultState(state),
    undo: () => content.undo(),
    redo: () => content.redo(),
    clearHistory: () => content.history.clear(),
    screenshot: (options) => core.screenshot(options),
    asyncScreenshot: (
      first: AsyncScreenshotOptions | ((dataUri: string) => void),
      second?: (dataUri: string) => void,
    ) => {
      const [options, callback] = typeof first === 'function' ? [undefined, first] : [first, second];
      // The sides `mathBounds` leaves out are taken from the viewport (screenshot-options.ts reads them).
      if (typeof callback === 'function')
        core.asyncScreenshot(options as InternalScreenshotOptions, callback);
    },
    isProjectionUniform: () => core.isProjectionUniform(),
    // Observer registries call back with (name, target) of unknown shape; each caller passes its own.
    observeEvent: (name, callback) => content.events.observe(name, callback as Observer),
    unobserveEvent: (name) => content.events.unobserve(name),
    setExpression: (state) => core.setExpression(state),
    setExpressions: (states) => core.setExpressions(states),
    removeExpression: (state) => core.removeExpressions([state]),
    removeExpressions: (states) => core.removeExpressions(states),
    removeSelected: () => core.removeSelected(),
    getExpressions: () => core.getExpressions() as unknown as ItemState[],
    HelperExpression: (input) => core.HelperExpression(input) as HelperExpression,
    updateSettings: (settings) => core.updateSettings(settings),
    setGraphSettings: (settings) => core.updateSettings(settings),
    resize: () => core.resize(),
    setMathBounds: (bounds) => core.setMathBounds(bounds),
    mathToPixels: (coordinates) => core.mathToPixels(coordinates),
    pixelsToMath: (coordinates) => core.pixelsToMath(coordinates),
    observe: (property, callback) => core.observe(property, callback),
    unobserve: (property) => core.unobserve(property),
    focusFirstExpression: () => core.focusFirstExpression(),
  };
  const properties: { [Name in PropertyName]: () => AnyLineCalculator[Name] } = {
    expressionAnalysis: () => core.expressionAnalysis,
    graphpaperBounds: () => core.graphpaperBounds,
    // One property per setting of the line, defined at run time (observable-settings.ts).
    settings: () => core.settings as unknown as SettingsObject,
    graphSettings: () => core.settings as unknown as SettingsObject,
    isAnyExpressionSelected: () => core.isAnyExpressionSelected,
    colors: () => ({ ...(core.options.values.colors as Record<string, string>) }),
    focusedMathEditor: () => undefined,
  };

  const calculator: Record<string | symbol, unknown> = {};
  for (const name of core.line.operations) {
    const method = (methods as Record<string, Method>)[name];
    if (method) {
      // `function`, not an arrow: pages write `new calc.HelperExpression({ latex })` too.
      calculator[name] = function (this: unknown, ...args: never[]) {
        if (core.isDestroyed(name)) return undefined;
        if (THROWING.has(name)) return method(...args);
        try {
          return method(...args);
        } catch (error) {
          console.error(error);
          return undefined;
        }
      };
    } else if (name in properties) {
      Object.defineProperty(calculator, name, { enumerable: true, get: properties[name as PropertyName] });
    }
  }
  Object.defineProperty(calculator, WHEN_IDLE, { value: () => core[WHEN_IDLE]() });
  // Fault tests: the page's engine worker ends as a crash would, or silently (the watchdog finds out).
  Object.defineProperty(calculator, TERMINATE_ENGINE_WORKER, {
    value: (silently?: boolean) => terminateEngineWorker(silently === true),
  });
  Object.defineProperty(calculator, INTERNAL, { value: core });
  Object.defineProperty(calculator, UI_BRIDGE, { value: core.forUi });
  // Assembled member by member from the line's table above; each member was checked where it is defined.
  return calculator as unknown as GraphingCalculatorApi;
}

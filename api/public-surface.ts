/**
 * The object a page holds: exactly the members of its version line (spec: "Differences between
 * lines"), each delegating to the one calculator underneath. Every method is guarded: on a destroyed
 * calculator it warns and does nothing, and an unexpected failure inside is logged rather than thrown
 * into the page. The exceptions are the documented ones: setState/setDefaultState throw on a state that
 * cannot be loaded (and leave the calculator as it was).
 */
import { TERMINATE_ENGINE_WORKER, terminateEngineWorker } from './engine-client';
import { WHEN_IDLE, type GraphingCalculator } from './graphing-calculator';
import { createCalculatorForUi } from './ui-bridge';

/** The calculator underneath, for the list UI and tests (selection, typing, the list's Reset). */
export const INTERNAL = Symbol.for('calculator.internal');
/** What the list UI mounts on (`CalculatorForUi` of ui/calculator-adapter.ts). */
export const UI_BRIDGE = Symbol.for('calculator.forUi');

type Method = (...args: never[]) => unknown;

const THROWING = new Set(['setState', 'setDefaultState']);

export function createPublicCalculator(core: GraphingCalculator): Record<string, unknown> {
  const content = core.content;
  const methods: Record<string, Method> = {
    destroy: () => core.destroy(),
    getState: () => core.getState(),
    setState: (state: unknown, options?: { allowUndo?: boolean; remapColors?: boolean }) =>
      core.setState(state, options),
    setBlank: (options?: { allowUndo?: boolean }) => content.setBlank(options),
    setDefaultState: (state: unknown) => content.setDefaultState(state),
    undo: () => content.undo(),
    redo: () => content.redo(),
    clearHistory: () => content.history.clear(),
    screenshot: (options?: object) => core.screenshot(options),
    asyncScreenshot: (first?: unknown, second?: unknown) => {
      const [options, callback] = typeof first === 'function' ? [undefined, first] : [first, second];
      if (typeof callback === 'function')
        core.asyncScreenshot(options as object | undefined, callback as (uri: string) => void);
    },
    isProjectionUniform: () => core.isProjectionUniform(),
    observeEvent: (name: string, callback: () => void) => content.events.observe(name, callback),
    unobserveEvent: (name: string) => content.events.unobserve(name),
    setExpression: (state: unknown) => core.setExpression(state),
    setExpressions: (states: unknown) => core.setExpressions(states),
    removeExpression: (state: unknown) => core.removeExpressions([state]),
    removeExpressions: (states: unknown) => core.removeExpressions(states),
    removeSelected: () => core.removeSelected(),
    getExpressions: () => core.getExpressions(),
    HelperExpression: (input: unknown) => core.HelperExpression(input),
    updateSettings: (settings: unknown) => core.updateSettings(settings),
    setGraphSettings: (settings: unknown) => core.updateSettings(settings),
    resize: () => core.resize(),
    setMathBounds: (bounds: never) => core.setMathBounds(bounds),
    mathToPixels: (coordinates: never) => core.mathToPixels(coordinates),
    pixelsToMath: (coordinates: never) => core.pixelsToMath(coordinates),
    observe: (property: unknown, callback: unknown) => core.observe(property, callback),
    unobserve: (property: unknown) => core.unobserve(property),
    focusFirstExpression: () => core.focusFirstExpression(),
  };
  const properties: Record<string, () => unknown> = {
    expressionAnalysis: () => core.expressionAnalysis,
    graphpaperBounds: () => core.graphpaperBounds,
    settings: () => core.settings,
    graphSettings: () => core.settings,
    isAnyExpressionSelected: () => core.isAnyExpressionSelected,
    colors: () => ({ ...(core.options.values.colors as Record<string, string>) }),
    focusedMathEditor: () => undefined,
  };

  const calculator: Record<string | symbol, unknown> = {};
  for (const name of core.line.operations) {
    const method = methods[name];
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
    } else if (properties[name]) {
      Object.defineProperty(calculator, name, { enumerable: true, get: properties[name] });
    }
  }
  Object.defineProperty(calculator, WHEN_IDLE, { value: () => core[WHEN_IDLE]() });
  // Fault tests: the page's engine worker ends as a crash would, or silently (the watchdog finds out).
  Object.defineProperty(calculator, TERMINATE_ENGINE_WORKER, {
    value: (silently?: boolean) => terminateEngineWorker(silently === true),
  });
  Object.defineProperty(calculator, INTERNAL, { value: core });
  Object.defineProperty(calculator, UI_BRIDGE, { value: createCalculatorForUi(core) });
  return calculator;
}

/**
 * Hostile and careless pages (issue 22): fast-check makes random calls to every public method of the three
 * calculators and of `Lib` — random JSON, wrong types, NaN and ±Infinity, huge and deeply nested values,
 * markup, cyclic objects, getters and proxies that throw, near-valid expression items and states. What must
 * hold: no uncaught exception and no unhandled rejection in the page, no internal failure logged (a
 * `TypeError` or `RangeError` caught by the public guard is a crash path, not a clear result), and a thrown
 * value, where the spec allows one, is an `Error` with a message. Afterwards each calculator still evaluates,
 * draws and round-trips its state.
 *
 * Arguments are described in JSON (`{ $: 'cyclic' }`, …) and built inside the page, because what makes
 * them hostile cannot cross the DevTools protocol. A failing run is shrunk by fast-check to the fewest calls
 * that still fail, and printed; such cases become unit tests next to the code they break.
 */
import fc from 'fast-check';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from './support/connect';
import { decodePngDataUri, hasColorNear, hexToRgb, openCalculatorPage, type TestPage } from './support/page';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const CALLS_PER_RUN = 400;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

type Recipe = unknown;

const special = fc.constantFrom<Recipe>(
  { $: 'NaN' },
  { $: 'Infinity' },
  { $: '-Infinity' },
  { $: 'undefined' },
  { $: '-0' },
  { $: 'cyclic' },
  { $: 'throwingGetter' },
  { $: 'throwingProxy' },
  { $: 'function' },
  { $: 'throwingFunction' },
  { $: 'symbol' },
  { $: 'bigint' },
  { $: 'date' },
  { $: 'element' },
  { $: 'deepArray' },
  { $: 'deepObject' },
  { $: 'hugeString' },
  { $: 'hugeArray' },
  { $: 'protoPollution' },
);

const markup = fc.constantFrom(
  '<img src=x onerror="window.__fuzzXss=1">',
  '"><script>window.__fuzzXss=1</script>',
  'javascript:window.__fuzzXss=1',
  "red;background:url('https://tracker.invalid/c')",
  '\\htmlStyle{position:fixed;inset:0}{x}',
  '\\href{javascript:1}{x}',
  '{'.repeat(500),
  '\\left('.repeat(300),
  '__proto__',
  'constructor',
);

const latex = fc.constantFrom(
  'y=x^2',
  'y=\\sin(x)',
  'x^2+y^2=1',
  '(1,2)',
  'a=3',
  'L=[1,2,3]',
  'f(x)=x^3',
  'y_1\\sim mx_1+b',
  '\\operatorname{histogram}(L)',
  'r=\\theta',
  'y>x',
  '',
  '\\int_0^x t\\,dt',
);

const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 1e308, -1e308, 1e-320, 2 ** 31, 1e9),
);

const leaf: fc.Arbitrary<Recipe> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: special },
  { weight: 2, arbitrary: markup },
  { weight: 2, arbitrary: latex },
  { weight: 2, arbitrary: number },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.boolean() },
);

const color = fc.oneof(fc.constantFrom('#2d70b3', '#abc', 'red', 'url(x)', '', '#gggggg'), markup, leaf);
const id = fc.oneof(fc.constantFrom('1', '2', 'a', 'folder', 'note', 'graph1'), fc.integer(), leaf);

const item: fc.Arbitrary<Recipe> = fc.record(
  {
    type: fc.oneof(fc.constantFrom('expression', 'table', 'text', 'folder', 'image'), leaf),
    id,
    latex: fc.oneof(latex, leaf),
    color,
    hidden: fc.oneof(fc.boolean(), leaf),
    secret: fc.oneof(fc.boolean(), leaf),
    folderId: id,
    text: fc.oneof(markup, fc.string()),
    title: fc.oneof(markup, fc.string()),
    collapsed: leaf,
    lineStyle: fc.oneof(fc.constantFrom('SOLID', 'DASHED', 'DOTTED', 'solid'), leaf),
    pointStyle: fc.oneof(fc.constantFrom('POINT', 'OPEN', 'CROSS'), leaf),
    lineWidth: fc.oneof(number, leaf),
    lineOpacity: fc.oneof(number, leaf),
    fillOpacity: fc.oneof(number, leaf),
    sliderBounds: fc.oneof(fc.record({ min: fc.oneof(latex, leaf), max: leaf, step: leaf }), leaf),
    domain: fc.oneof(fc.record({ min: leaf, max: leaf }), leaf),
    dragMode: fc.oneof(fc.constantFrom('X', 'Y', 'XY', 'NONE', 'AUTO'), leaf),
    label: fc.oneof(markup, leaf),
    columns: fc.oneof(
      fc.array(
        fc.record(
          { latex: fc.oneof(latex, leaf), values: fc.oneof(fc.array(leaf, { maxLength: 4 }), leaf), color },
          { requiredKeys: [] },
        ),
        {
          maxLength: 3,
        },
      ),
      leaf,
    ),
    image_url: fc.oneof(
      fc.constantFrom('data:image/png;base64,iVBORw0KGgo=', 'javascript:1', 'https://tracker.invalid/i.png'),
      leaf,
    ),
  },
  { requiredKeys: [] },
);

const bounds = fc.record(
  {
    left: fc.oneof(number, leaf),
    right: fc.oneof(number, leaf),
    bottom: number,
    top: fc.oneof(number, leaf),
  },
  { requiredKeys: [] },
);

const settings = fc.dictionary(
  fc.constantFrom(
    'degreeMode',
    'showGrid',
    'showXAxis',
    'xAxisStep',
    'xAxisMinorSubdivisions',
    'yAxisArrowMode',
    'xAxisLabel',
    'polarMode',
    'language',
    'fontSize',
    'invertedColors',
    'projectorMode',
    'randomSeed',
    'squareAxes',
    'userLockedViewport',
    'backgroundColor',
    'textColor',
    'colors',
    '__proto__',
  ),
  fc.oneof(leaf, color),
  { maxKeys: 4 },
);

const state = fc.oneof(
  fc.record(
    {
      version: fc.oneof(fc.constantFrom(11, 10, 9, 12), leaf),
      graph: fc.oneof(
        fc.record(
          { viewport: fc.oneof(fc.record({ xmin: number, xmax: number, ymin: number, ymax: number }), leaf) },
          { requiredKeys: [] },
        ),
        leaf,
      ),
      expressions: fc.oneof(fc.record({ list: fc.oneof(fc.array(item, { maxLength: 5 }), leaf) }), leaf),
    },
    { requiredKeys: [] },
  ),
  leaf,
);

/** One argument: anything, with weight on the shapes each method expects. */
const argument = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 4, arbitrary: item },
  { weight: 1, arbitrary: fc.array(item, { maxLength: 4 }) },
  { weight: 2, arbitrary: settings },
  { weight: 2, arbitrary: state },
  { weight: 1, arbitrary: bounds },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        width: number,
        height: number,
        targetPixelRatio: number,
        format: fc.constantFrom('png', 'svg', 'gif'),
        mode: leaf,
        mathBounds: fc.oneof(bounds, leaf),
      },
      { requiredKeys: [] },
    ),
  },
);

interface Call {
  target: 'graphing' | 'scientific' | 'fourFunction' | 'lib';
  method: string;
  args: Recipe[];
}

interface RunReport {
  failures: string[];
  calls: number;
}

let browser: Browser;
let opened: TestPage;
let methods: Record<Call['target'], string[]>;

beforeAll(async () => {
  browser = await connectBrowser();
  opened = await openCalculatorPage(browser, baseUrl(), { width: 400, height: 300 });
  await opened.page.evaluate(PAGE_SETUP);
  methods = await opened.page.evaluate(() =>
    (window as unknown as { fuzz: { methods(): Record<string, string[]> } }).fuzz.methods(),
  );
});

afterAll(async () => {
  await opened.page.close();
  await browser.disconnect();
});

/** Runs in the page: builds hostile values from recipes, calls, and records what went wrong. */
const PAGE_SETUP = `(() => {
  const failures = [];
  const record = (text) => { if (failures.length < 50) failures.push(text); };
  window.addEventListener('error', (event) => record('uncaught: ' + (event.error?.stack || event.message)));
  window.addEventListener('unhandledrejection', (event) => record('unhandled rejection: ' + (event.reason?.stack || String(event.reason))));
  const internal = /undefined|null|not a function|not iterable|Cannot (read|set|convert)|call stack|Invalid array length|is not defined/;
  const clearlyThrown = (error) => error instanceof Error && error.message.length > 0 && !((error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) && internal.test(error.message));
  const originalError = console.error;
  // The public guard logs what it catches: an error from deep inside (reading a property of undefined,
  // a blown stack) is a crash path the input reached, not a clear result.
  console.error = (...args) => {
    for (const value of args) {
      if (value instanceof Error && !clearlyThrown(value)) record('logged ' + value.name + ': ' + (value.stack || value.message));
    }
    return originalError.apply(console, args);
  };
  const build = (recipe, depth = 0) => {
    if (Array.isArray(recipe)) return recipe.map((entry) => build(entry, depth + 1));
    if (recipe === null || typeof recipe !== 'object') return recipe;
    if (typeof recipe.$ === 'string' && Object.keys(recipe).length === 1) {
      switch (recipe.$) {
        case 'NaN': return NaN;
        case 'Infinity': return Infinity;
        case '-Infinity': return -Infinity;
        case 'undefined': return undefined;
        case '-0': return -0;
        case 'cyclic': { const value = { id: 'c', latex: 'y=x', type: 'expression' }; value.self = value; value.list = [value]; return value; }
        case 'throwingGetter': return Object.defineProperty({ type: 'expression' }, 'latex', { enumerable: true, get() { throw new Error('getter'); } });
        case 'throwingProxy': return new Proxy({}, { get() { throw new Error('proxy'); }, ownKeys() { throw new Error('proxy keys'); }, has() { throw new Error('proxy has'); } });
        case 'function': return () => 1;
        case 'throwingFunction': return () => { throw new Error('callback'); };
        case 'symbol': return Symbol('fuzz');
        case 'bigint': return 10n ** 30n;
        case 'date': return new Date(NaN);
        case 'element': return document.createElement('div');
        case 'deepArray': { let value = []; for (let i = 0; i < 10000; i++) value = [value]; return value; }
        case 'deepObject': { let value = {}; for (let i = 0; i < 10000; i++) value = { list: [value], latex: value }; return value; }
        case 'hugeString': return 'x'.repeat(2_000_000);
        case 'hugeArray': return Array.from({ length: 200_000 }, (_, i) => ({ id: String(i), latex: 'y=x' }));
        case 'protoPollution': return JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}');
      }
    }
    const out = {};
    for (const key of Object.keys(recipe)) out[key] = build(recipe[key], depth + 1);
    return out;
  };
  const calculators = {};
  const make = () => {
    for (const calc of Object.values(calculators)) { try { calc.destroy(); } catch (error) { record('destroy threw: ' + error); } }
    for (const [name, kind, size] of [['graphing', 'GraphingCalculator', 'width:400px;height:300px'], ['scientific', 'ScientificCalculator', 'width:300px;height:300px'], ['fourFunction', 'FourFunctionCalculator', 'width:300px;height:300px']]) {
      let element = document.getElementById('fuzz-' + name);
      if (!element) { element = document.createElement('div'); element.id = 'fuzz-' + name; element.style.cssText = size; document.body.appendChild(element); }
      calculators[name] = Lib[kind](element);
    }
  };
  const functionNames = (object) => {
    const names = new Set();
    for (let current = object; current && current !== Object.prototype; current = Object.getPrototypeOf(current)) {
      for (const name of Object.getOwnPropertyNames(current)) {
        const descriptor = Object.getOwnPropertyDescriptor(current, name);
        if (descriptor && typeof descriptor.value === 'function' && name !== 'constructor') names.add(name);
      }
    }
    return [...names].sort();
  };
  window.fuzz = {
    failures,
    methods: () => {
      make();
      return {
        graphing: functionNames(calculators.graphing),
        scientific: functionNames(calculators.scientific),
        fourFunction: functionNames(calculators.fourFunction),
        lib: functionNames(Lib).filter((name) => !/Calculator$/.test(name)),
      };
    },
    async run(calls) {
      make();
      for (const call of calls) {
        const target = call.target === 'lib' ? Lib : calculators[call.target];
        // destroy is called last, by make(); in the middle it would only test the destroyed guard.
        if (call.method === 'destroy') continue;
        let args;
        try { args = call.args.map((recipe) => build(recipe)); } catch (error) { continue; }
        // A state that cannot be loaded is refused whole: the calculator is as it was (spec: setState throws).
        const before = call.method === 'setState' && call.target !== 'lib' ? JSON.stringify(target.getState()) : undefined;
        try {
          const result = target[call.method](...args);
          if (result && typeof result.then === 'function') {
            result.then(undefined, (error) => { if (!clearlyThrown(error)) record(call.target + '.' + call.method + ' rejected unclearly: ' + (error?.stack || String(error))); });
          }
        } catch (error) {
          if (!clearlyThrown(error)) record(call.target + '.' + call.method + ' threw unclearly: ' + (error?.stack || String(error)));
          else if (before !== undefined && JSON.stringify(target.getState()) !== before) record(call.target + '.setState threw after changing the calculator: ' + error.message);
        }
      }
      // Whatever the batch left, the calculator still evaluates (and deferred work — analysis, frames,
      // promises — shows what it does with what was stored).
      const graphing = calculators.graphing;
      graphing.setExpression({ id: 'fuzz-probe', latex: '20+22' });
      const idle = await Promise.race([graphing[Symbol.for('calculator.whenIdle')]().then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10000))]);
      const probe = graphing.expressionAnalysis['fuzz-probe'];
      if (!idle) record('the graphing calculator did not settle within 10 s');
      else if (probe?.evaluation?.value !== 42) record('the graphing calculator stopped evaluating: ' + JSON.stringify(probe));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const found = failures.splice(0);
      return { failures: found, calls: calls.length, polluted: ({}).polluted !== undefined || window.__fuzzXss !== undefined };
    },
    calculators,
  };
})()`;

describe('fuzzing every public method', () => {
  it('the harness sees an uncaught error, an unhandled rejection and a logged TypeError', async () => {
    const pageErrorsBefore = opened.pageErrors.length;
    const report = await opened.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('late');
      });
      setTimeout(() => void Promise.reject(new Error('nobody listens')));
      console.error(new TypeError("Cannot read properties of undefined (reading 'x')"));
      return (window as unknown as { fuzz: { run(calls: Call[]): Promise<RunReport> } }).fuzz.run([]);
    });
    // DevTools reports the rejection (puppeteer's 'pageerror'); the page's own listener may not hear it.
    expect(opened.pageErrors.slice(pageErrorsBefore).join('\n')).toMatch(/nobody listens/);
    expect(opened.pageErrors.slice(pageErrorsBefore).join('\n')).toMatch(/late/);
    expect(
      report.failures
        .map((failure) => failure.split(':')[0])
        .filter((kind) => kind !== 'unhandled rejection'),
    ).toEqual(['logged TypeError', 'uncaught']);
  });

  it(`${RUNS * CALLS_PER_RUN} random calls: nothing uncaught, nothing unclear, the calculators still work`, async () => {
    const { page } = opened;
    const targets = (Object.keys(methods) as Call['target'][]).filter((target) => methods[target].length > 0);
    const call: fc.Arbitrary<Call> = fc.constantFrom(...targets).chain((target) =>
      fc.record({
        target: fc.constant(target),
        method: fc.constantFrom(...methods[target]),
        args: fc.array(argument, { maxLength: 3 }),
      }),
    );
    let total = 0;
    const result = await fc.check(
      fc.asyncProperty(
        fc.array(call, { minLength: CALLS_PER_RUN, maxLength: CALLS_PER_RUN }),
        async (calls) => {
          if (process.env.FUZZ_LOG)
            console.log(
              'batch',
              JSON.stringify(calls).length,
              calls
                .filter(
                  (c) => JSON.stringify(c.args).includes('huge') || JSON.stringify(c.args).includes('deep'),
                )
                .map((c) => c.target + '.' + c.method + ' ' + JSON.stringify(c.args).slice(0, 200))
                .join(' | '),
            );
          const report = await page.evaluate(
            (batch) =>
              (
                window as unknown as {
                  fuzz: { run(calls: Call[]): Promise<RunReport & { polluted: boolean }> };
                }
              ).fuzz.run(batch),
            calls,
          );
          total += report.calls;
          if (process.env.FUZZ_LOG)
            console.log(
              `run: ${report.calls} calls, ${report.failures.length} failures`,
              report.failures.slice(0, 3).join('\n').slice(0, 3000),
            );
          if (report.polluted) return false;
          return report.failures.length === 0;
        },
      ),
      // Shrinking 400-call batches takes minutes; FUZZ_SHRINK=1 asks for it when a failure needs a small case.
      { numRuns: RUNS, seed: SEED, endOnFailure: !process.env.FUZZ_SHRINK },
    );
    if (result.failed) {
      const shrunk = result.counterexample?.[0] as Call[];
      console.log('failing seed', result.seed, 'path', result.counterexamplePath);
      const report = await page.evaluate(
        (batch) =>
          (window as unknown as { fuzz: { run(calls: Call[]): Promise<RunReport> } }).fuzz.run(batch),
        shrunk,
      );
      console.log('shrunk failing calls:', JSON.stringify(shrunk), '\nfailures:', report.failures.join('\n'));
    }
    expect(result.failed).toBe(false);
    expect(total).toBeGreaterThanOrEqual(RUNS * CALLS_PER_RUN);
    console.log(`fuzz: ${total} calls in ${RUNS} runs (seed ${SEED}), methods:`, JSON.stringify(methods));

    // Afterwards: a fresh content evaluates, draws and round-trips.
    const after = await page.evaluate(async () => {
      const { calculators } = (window as unknown as { fuzz: { calculators: Record<string, any> } }).fuzz;
      const calc = calculators.graphing;
      calc.setBlank();
      calc.setExpression({ id: 'check', latex: 'y=x^2', color: '#c74440' });
      calc.setExpression({ id: 'value', latex: '2+3' });
      await calc[Symbol.for('calculator.whenIdle')]();
      const state = calc.getState();
      calc.setState(JSON.parse(JSON.stringify(state)));
      const roundTrip = JSON.stringify(calc.getState()) === JSON.stringify(state);
      return {
        roundTrip,
        value: calc.expressionAnalysis.value?.evaluation?.value,
        error: calc.expressionAnalysis.check?.isError,
        png: calc.screenshot({ width: 200, height: 200 }) as string,
      };
    });
    expect(after.roundTrip).toBe(true);
    expect(after.value).toBe(5);
    expect(after.error).toBe(false);
    expect(after.png.startsWith('data:image/png')).toBe(true);
    // y=x^2 through (2, 4) in the default ±10 view of a 200 px square; nothing red at (−2, −4).
    const image = decodePngDataUri(after.png);
    expect(hasColorNear(image, 120, 60, hexToRgb('#c74440'), 3)).toBe(true);
    expect(hasColorNear(image, 80, 140, hexToRgb('#c74440'), 3)).toBe(false);
  }, 600_000);
});

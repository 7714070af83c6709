/**
 * Input fidelity (issue 21): what a person types letter by letter, with real key events, gives the LaTeX
 * they mean and the value or graph they expect, in the served calculator. One page and one row serve
 * every input (cleared between them); the scientific and four-function calculators on the same page are
 * typed the same inputs, every prefix on the way, and no input may raise an uncaught error anywhere.
 */
import { describe, expect, it } from 'vitest';
import { functionNames } from '../language/functions';
import { waitForIdle } from './support/page';
import { useCalculatorPage } from './support/shared-page';
import { waitForMathFocus } from './support/calculator-ui';

const opened = useCalculatorPage({
  width: 900,
  height: 600,
  body: '<div id="scientific" style="width:360px;height:420px"></div><div id="fourFunction" style="width:360px;height:420px"></div>',
});

interface Expected {
  /** The row's LaTeX, when the case is about what the field writes. */
  latex?: string;
  /** The value the row shows. */
  value?: number;
  /** The row draws. */
  graph?: true;
}

type Case = readonly [keys: string, expected: Expected];

/**
 * Sixty inputs from algebra, trigonometry, calculus and statistics lessons, covering the language's
 * function registry (language/functions.ts) as a person types them: `{Name}` presses a named key.
 */
const LESSON_INPUTS: readonly Case[] = [
  // Algebra
  ['y=2x+1', { graph: true }],
  ['y=x^2-4x+3', { latex: 'y=x^2-4x+3', graph: true }],
  ['y=(x-1)(x+2)', { graph: true }],
  ['y=abs(x-3)', { latex: 'y=\\operatorname{abs}\\left(x-3\\right)', graph: true }],
  ['y=sqrt(x)+1', { latex: 'y=\\sqrt{\\left(x\\right)}+1', graph: true }],
  ['y=1/x', { latex: 'y=\\frac{1}{x}', graph: true }],
  ['y=2^x', { graph: true }],
  ['f(x)=x^3-x', { graph: true }],
  ['y=floor(x)', { latex: 'y=\\operatorname{floor}\\left(x\\right)', graph: true }],
  ['y=ceil(x)', { graph: true }],
  ['y=round(x/2)', { latex: 'y=\\operatorname{round}\\left(\\frac{x}{2}\\right)', graph: true }],
  ['y=sign(x)', { graph: true }],
  ['y=mod(x,3)', { graph: true }],
  ['y=max(x,2)', { graph: true }],
  ['y={x<0:-x,x}', { graph: true }],
  ['x^2+y^2=25', { latex: 'x^2+y^2=25', graph: true }],
  ['y<2x+1', { graph: true }],
  ['(1,2)', { graph: true }],
  ['2^10', { latex: '2^{10}', value: 1024 }],
  ['2^-1+1', { value: 1.5 }],
  // Numbers
  ['gcd(12,18)', { value: 6 }],
  ['lcm(4,6)', { value: 12 }],
  ['nCr(5,2)', { value: 10 }],
  ['nPr(5,2)', { value: 20 }],
  ['5!', { value: 120 }],
  ['sqrt(16)', { value: 4 }],
  ['nthroot3{Tab}27', { latex: '\\sqrt[3]{27}', value: 3 }],
  ['cbrt(27)', { value: 3 }],
  ['e^2', { value: Math.E ** 2 }],
  ['min(4,9)', { value: 4 }],
  // Logarithms
  ['log(100)', { latex: '\\log\\left(100\\right)', value: 2 }],
  ['ln(e)', { value: 1 }],
  ['log_2(8)', { latex: '\\log_2\\left(8\\right)', value: 3 }],
  ['exp(1)', { value: Math.E }],
  ['y=ln(x)', { graph: true }],
  // Trigonometry
  ['sin(pi/2)', { latex: '\\sin\\left(\\frac{\\pi}{2}\\right)', value: 1 }],
  ['cos(0)', { value: 1 }],
  ['tan(pi/4)', { value: 1 }],
  ['y=sin(x)', { graph: true }],
  ['y=2cos(3x)', { graph: true }],
  ['arcsin(1)', { value: Math.PI / 2 }],
  ['arctan(1)', { value: Math.PI / 4 }],
  ['sec(0)', { value: 1 }],
  ['y=sinh(x)', { graph: true }],
  ['y=x^2sin(x)', { graph: true }],
  // Calculus
  ['y=d/dxx^2', { latex: 'y=\\frac{d}{dx}x^2', graph: true }],
  ['y=d/dxsin(x)', { graph: true }],
  ['sumn=1{ArrowRight}10{ArrowRight}n', { value: 55 }],
  ['prodk=1{ArrowRight}5{ArrowRight}k', { value: 120 }],
  ['int0{ArrowRight}1{ArrowRight}2xdx', { value: 1 }],
  // Statistics
  ['mean(1,2,3,4)', { latex: '\\operatorname{mean}\\left(1,2,3,4\\right)', value: 2.5 }],
  ['median(1,3,2)', { value: 2 }],
  ['total([1,2,3])', { value: 6 }],
  ['length([1,2,3])', { value: 3 }],
  ['stdev([1,2,3,4])', { value: Math.sqrt(5 / 3) }],
  ['var([1,2,3,4])', { value: 5 / 3 }],
  ['quantile([1,2,3,4],0.5)', { value: 2.5 }],
  ['cdf(normaldist(0,1),0)', { value: 0.5 }],
  ['histogram([1,2,2,3])', { graph: true }],
  ['distance((1,2),(4,6))', { value: 5 }],
  ['polygon((0,0),(1,0),(0,1))', { graph: true }],
  ['boxplot([1,2,3,4,5])', { graph: true }],
];

type Row = { id: string; latex: string };
type Analysis = {
  isError?: boolean;
  errorMessage?: string;
  isGraphable?: boolean;
  evaluation?: { type: string; value: unknown };
};

/** The focused field's LaTeX as the calculator stores it. */
const FIELD_LATEX = `(document.activeElement?.value ?? '').replace(/\\\\operatorname\\{\\\\mathrm\\{([A-Za-z]+)\\}\\}/g, '\\\\operatorname{$1}')`;

async function startGraphing(): Promise<void> {
  const { page } = opened;
  await page.evaluate(() => {
    const w = window as any;
    w.calc ??= w.Lib.GraphingCalculator(document.getElementById('calculator'));
    w.calc.setBlank();
  });
  await page.waitForSelector('.calc-ui-new-row');
  await page.click('.calc-ui-new-row');
  await waitForMathFocus(opened.page);
}

async function pressKeys(keys: string): Promise<void> {
  for (const part of keys.split(/(\{[A-Za-z]+\})/)) {
    if (/^\{[A-Za-z]+\}$/.test(part)) await opened.page.keyboard.press(part.slice(1, -1) as 'Tab');
    else if (part) await opened.page.keyboard.type(part);
  }
}

/** Empties the focused row by select-all and delete, and waits until the calculator has it empty. */
async function clearRow(): Promise<void> {
  const { page } = opened;
  if ((await page.evaluate(FIELD_LATEX)) === '') return;
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(
    `${FIELD_LATEX} === '' && (window.calc.getExpressions()[0]?.latex ?? '') === ''`,
    { timeout: 3000 },
  );
  await waitForIdle(page);
}

/** Types `keys` into the one row and returns what the calculator made of it once it has analyzed it. */
async function typeIntoRow(keys: string): Promise<{ row: Row; analysis: Analysis }> {
  const { page } = opened;
  await clearRow();
  await pressKeys(keys);
  await page.waitForFunction(
    `${FIELD_LATEX} !== '' && window.calc.getExpressions()[0]?.latex === ${FIELD_LATEX}`,
    { timeout: 3000 },
  );
  await waitForIdle(page);
  return page.evaluate(() => {
    const calc = (window as any).calc;
    const row = calc.getExpressions()[0];
    return { row: { id: row.id, latex: row.latex }, analysis: calc.expressionAnalysis[row.id] ?? {} };
  });
}

function expectMeant(keys: string, { row, analysis }: { row: Row; analysis: Analysis }, expected: Expected) {
  const what = `${JSON.stringify(keys)} → ${row.latex}: ${analysis.errorMessage ?? ''}`;
  if (expected.latex !== undefined) expect(row.latex, what).toBe(expected.latex);
  expect(analysis.isError ?? false, what).toBe(false);
  if (expected.graph) expect(analysis.isGraphable, what).toBe(true);
  if (expected.value !== undefined) {
    expect(analysis.evaluation?.type, what).toBe('Number');
    expect(analysis.evaluation?.value as number, what).toBeCloseTo(expected.value, 9);
  }
}

/** Uncaught errors and console errors so far (the engine's and MathLive's included). */
const failures = () => [
  ...opened.pageErrors,
  ...opened.consoleMessages.filter((message) => message.startsWith('error')),
];

describe('typing letter by letter into the graphing calculator', () => {
  it('gives the LaTeX of the issue’s cases and what the language reads of it', async () => {
    await startGraphing();
    const cases: readonly Case[] = [
      ['y=log(x)', { latex: 'y=\\log\\left(x\\right)', graph: true }],
      ['y=ln(x)', { latex: 'y=\\ln\\left(x\\right)', graph: true }],
      ['y=abs(x-3)', { latex: 'y=\\operatorname{abs}\\left(x-3\\right)', graph: true }],
      ['y=floor(x)', { latex: 'y=\\operatorname{floor}\\left(x\\right)', graph: true }],
      ['y=sqrt(x)', { latex: 'y=\\sqrt{\\left(x\\right)}', graph: true }],
      ['y=nthroot3{Tab}x', { latex: 'y=\\sqrt[3]{x}', graph: true }],
      ['mean(1,2,6)', { latex: '\\operatorname{mean}\\left(1,2,6\\right)', value: 3 }],
      ['y={x<0:-x,x}', { latex: 'y=\\left\\lbrace x<0:-x,x\\right\\rbrace', graph: true }],
      ['y=x{0<x<2}', { graph: true }],
      ['stdev([2,4])', { latex: '\\operatorname{stdev}\\left(\\left\\lbrack2,4\\right\\rbrack\\right)' }],
      ['normaldist(0,1)', { latex: '\\operatorname{normaldist}\\left(0,1\\right)' }],
      ['random(3)', { latex: '\\operatorname{random}\\left(3\\right)' }],
      [
        'histogram([1,2,3])',
        { latex: '\\operatorname{histogram}\\left(\\left\\lbrack1,2,3\\right\\rbrack\\right)' },
      ],
      ['y=polygamma(1,x)', { latex: 'y=\\operatorname{polygamma}\\left(1,x\\right)', graph: true }],
      ['inversecdf(normaldist(0,1),0.5)', { value: 0 }],
      ['distance((0,0),(3,4))', { value: 5 }],
      [
        'midpoint((0,0),(2,4))',
        { latex: '\\operatorname{midpoint}\\left(\\left(0,0\\right),\\left(2,4\\right)\\right)' },
      ],
      ['y=2^x+1', { latex: 'y=2^{x}+1', graph: true }],
    ];
    for (const [keys, expected] of cases) expectMeant(keys, await typeIntoRow(keys), expected);
    expect(failures()).toEqual([]);
  });

  it('reads a paste of plain text or LaTeX as typing would', async () => {
    const { page } = opened;
    const cases: readonly [text: string, expected: Expected][] = [
      ['y=abs(x-3)', { graph: true }],
      ['y=log(x)', { latex: 'y=\\log\\left(x\\right)', graph: true }],
      ['mean(1,2,6)', { latex: '\\operatorname{mean}\\left(1,2,6\\right)', value: 3 }],
      ['y={x<0:-x,x}', { graph: true }],
      ['y=sqrt(x)+1', { graph: true }],
      ['y=\\left\\lbrace x<0:-x,x\\right\\rbrace', { graph: true }],
      [
        'y=\\operatorname{\\mathrm{floor}}\\left(x\\right)',
        { latex: 'y=\\operatorname{floor}\\left(x\\right)', graph: true },
      ],
    ];
    for (const [text, expected] of cases) {
      await clearRow();
      // MathLive hears pastes on its keyboard sink, inside the field; the calculator's handlers on the field.
      await page.evaluate((pasted) => {
        const field = document.activeElement as HTMLElement;
        const sink = field.shadowRoot?.querySelector('.ML__keyboard-sink') ?? field;
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        const event = new ClipboardEvent('paste', {
          clipboardData: data,
          bubbles: true,
          cancelable: true,
          composed: true,
        });
        sink.dispatchEvent(event);
      }, text);
      await page.waitForFunction(
        `${FIELD_LATEX} !== '' && window.calc.getExpressions()[0]?.latex === ${FIELD_LATEX}`,
        { timeout: 3000 },
      );
      await waitForIdle(page);
      const result = await page.evaluate(() => {
        const calc = (window as any).calc;
        const row = calc.getExpressions()[0];
        return { row: { id: row.id, latex: row.latex }, analysis: calc.expressionAnalysis[row.id] ?? {} };
      });
      expectMeant(`paste ${text}`, result, expected);
    }
  });

  it('keeps letters letters: no ×, ∞, i or differential of MathLive’s own shortcuts', async () => {
    for (const [keys, latex] of [
      ['y=xx', 'y=xx'],
      ['y=oo', 'y=oo'],
      ['y=iix', 'y=iix'],
      ['y=2dx', 'y=2dx'],
      ['y=ee', 'y=ee'],
      ['a=mm', 'a=mm'],
    ]) {
      const { row } = await typeIntoRow(keys);
      expect(row.latex, keys).toBe(latex);
    }
  });

  it('makes every function of the language a function, its argument in parentheses', async () => {
    const registry = functionNames();
    expect(registry.length).toBeGreaterThan(80);
    for (const name of registry) {
      if (name === 'sqrt' || name === 'Gamma') continue;
      const { row, analysis } = await typeIntoRow(`${name}(x)`);
      expect(row.latex, name).toMatch(
        new RegExp(`^\\\\(${name}|operatorname\\{${name}\\})\\\\left\\(x\\\\right\\)$`),
      );
      // x has no value in an expression row: only an error that names the function's use, never its name.
      expect(analysis.errorMessage ?? '', name).not.toMatch(/Unknown|Unexpected|needs an argument/);
    }
  });

  it('types sixty lesson inputs to the value or graph expected', async () => {
    const started = Date.now();
    for (const [keys, expected] of LESSON_INPUTS) expectMeant(keys, await typeIntoRow(keys), expected);
    expect(LESSON_INPUTS.length).toBeGreaterThanOrEqual(60);
    expect(failures()).toEqual([]);
    console.log(`${LESSON_INPUTS.length} lesson inputs typed in ${Date.now() - started} ms`);
  });
});

describe('the functions menu', () => {
  it('inserts what the language reads and closes after a pick', async () => {
    const { page } = opened;
    const argumentsOf: Record<string, string> = {
      mod: '7,3',
      lcm: '4,6',
      gcd: '4,6',
      min: '4,6',
      max: '4,6',
      mean: '1,2,3',
      median: '1,2,3',
      total: '1,2,3',
      length: '1,2,3',
      sort: '[3,1,2]',
    };
    if (!(await page.$('.calc-ui-keypad:not([hidden])'))) await page.click('.calc-ui-keypad-toggle');
    const names: string[] = await page.$$eval('.calc-ui-functions-menu [data-key]', (keys) =>
      keys.map((key) => key.getAttribute('data-key')!),
    );
    for (const name of names.filter((name) => !['derivative', 'integral', 'sum', 'product'].includes(name))) {
      await clearRow();
      await page.click('.calc-ui-keypad-functions');
      await page.click(`.calc-ui-functions-menu [data-key="${name}"]`);
      expect(await page.$('.calc-ui-functions-menu:not([hidden])'), name).toBeNull();
      await page.keyboard.type(argumentsOf[name] ?? '2');
      await page.waitForFunction(`window.calc.getExpressions()[0]?.latex === ${FIELD_LATEX}`, {
        timeout: 3000,
      });
      await waitForIdle(page);
      const { latex, analysis } = await page.evaluate(() => {
        const calc = (window as any).calc;
        const row = calc.getExpressions()[0];
        return { latex: row.latex as string, analysis: calc.expressionAnalysis[row.id] ?? {} };
      });
      expect(latex, name).not.toContain('\\mathrm');
      expect(analysis.isError, `${name}: ${latex} ${analysis.errorMessage}`).toBe(false);
    }
    await page.click('.calc-ui-keypad-toggle');
  });
});

describe('no uncaught error while typing any prefix', () => {
  it('in the scientific and four-function calculators, every lesson input char by char', async () => {
    const { page } = opened;
    await page.evaluate(() => {
      const w = window as any;
      w.scientific = w.Lib.ScientificCalculator(document.getElementById('scientific'));
      w.fourFunction = w.Lib.FourFunctionCalculator(document.getElementById('fourFunction'));
    });
    const started = Date.now();
    for (const id of ['scientific', 'fourFunction']) {
      const input = `#${id} .lib-basic-input`;
      for (const [keys] of LESSON_INPUTS) {
        const text = keys.replace(/\{[A-Za-z]+\}/g, '');
        await page.focus(input);
        await page.keyboard.down('Control');
        await page.keyboard.press('a');
        await page.keyboard.up('Control');
        await page.keyboard.press('Backspace');
        await page.type(input, text);
        await waitForIdle(page, id);
      }
    }
    expect(failures()).toEqual([]);
    console.log(
      `${LESSON_INPUTS.length} inputs typed into two basic calculators in ${Date.now() - started} ms`,
    );
  });
});

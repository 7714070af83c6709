/**
 * Audio trace (issue 25) in the served calculator, driven by real keys: Alt+T in a row, then ← / →,
 * Page Down and H on the graph paper. The tones are read from the trace's own list of what it played
 * (`Symbol.for('calculator.audioTrace')` on the graph paper), and checked against the mapping the issue
 * asks for: pitch 220 Hz at the bottom of the view to 1760 Hz at the top on a log scale, pan −1..1
 * across it. What is said is read from the trace's polite live region.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { calculatorUiForFile, mountCalculator, waitForMathFocus } from './support/calculator-ui';
import { waitForIdle } from './support/page';

const ui = calculatorUiForFile({ width: 900, height: 600 });

interface Tone {
  kind: 'curve' | 'interest' | 'undefined';
  frequency: number;
  pan: number;
  x?: number;
  y?: number;
}

/** The view every test uses: y from −10 (220 Hz) to 10 (1760 Hz). */
const BOUNDS = { left: -10, right: 10, bottom: -10, top: 10 };
const pitchOf = (y: number) => 220 * 2 ** ((3 * (y - BOUNDS.bottom)) / (BOUNDS.top - BOUNDS.bottom));

async function traceByEar(latex: string): Promise<Page> {
  const { page } = ui;
  // A parametric curve's t runs over 0..1 unless its domain says otherwise: the whole circle here.
  await mountCalculator(page, [{ id: 'c', latex, domain: { min: '0', max: '2\\pi' } }]);
  await page.evaluate((bounds) => (window as any).calc.setMathBounds(bounds), BOUNDS);
  await waitForIdle(page);
  await page.click('.calc-ui-row[data-id="c"] math-field');
  await waitForMathFocus(page);
  // The selected curve's points of interest come from the worker; the trace stops on them once known.
  await page.evaluate(() => (window as any).calc[Symbol.for('calculator.internal')].pointsOfInterest());
  await page.keyboard.down('Alt');
  await page.keyboard.press('KeyT');
  await page.keyboard.up('Alt');
  return page;
}

async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let count = 0; count < times; count++) await page.keyboard.press(key as never);
}

function tones(page: Page): Promise<Tone[]> {
  return page.evaluate(() => {
    const graph = document.querySelector('.calc-ui-graph') as any;
    return [...graph[Symbol.for('calculator.audioTrace')].tones];
  });
}

function spoken(page: Page): Promise<string> {
  return page.$eval('.calc-ui-graph ~ [aria-live=polite]', (region) => region.textContent ?? '');
}

describe('audio trace', () => {
  it('plays nothing until Alt+T, a key press, turns it on; then the graph paper has the focus', async () => {
    const { page } = ui;
    await mountCalculator(page, [{ id: 'c', latex: 'y=x' }]);
    await page.click('.calc-ui-row[data-id="c"] math-field');
    await waitForMathFocus(page);
    await press(page, 'ArrowRight', 3);
    expect(await tones(page)).toEqual([]);
    await traceByEar('y=x');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('calc-ui-graph'))).toBe(true);
    expect(await spoken(page)).toMatch(/^Audio trace on\./);
  });

  it('y=x: ← and → step along it, pitch rising by equal intervals as y rises, pan following x', async () => {
    const page = await traceByEar('y=x');
    await press(page, 'ArrowRight', 6);
    const played = await tones(page);
    expect(played).toHaveLength(6);
    // The first press starts where the curve is nearest the middle of the view: (0, 0).
    expect(played[0].x).toBeCloseTo(0, 1);
    for (const tone of played) {
      // (0, 0) is an intercept: the trace stops on it as a point of interest.
      expect(tone.kind).toBe(Math.abs(tone.x!) < 1e-9 ? 'interest' : 'curve');
      expect(tone.y).toBeCloseTo(tone.x!, 6);
      expect(tone.frequency).toBeCloseTo(pitchOf(tone.y!), 6);
      expect(tone.pan).toBeCloseTo(tone.x! / 10, 6);
    }
    const ratios = played.slice(1).map((tone, index) => tone.frequency / played[index].frequency);
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(1);
      expect(ratio).toBeCloseTo(ratios[0], 3);
    }
    expect(await spoken(page)).toMatch(/^x 0\.\d+, y 0\.\d+$/);
  });

  it('y=x^2: the vertex is announced as a point of interest; pitch falls to it and rises after', async () => {
    const page = await traceByEar('y=x^2');
    await press(page, 'ArrowRight');
    expect(await spoken(page)).toMatch(/^(extremum|x-intercept|y-intercept) at x 0, y 0$/);
    await press(page, 'ArrowLeft', 4);
    await press(page, 'ArrowRight', 8);
    const played = await tones(page);
    expect(played[0]).toMatchObject({ kind: 'interest', x: 0, y: 0 });
    const xs = played.map((tone) => tone.x!);
    expect(xs.slice(1, 5).every((x, index) => x < xs[index])).toBe(true);
    expect(xs.slice(5).every((x, index) => x > xs[index + 4])).toBe(true);
    for (const tone of played) {
      // The trace moves on the sampled polyline, within a fraction of a pixel of the curve.
      expect(tone.y).toBeCloseTo(tone.x! ** 2, 2);
      expect(tone.frequency).toBeCloseTo(pitchOf(tone.y!), 6);
    }
    const pitches = played.map((tone) => tone.frequency);
    expect(pitches[4]).toBeGreaterThan(pitches[1]);
    expect(Math.min(...pitches)).toBeCloseTo(pitchOf(0), 6);
  });

  it('stops where the curve is undefined, with the undefined sound, and says so', async () => {
    const page = await traceByEar('y=\\sqrt{x}');
    await press(page, 'ArrowRight');
    await press(page, 'ArrowLeft', 3);
    const played = await tones(page);
    expect(played.at(-1)).toMatchObject({ kind: 'undefined', frequency: 110 });
    expect(played.filter((tone) => tone.kind !== 'undefined').every((tone) => tone.x! >= 0)).toBe(true);
    expect(await spoken(page)).toMatch(/^The curve ends or is undefined here: .*x 0, y 0$/);
  });

  it('Page Down goes to the next point of interest, and says what it is', async () => {
    const page = await traceByEar('y=x^2-1');
    // The first press starts nearest the middle of the view, (±0.71, −0.5); then the points to the right.
    await press(page, 'ArrowRight');
    const start = (await tones(page))[0].x!;
    const heard: string[] = [];
    for (let jump = 0; jump < (start < 0 ? 2 : 1); jump++) {
      await press(page, 'PageDown');
      heard.push(await spoken(page));
    }
    expect(heard.at(-1)).toBe('x-intercept at x 1, y 0');
    if (start < 0) expect(heard[0]).toMatch(/^(extremum|y-intercept) at x 0, y -1$/);
    const last = (await tones(page)).at(-1)!;
    expect(last).toMatchObject({ kind: 'interest', x: 1, y: 0 });
    expect(last.frequency).toBeCloseTo(pitchOf(0), 6);
    await press(page, 'PageDown');
    expect(await spoken(page)).toBe('The curve ends or is undefined here: x-intercept at x 1, y 0');
  });

  it.each([
    ['explicit', 'y=x', (tone: Tone) => Math.abs(tone.y! - tone.x!) < 1e-6],
    ['parametric', '(2\\cos t,2\\sin t)', (tone: Tone) => Math.abs(Math.hypot(tone.x!, tone.y!) - 2) < 0.01],
    ['polar', 'r=3', (tone: Tone) => Math.abs(Math.hypot(tone.x!, tone.y!) - 3) < 0.01],
    ['implicit', 'x^2+y^2=16', (tone: Tone) => Math.abs(Math.hypot(tone.x!, tone.y!) - 4) < 0.05],
  ])('H plays the whole %s curve %s', async (_kind, latex, onCurve) => {
    const page = await traceByEar(latex);
    await press(page, 'h');
    const played = (await tones(page)).filter((tone) => tone.kind !== 'undefined');
    expect(played.length).toBeGreaterThan(20);
    for (const tone of played) {
      expect(onCurve(tone), JSON.stringify(tone)).toBe(true);
      expect(tone.frequency).toBeCloseTo(pitchOf(tone.y!), 6);
    }
    if (latex === 'y=x')
      expect(played.every((tone, index) => index === 0 || tone.x! > played[index - 1].x!)).toBe(true);
  });

  it('a list of points: → steps from point to point, H plays them all', async () => {
    const page = await traceByEar('[(1,2),(3,-4),(5,6)]');
    await press(page, 'ArrowRight', 3);
    await press(page, 'h');
    const played = await tones(page);
    expect(played.map((tone) => [tone.x, tone.y])).toEqual([
      [1, 2],
      [3, -4],
      [5, 6],
      [1, 2],
      [3, -4],
      [5, 6],
    ]);
    expect(played[1].frequency).toBeCloseTo(pitchOf(-4), 6);
  });

  it('[ and ] change the speed', async () => {
    const page = await traceByEar('y=x');
    const speed = () =>
      page.evaluate(
        () => (document.querySelector('.calc-ui-graph') as any)[Symbol.for('calculator.audioTrace')].speed,
      );
    expect(await speed()).toBe(1);
    await press(page, ']');
    expect(await speed()).toBe(2);
    expect(await spoken(page)).toBe('Speed 2 times');
    await press(page, '[', 3);
    expect(await speed()).toBe(0.5);
  });
});

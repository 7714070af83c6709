/**
 * Audio trace (issue 25) in the served calculator, driven by real keys: Alt+T in a row, then ← / →,
 * Page Down and H on the graph paper. The tones are read from the trace's own list of what it played
 * (`Symbol.for('calculator.audioTrace')` on the graph paper), and checked against the mapping the issue
 * asks for: pitch 220 Hz at the bottom of the view to 1760 Hz at the top on a log scale, pan −1..1
 * across it. The sound itself is heard too: `hear` renders the tones the keys played through the trace's
 * own synthesis into an OfflineAudioContext in the page and measures each tone's samples (pitch from
 * zero crossings, pan from the channels' energy, the square buzz from its third harmonic). What is said
 * is read from the trace's polite live region.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { calculatorUiForFile, mountCalculator, rowMath, waitForMathFocus } from './support/calculator-ui';
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
  await page.click(rowMath('c'));
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

/** What one rendered tone sounds like. */
interface Heard {
  /** Hz, from the upward zero crossings of the tone's middle. */
  pitch: number;
  /** −1..1, from the right channel's share of the energy (the StereoPanner's equal-power law). */
  pan: number;
  /** Third harmonic over the fundamental: ~0 for a sine, 1/9 for a triangle, 1/3 for a square. */
  third: number;
}

/** A tone's length at speed 1 (150 ms), as the trace plays it. */
const TONE_SECONDS = 0.15;

/** Renders every tone played so far, as the trace synthesizes them, offline, and measures each one. */
function hear(page: Page): Promise<Heard[]> {
  return page.evaluate(async (seconds) => {
    const graph = document.querySelector('.calc-ui-graph') as any;
    const trace = graph[Symbol.for('calculator.audioTrace')];
    const rate = 44100;
    const context = new OfflineAudioContext(2, Math.ceil(trace.tones.length * seconds * rate), rate);
    trace.synthesize(context, trace.tones, seconds, 0);
    const rendered = await context.startRendering();
    const [left, right] = [rendered.getChannelData(0), rendered.getChannelData(1)];
    // The Hann-windowed magnitude of `samples` at `frequency` (Goertzel).
    const magnitude = (samples: Float32Array, frequency: number) => {
      const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
      let [previous, older] = [0, 0];
      for (let index = 0; index < samples.length; index++) {
        const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / (samples.length - 1));
        [previous, older] = [samples[index] * window + coefficient * previous - older, previous];
      }
      return Math.sqrt(previous * previous + older * older - coefficient * previous * older);
    };
    return trace.tones.map((_tone: unknown, index: number) => {
      // The middle of the tone: past the 10 ms attack, before the release reaches silence.
      const from = Math.round((index * seconds + 0.015) * rate);
      const to = Math.round((index * seconds + seconds * 0.8) * rate);
      const mono = new Float32Array(to - from);
      let [leftEnergy, rightEnergy] = [0, 0];
      for (let at = from; at < to; at++) {
        mono[at - from] = left[at] + right[at];
        leftEnergy += left[at] ** 2;
        rightEnergy += right[at] ** 2;
      }
      const crossings: number[] = [];
      for (let at = 1; at < mono.length; at++)
        if (mono[at - 1] < 0 && mono[at] >= 0)
          crossings.push(at - 1 + mono[at - 1] / (mono[at - 1] - mono[at]));
      const pitch = ((crossings.length - 1) * rate) / (crossings.at(-1)! - crossings[0]);
      return {
        pitch,
        pan: (4 / Math.PI) * Math.atan2(Math.sqrt(rightEnergy), Math.sqrt(leftEnergy)) - 1,
        third: magnitude(mono, 3 * pitch) / magnitude(mono, pitch),
      };
    });
  }, TONE_SECONDS);
}

/** `measured` within `percent` % of `expected`. */
function near(measured: number, expected: number, percent = 2): void {
  expect(Math.abs(measured / expected - 1) * 100, `${measured} Hz, expected ${expected} Hz`).toBeLessThan(
    percent,
  );
}

function spoken(page: Page): Promise<string> {
  return page.$eval('.calc-ui-graph ~ [aria-live=polite]', (region) => region.textContent ?? '');
}

describe('audio trace', () => {
  it('plays nothing until Alt+T, a key press, turns it on; then the graph paper has the focus', async () => {
    const { page } = ui;
    await mountCalculator(page, [{ id: 'c', latex: 'y=x' }]);
    await page.click(rowMath('c'));
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
    // Heard: the first tone is y = 0, the middle of three octaves (220·2^1.5 Hz), then each a step higher.
    const heard = await hear(page);
    expect(heard).toHaveLength(6);
    near(heard[0].pitch, 622.25);
    heard.forEach((sound, index) => {
      near(sound.pitch, pitchOf(played[index].x!));
      expect(sound.pan).toBeCloseTo(played[index].x! / 10, 2);
      if (index > 0) expect(sound.pitch / heard[index - 1].pitch).toBeGreaterThan(1.005);
      expect(sound.third).toBeLessThan(played[index].kind === 'interest' ? 0.15 : 0.02);
    });
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
    // Heard from the leftmost step to the rightmost: the pitch falls to the vertex's, then rises.
    const heard = (await hear(page)).slice(4);
    heard.forEach((sound, index) => near(sound.pitch, pitchOf(played[index + 4].x! ** 2)));
    const distances = played.slice(4).map((tone) => Math.abs(tone.x!));
    const vertex = distances.indexOf(Math.min(...distances));
    expect(vertex).toBeGreaterThan(0);
    expect(vertex).toBeLessThan(heard.length - 1);
    near(heard[vertex].pitch, pitchOf(0));
    heard.forEach((sound, index) => {
      if (index === 0) return;
      const ratio = sound.pitch / heard[index - 1].pitch;
      // Near the vertex a step moves y by a hundredth: a tenth of a percent in pitch, still heard falling.
      if (index <= vertex) expect(ratio).toBeLessThan(1);
      else expect(ratio).toBeGreaterThan(1);
      expect(sound.pan).toBeGreaterThan(heard[index - 1].pan);
    });
  });

  it('stops where the curve is undefined, with the undefined sound, and says so', async () => {
    const page = await traceByEar('y=\\sqrt{x}');
    await press(page, 'ArrowRight');
    await press(page, 'ArrowLeft', 3);
    const played = await tones(page);
    expect(played.at(-1)).toMatchObject({ kind: 'undefined', frequency: 110 });
    expect(played.filter((tone) => tone.kind !== 'undefined').every((tone) => tone.x! >= 0)).toBe(true);
    expect(await spoken(page)).toMatch(/^The curve ends or is undefined here: .*x 0, y 0$/);
    // Heard: the buzz is a square wave an octave below the curve's lowest pitch, unlike any tone on it.
    const heard = await hear(page);
    expect(heard).toHaveLength(played.length);
    heard.forEach((sound, index) => {
      if (played[index].kind === 'undefined') {
        near(sound.pitch, 110, 3);
        expect(sound.third).toBeGreaterThan(0.25);
      } else {
        expect(sound.pitch).toBeGreaterThan(220 * 0.98);
        expect(sound.third).toBeLessThan(0.15);
      }
    });
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

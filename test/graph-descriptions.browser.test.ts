/**
 * What a screen reader is told about the graph (issue 25): each row's math field carries an
 * `aria-description` of what it draws and where, and the graph paper's `aria-label` gives the view's
 * domain and every shown row's description, kept up to date as rows and the view change.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { calculatorUiForFile, mountCalculator } from './support/calculator-ui';
import { waitForIdle } from './support/page';

const ui = calculatorUiForFile({ width: 900, height: 600 });

const ITEMS = [
  { id: 'parabola', latex: 'y=x^2-4' },
  { id: 'circle', latex: '(x-1)^2+(y+2)^2=9' },
  { id: 'point', latex: '(1,2)' },
];

function rowDescriptions(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.calc-ui-row[data-id]')].map((row) => [
        row.getAttribute('data-id'),
        row.querySelector('.calc-ui-math-holder > *')?.getAttribute('aria-description') ?? null,
      ]),
    ),
  );
}

const graphLabel = (page: Page) => page.$eval('.calc-ui-graph', (graph) => graph.getAttribute('aria-label'));

describe('graph descriptions', () => {
  it('says what a parabola, a circle and a point are and where, row by row and for the whole graph', async () => {
    const { page } = ui;
    await mountCalculator(page, ITEMS);
    await page.evaluate(() =>
      (window as any).calc.setMathBounds({ left: -10, right: 10, bottom: -8, top: 8 }),
    );
    await waitForIdle(page);
    expect(await rowDescriptions(page)).toEqual({
      parabola: 'Parabola opening upward, vertex at (0, -4), crossing the x-axis at x = -2 and 2',
      circle: 'Circle centered at (1, -2) with radius 3',
      point: 'Point at (1, 2)',
    });
    expect(await graphLabel(page)).toBe(
      'Graph, x from -10 to 10, y from -8 to 8, 3 graphs. ' +
        'Parabola opening upward, vertex at (0, -4), crossing the x-axis at x = -2 and 2. ' +
        'Circle centered at (1, -2) with radius 3. Point at (1, 2)',
    );
    expect(await page.$eval('.calc-ui-graph', (graph) => graph.getAttribute('role'))).toBe('application');
  });

  it('follows edits, hiding and the view', async () => {
    const { page } = ui;
    await mountCalculator(page, ITEMS);
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setExpression({ id: 'parabola', latex: 'y=-(x-3)^2+1' });
      calc.setExpression({ id: 'circle', hidden: true });
      calc.setExpression({ id: 'line', latex: 'y=2x+1' });
      calc.setMathBounds({ left: 0, right: 5, bottom: -1, top: 1 });
    });
    await waitForIdle(page);
    const rows = await rowDescriptions(page);
    expect(rows.parabola).toBe(
      'Parabola opening downward, vertex at (3, 1), crossing the x-axis at x = 2 and 4',
    );
    expect(rows.line).toBe('Line with slope 2, crossing the y-axis at 1');
    expect(await graphLabel(page)).toBe(
      'Graph, x from 0 to 5, y from -1 to 1, 3 graphs. ' +
        'Parabola opening downward, vertex at (3, 1), crossing the x-axis at x = 2 and 4. Point at (1, 2). ' +
        'Line with slope 2, crossing the y-axis at 1',
    );
  });
});

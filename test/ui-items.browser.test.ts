/**
 * Sliders, folders, notes and tables in Chromium on the served calculator: a slider dragged with
 * the mouse, a folder created and collapsed, a note whose markup never runs, a table edited by keyboard.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shotPath } from './support/shots';
import { calculatorUiForFile, clickRow, mountCalculator, waitForMathFocus } from './support/calculator-ui';

const ui = calculatorUiForFile({ width: 800, height: 600 });

const items = () => ui.page.evaluate(() => (window as any).calc.getExpressions());
const item = async (id: string) => (await items()).find((candidate: any) => candidate.id === id);

describe('sliders', () => {
  it('drags a stepped slider and writes the value into the row', async () => {
    await mountCalculator(ui.page, [
      {
        type: 'expression',
        id: 'a',
        latex: 'a=0',
        color: '#c74440',
        sliderBounds: { min: '0', max: '10', step: '1' },
      },
    ]);
    const range = (await ui.page.$('.calc-ui-row[data-id="a"] .calc-ui-slider-range'))!;
    const box = (await range.boundingBox())!;
    await ui.page.mouse.move(box.x + 2, box.y + box.height / 2);
    await ui.page.mouse.down();
    await ui.page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 5 });
    await ui.page.mouse.up();
    await ui.page.screenshot({ path: shotPath('ui-shots', 'items.png') });
    const latex = (await item('a')).latex as string;
    const value = Number(latex.slice(2));
    expect(latex).toMatch(/^a=\d+$/);
    expect(value).toBeGreaterThanOrEqual(6);
    expect(value).toBeLessThanOrEqual(8);
    // The row's typeset math (not edited, so no field): its glyphs read a=7.
    const shown = await ui.page.$eval(
      '.calc-ui-row[data-id="a"] .calc-ui-math-holder > *',
      (math) => (math as any).value ?? math.shadowRoot!.textContent,
    );
    expect(shown).toBe(latex);
  });

  it('steps with the arrow keys and edits its bounds', async () => {
    await mountCalculator(ui.page, [
      {
        type: 'expression',
        id: 'b',
        latex: 'b=2',
        color: '#c74440',
        sliderBounds: { min: '0', max: '5', step: '0.5' },
      },
    ]);
    await ui.page.focus('.calc-ui-row[data-id="b"] .calc-ui-slider-range');
    await ui.page.keyboard.press('ArrowRight');
    expect((await item('b')).latex).toBe('b=2.5');
    await ui.page.click('.calc-ui-row[data-id="b"] [aria-label="Slider maximum"]', { clickCount: 3 });
    await ui.page.keyboard.type('20');
    await ui.page.keyboard.press('Enter');
    expect((await item('b')).sliderBounds).toEqual({ min: '0', max: '20', step: '0.5' });
  });

  it('plays: the value moves on its own until paused', async () => {
    await mountCalculator(ui.page, [
      {
        type: 'expression',
        id: 'c',
        latex: 'c=0',
        color: '#c74440',
        sliderBounds: { min: '0', max: '10', step: '' },
      },
    ]);
    await ui.page.click('.calc-ui-row[data-id="c"] .calc-ui-slider-play');
    await ui.page.waitForFunction(() => (window as any).calc.getExpressions()[0].latex !== 'c=0', {
      timeout: 3000,
    });
    await ui.page.click('.calc-ui-row[data-id="c"] .calc-ui-slider-play');
    const paused = (await item('c')).latex;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await item('c')).latex).toBe(paused);
    expect(Number(paused.slice(2))).toBeGreaterThan(0);
  });

  it('offers no slider for lines like x=3 or expressions', async () => {
    await mountCalculator(ui.page, [
      { type: 'expression', id: 'x', latex: 'x=3', color: '#c74440' },
      { type: 'expression', id: 'y', latex: 'y=2x', color: '#c74440' },
    ]);
    expect(await ui.page.$$('.calc-ui-slider')).toHaveLength(0);
  });
});

describe('folders', () => {
  it('creates a folder, adds a row into it, and collapses it', async () => {
    await mountCalculator(ui.page);
    await ui.page.click('.calc-ui-add');
    await ui.page.click('[aria-label="Add folder"]');
    await ui.page.waitForFunction(() => document.activeElement?.classList.contains('calc-ui-folder-title'), {
      timeout: 3000,
    });
    await ui.page.keyboard.type('Parabolas');
    await ui.page.click('.calc-ui-add');
    await ui.page.click('[aria-label="Add expression"][role="menuitem"]');
    await waitForMathFocus(ui.page);
    await ui.page.keyboard.type('y=x^2');
    await ui.page.waitForFunction(() => (window as any).calc.getExpressions()[1]?.latex === 'y=x^2', {
      timeout: 3000,
    });
    const [folder, row] = await items();
    expect(folder).toMatchObject({ type: 'folder', title: 'Parabolas' });
    expect(row).toMatchObject({ type: 'expression', folderId: folder.id });
    expect(await ui.page.$$('.calc-ui-row')).toHaveLength(2);
    await ui.page.click(`.calc-ui-row[data-id="${folder.id}"] .calc-ui-folder-toggle`);
    expect((await item(folder.id)).collapsed).toBe(true);
    expect(await ui.page.$$('.calc-ui-row')).toHaveLength(1);
    expect(
      await ui.page.$eval(`.calc-ui-row[data-id="${folder.id}"] .calc-ui-folder-toggle`, (button) =>
        button.getAttribute('aria-expanded'),
      ),
    ).toBe('false');
  });

  it('hides secret folders and their rows unless administerSecretFolders', async () => {
    const state = [
      { type: 'folder', id: 'f', title: 'Answers', secret: true },
      { type: 'expression', id: 'e', latex: 'y=3', color: '#c74440', folderId: 'f' },
      { type: 'expression', id: 's', latex: 'y=4', color: '#c74440', secret: true },
    ];
    await mountCalculator(ui.page, state);
    // Only the blank row to type into is left.
    expect(await ui.page.$$('.calc-ui-row:not([data-blank])')).toHaveLength(0);
    await mountCalculator(ui.page, state, { administerSecretFolders: true });
    expect(
      await ui.page.$$eval('.calc-ui-row', (rows) => rows.map((row) => row.getAttribute('data-id'))),
    ).toEqual(['f', 'e']);
    expect(await ui.page.$('.calc-ui-folder-secret')).not.toBeNull();
  });
});

describe('notes', () => {
  it('shows markup as text and runs none of it, typed or set', async () => {
    const attack = '<img src=x onerror="window.noteRan=1"><script>window.noteRan=2</script>';
    await mountCalculator(ui.page, [{ type: 'text', id: 'n', text: attack }]);
    await ui.page.click('.calc-ui-add');
    await ui.page.click('[aria-label="Add note"]');
    await ui.page.keyboard.type('<img src=x onerror="window.noteRan=3"> see https://example.com/page');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ui.page.evaluate(() => (window as any).noteRan)).toBeUndefined();
    expect(await ui.page.$$('.calc-ui-list img, .calc-ui-list script')).toHaveLength(0);
    expect(
      await ui.page.$eval(
        '.calc-ui-row[data-id="n"] textarea',
        (area) => (area as HTMLTextAreaElement).value,
      ),
    ).toBe(attack);
    const links = await ui.page.$$eval('.calc-ui-note-links a', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(links).toEqual(['https://example.com/page']);
    expect(ui.requests.filter((url) => !url.includes('/calculator.js'))).toEqual([]);
  });

  it('makes no links when links is false', async () => {
    await mountCalculator(ui.page, [{ type: 'text', id: 'n', text: 'https://example.com' }], {
      links: false,
    });
    expect(await ui.page.$$('.calc-ui-note-links a')).toHaveLength(0);
  });
});

describe('tables', () => {
  it('edits cells by keyboard, adding a row at the bottom, and adds columns', async () => {
    await mountCalculator(ui.page, [
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_{1}', values: ['1'] },
          { latex: 'y_{1}', values: ['2'] },
        ],
      },
    ]);
    await ui.page.click('.calc-ui-row[data-id="t"] input[data-column="1"][data-row="0"]', { clickCount: 3 });
    await ui.page.keyboard.type('5');
    await ui.page.keyboard.press('Enter');
    await ui.page.keyboard.type('7');
    await ui.page.keyboard.press('ArrowUp');
    await ui.page.keyboard.press('ArrowUp');
    expect((await item('t')).columns).toMatchObject([
      { latex: 'x_{1}', values: ['1', ''] },
      { latex: 'y_{1}', values: ['5', '7'] },
    ]);
    // ↑ from the first cell reaches the header, a math field (test/ui-list.browser.test.ts types in one).
    await ui.page.waitForFunction(() => (document.activeElement as HTMLElement).dataset.row === '-1', {
      timeout: 2000,
    });
    await ui.page.click('.calc-ui-row[data-id="t"] .calc-ui-table-add-column');
    expect((await item('t')).columns[2]).toMatchObject({ latex: 'y_{2}', values: ['', ''] });
    expect(await ui.page.$$('.calc-ui-row[data-id="t"] tbody tr')).toHaveLength(2);
  });

  it('builds a 10,000-row table a chunk at a time, more as its end scrolls into view or the caret walks on', async () => {
    const values = (offset: number) => Array.from({ length: 10_000 }, (_, row) => String(row + offset));
    await mountCalculator(ui.page, [
      {
        type: 'table',
        id: 'big',
        columns: [
          { latex: 'x_{1}', values: values(0) },
          { latex: 'y_{1}', values: values(1) },
        ],
      },
    ]);
    const table = '.calc-ui-row[data-id="big"] table';
    const builtRows = () =>
      ui.page.$$eval(`${table} tbody tr:not(.calc-ui-table-more)`, (rows) => rows.length);
    expect(await builtRows()).toBe(200);
    expect(await ui.page.$eval(table, (element) => element.getAttribute('aria-rowcount'))).toBe('10001');
    expect(
      await ui.page.$eval(
        `${table} input[data-column="1"][data-row="199"]`,
        (input) => (input as HTMLInputElement).value,
      ),
    ).toBe('200');

    await ui.page.click(`${table} input[data-column="0"][data-row="199"]`);
    await ui.page.keyboard.press('ArrowDown');
    expect(
      await ui.page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        return [input.dataset.row, input.value];
      }),
    ).toEqual(['200', '200']);

    await ui.page.$eval(`${table} .calc-ui-table-more`, (row) => row.scrollIntoView());
    await ui.page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} tbody tr:not(.calc-ui-table-more)`).length >= 400,
      { timeout: 3000 },
      table,
    );
    expect((await item('big')).columns[0].values).toHaveLength(10_000);
  });
});

describe('long lists', () => {
  it('typesets the rows near the view, the others when scrolled to; a click makes the field there', async () => {
    await mountCalculator(
      ui.page,
      Array.from({ length: 150 }, (_, index) => ({
        type: 'expression',
        id: `e${index}`,
        latex: `y=${index}x`,
        color: '#c74440',
      })),
    );
    const row = (id: string) => `.calc-ui-row[data-id="${id}"]`;
    expect(await ui.page.$$('.calc-ui-row')).toHaveLength(150);
    // No live field until a row is edited: the first rows are typeset math (ui/static-math.ts).
    expect(await ui.page.$$('.calc-ui-row math-field')).toHaveLength(0);
    const typeset = await ui.page.$$eval('.calc-ui-row .calc-ui-math-static', (elements) => elements.length);
    expect(typeset).toBeGreaterThanOrEqual(40);
    expect(typeset).toBeLessThan(150);
    expect(
      await ui.page.$eval(`${row('e0')} .calc-ui-math-static`, (math) => math.shadowRoot!.textContent),
    ).toBe('y=0x');
    // A far row shows its LaTeX until it nears the view, then its typeset math.
    expect(
      await ui.page.$eval(`${row('e149')} .calc-ui-math-preview`, (element) => element.textContent),
    ).toBe('y=149x');
    await ui.page.$eval(row('e149'), (element) => element.scrollIntoView());
    await ui.page.waitForSelector(`${row('e149')} .calc-ui-math-static`, { timeout: 3000 });
    // A click on a row makes its field and puts the caret in it; typing edits that expression.
    await ui.page.$eval(row('e120'), (element) => element.scrollIntoView());
    await ui.page.waitForSelector(`${row('e120')} .calc-ui-math-static`, { timeout: 3000 });
    await clickRow(ui.page, 'e120');
    expect(await ui.page.$$('.calc-ui-row math-field')).toHaveLength(1);
    await ui.page.keyboard.press('End');
    await ui.page.keyboard.type('+1');
    await ui.page.waitForFunction(
      () =>
        (window as any).calc.getExpressions().find((item: any) => item.id === 'e120')?.latex === 'y=120x+1',
      { timeout: 3000 },
    );
  });
});

describe('images', () => {
  it('uploads an image from the add menu through the controller and lists it', async () => {
    await mountCalculator(ui.page);
    const file = join(mkdtempSync(join(tmpdir(), 'ui-image-')), 'dot.png');
    // A 1×1 red PNG.
    writeFileSync(
      file,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    await ui.page.click('.calc-ui-add');
    const [chooser] = await Promise.all([
      ui.page.waitForFileChooser(),
      ui.page.click('[aria-label="Add image"]'),
    ]);
    await chooser.accept([file]);
    await ui.page.waitForFunction(() => (window as any).calc.getExpressions().length === 1, {
      timeout: 3000,
    });
    const [image] = await items();
    expect(image).toMatchObject({ type: 'image', name: 'dot.png' });
    expect(image.image_url).toMatch(/^data:image\/png;base64,/);
    expect(await ui.page.$eval('.calc-ui-image-preview', (img) => (img as HTMLImageElement).alt)).toBe(
      'dot.png',
    );
    await ui.page.click('.calc-ui-image-visible');
    expect((await items())[0].hidden).toBe(true);
  });
});

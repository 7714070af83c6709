/**
 * The top bar (add menu, undo/redo, Delete All / Reset), the zoom buttons and the settings menu, driven
 * by clicks in Chromium on the served calculator.
 */
import { describe, expect, it } from 'vitest';
import { shotPath } from './support/shots';
import {
  mountCalculator,
  calculatorUiForFile,
  waitForExpressions,
  waitForMathFocus,
} from './support/calculator-ui';

const ui = calculatorUiForFile({ width: 800, height: 600 });

const items = () => ui.page.evaluate(() => (window as any).calc.getExpressions());
/** The width of the graph paper in math units. */
const viewportWidth = () =>
  ui.page.evaluate(() => (window as any).calc.graphpaperBounds.mathCoordinates.width as number);

describe('top bar', () => {
  it('adds each kind of item from the add menu, keyboard reachable', async () => {
    await mountCalculator(ui.page);
    await ui.page.click('.calc-ui-add');
    const entries = await ui.page.$$eval('.calc-ui-add-menu [role=menuitem]', (buttons) =>
      buttons.map((button) => button.textContent),
    );
    expect(entries).toEqual(['Expression', 'Note', 'Table', 'Folder', 'Image']);
    expect(await ui.page.evaluate(() => document.activeElement?.textContent)).toBe('Expression');
    await ui.page.keyboard.press('ArrowDown');
    await ui.page.click('.calc-ui-add-menu [aria-label="Add note"]');
    await ui.page.click('.calc-ui-add');
    await ui.page.click('.calc-ui-add-menu [aria-label="Add table"]');
    await ui.page.click('.calc-ui-add');
    await ui.page.click('.calc-ui-add-menu [aria-label="Add folder"]');
    await ui.page.waitForFunction(() => (window as any).calc.getExpressions().length === 3, {
      timeout: 2000,
    });
    expect((await items()).map((item: any) => item.type)).toEqual(['text', 'table', 'folder']);
  });

  it('leaves notes, folders and images out of the menu when their options are off', async () => {
    await mountCalculator(ui.page, [], { notes: false, folders: false, images: false });
    const entries = await ui.page.$$eval('.calc-ui-add-menu [role=menuitem]', (buttons) =>
      buttons.map((button) => button.textContent),
    );
    expect(entries).toEqual(['Expression', 'Table']);
  });

  it('undoes and redoes, with the buttons enabled only when there is something to do', async () => {
    await mountCalculator(ui.page, [{ type: 'expression', id: 'a', latex: 'y=x', color: '#c74440' }]);
    expect(await ui.page.$eval('.calc-ui-undo', (button) => (button as HTMLButtonElement).disabled)).toBe(
      true,
    );
    await ui.page.click('.calc-ui-row[data-id="a"] .calc-ui-row-delete');
    expect(await items()).toEqual([]);
    await ui.page.click('.calc-ui-undo');
    expect((await items()).map((item: any) => item.id)).toEqual(['a']);
    expect(await ui.page.$eval('.calc-ui-redo', (button) => (button as HTMLButtonElement).disabled)).toBe(
      false,
    );
    await ui.page.click('.calc-ui-redo');
    expect(await items()).toEqual([]);
  });

  it("'Delete All' empties the list and fires graphReset; after setDefaultState it reads 'Reset'", async () => {
    await mountCalculator(ui.page, [{ type: 'expression', id: 'a', latex: 'y=x', color: '#c74440' }]);
    await ui.page.evaluate(() => {
      (window as any).resets = 0;
      (window as any).calc.observeEvent('graphReset', () => (window as any).resets++);
    });
    expect(await ui.page.$eval('.calc-ui-reset', (button) => button.textContent)).toBe('Delete All');
    await ui.page.click('.calc-ui-reset');
    expect(await items()).toEqual([]);
    expect(await ui.page.evaluate(() => (window as any).resets)).toBe(1);
    await ui.page.evaluate(() => {
      const calc = (window as any).calc;
      const state = calc.getState();
      state.expressions.list = [{ type: 'expression', id: 'd', latex: 'y=2', color: '#2d70b3' }];
      calc.setDefaultState(state);
    });
    await ui.page.waitForFunction(() => document.querySelector('.calc-ui-reset')?.textContent === 'Reset', {
      timeout: 2000,
    });
    expect(await ui.page.$eval('.calc-ui-reset', (button) => button.textContent)).toBe('Reset');
    await ui.page.click('.calc-ui-reset');
    expect((await items()).map((item: any) => item.latex)).toEqual(['y=2']);
    expect(await ui.page.$$eval('.calc-ui-row .calc-ui-math-holder > *', (fields) => fields.length)).toBe(1);
  });
});

describe('zoom buttons', () => {
  it('zoom in, out and home', async () => {
    await mountCalculator(ui.page);
    const home = await viewportWidth();
    await ui.page.click('.calc-ui-zoom-in');
    await ui.page.click('.calc-ui-zoom-in');
    await ui.page.click('.calc-ui-zoom-out');
    expect(await viewportWidth()).toBeCloseTo(home / 2, 6);
    await ui.page.click('.calc-ui-zoom-home');
    expect(await viewportWidth()).toBeCloseTo(home, 6);
    const labels = await ui.page.$$eval('.calc-ui-zoom button', (buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(labels).toEqual(['Zoom in', 'Zoom out', 'Default viewport']);
  });
});

describe('settings menu', () => {
  const settings = () => ui.page.evaluate(() => ({ ...(window as any).calc.settings }));

  it('opens from the wrench and changes each setting', async () => {
    await mountCalculator(ui.page);
    expect(await ui.page.$eval('.calc-ui-settings', (panel) => (panel as HTMLElement).hidden)).toBe(true);
    await ui.page.click('.calc-ui-settings-toggle');
    await ui.page.screenshot({ path: shotPath('ui-shots', 'settings.png') });
    for (const name of ['showGrid', 'showXAxis', 'showYAxis', 'xAxisNumbers', 'yAxisNumbers']) {
      await ui.page.click(`.calc-ui-settings [data-setting="${name}"]`);
      expect((await settings())[name], name).toBe(false);
    }
    for (const name of ['polarMode', 'projectorMode']) {
      await ui.page.click(`.calc-ui-settings [data-setting="${name}"]`);
      expect((await settings())[name], name).toBe(true);
    }
    expect(await ui.page.$eval('.calc-ui', (root) => getComputedStyle(root).fontSize)).toBe('18px');
    await ui.page.click('.calc-ui-settings [data-setting="degrees"]');
    expect((await settings()).degreeMode).toBe(true);
    await ui.page.click('.calc-ui-settings [data-setting="radians"]');
    expect((await settings()).degreeMode).toBe(false);
    await ui.page.click('.calc-ui-settings [data-setting="xAxisStep"]', { clickCount: 3 });
    await ui.page.keyboard.type('2.5');
    await ui.page.keyboard.press('Tab');
    expect(await settings()).toMatchObject({ xAxisStep: 2.5 });
    await ui.page.click('.calc-ui-settings [data-setting="xAxisLabel"]');
    await ui.page.keyboard.type('time');
    await ui.page.keyboard.press('Enter');
    expect((await settings()).xAxisLabel).toBe('time');
  });

  it('shows settings changed elsewhere (undo), and closes with Escape', async () => {
    await mountCalculator(ui.page);
    await ui.page.click('.calc-ui-settings-toggle');
    await ui.page.click('.calc-ui-settings [data-setting="showGrid"]');
    await ui.page.evaluate(() => (window as any).calc.undo());
    expect(await ui.page.$eval('[data-setting="showGrid"]', (box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
    await ui.page.focus('[data-setting="showGrid"]');
    await ui.page.keyboard.press('Escape');
    expect(await ui.page.$eval('.calc-ui-settings', (panel) => (panel as HTMLElement).hidden)).toBe(true);
    expect(
      await ui.page.evaluate(() => document.activeElement?.classList.contains('calc-ui-settings-toggle')),
    ).toBe(true);
  });
});

describe('accessibility', () => {
  it('names every control for screen readers', async () => {
    await mountCalculator(ui.page, [
      { type: 'expression', id: 'a', latex: 'a=1', color: '#c74440' },
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_{1}', values: ['1'] },
          { latex: 'y_{1}', values: ['2'] },
        ],
      },
      { type: 'folder', id: 'f', title: 'F' },
      { type: 'text', id: 'n', text: 'note' },
      { type: 'image', id: 'i', image_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', name: 'dot' },
    ]);
    await ui.page.click('.calc-ui-keypad-toggle');
    await ui.page.click('.calc-ui-settings-toggle');
    const unnamed = await ui.page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '.calc-ui button, .calc-ui input, .calc-ui textarea, .calc-ui math-field, .calc-ui [role=textbox]',
        ),
      ]
        .filter(
          (control) => !(control as HTMLElement).hidden && (control as HTMLInputElement).type !== 'file',
        )
        .filter((control) => !control.getAttribute('aria-label') && !control.closest('label'))
        .map((control) => control.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });

  it('reaches the top bar, the rows and the graph controls with Tab', async () => {
    await mountCalculator(ui.page, [{ type: 'expression', id: 'a', latex: 'y=x', color: '#c74440' }]);
    const reached: string[] = [];
    for (let step = 0; step < 16; step++) {
      await ui.page.keyboard.press('Tab');
      // Tab onto a typeset row makes its math field, which takes the focus a frame or more later
      // (ui/expression-row.ts): read where the focus settles.
      await ui.page
        .waitForFunction(() => document.activeElement !== document.body, { timeout: 2000 })
        .catch(() => undefined);
      reached.push(await ui.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    }
    for (const label of [
      'Add item',
      'Delete All',
      'Style of expression 1',
      'Expression 1',
      'Show keypad',
      'Graph settings',
      'Zoom in',
    ]) {
      expect(reached, label).toContain(label);
    }
  });

  it('keeps the focus on a typeset row while its math field is made (never on the body)', async () => {
    await mountCalculator(ui.page, [{ type: 'expression', id: 'a', latex: 'y=x^2', color: '#c74440' }]);
    await ui.page.focus('[aria-label="Style of expression 1"]');
    // Where the focus rests at each focus event and each frame (between frames nothing is announced).
    await ui.page.evaluate(() => {
      const seen: string[] = [];
      (window as any).focusSeen = seen;
      const note = (why: string) => () => seen.push(why + ':' + (document.activeElement?.tagName ?? 'none'));
      document.addEventListener('focusin', note('in'), true);
      const everyFrame = () => {
        note('frame')();
        if (seen.length < 60) requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    });
    expect(await ui.page.$('math-field')).toBeNull();
    await ui.page.keyboard.press('Tab');
    await waitForMathFocus(ui.page);
    const seen: string[] = await ui.page.evaluate(() => (window as any).focusSeen);
    expect(seen.join(' ')).not.toMatch(/BODY/);
    expect(seen.join(' ')).toMatch(/in:MATH-FIELD/);
    expect(await ui.page.$eval('math-field', (field) => field.getAttribute('aria-label'))).toBe(
      'Expression 1',
    );
    // The typeset math is gone once the field holds the focus, and the field shows (not the hidden overlay).
    await ui.page.waitForFunction(
      () => !document.querySelector('.calc-ui-math-static, .calc-ui-math-arriving'),
    );
    await ui.page.keyboard.press('End');
    await ui.page.keyboard.type('+1');
    await waitForExpressions(ui.page, "items[0].latex === 'y=x^2+1'");
  });
});

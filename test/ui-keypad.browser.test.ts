/**
 * The on-screen keypad (math keys, functions menu, ABC keys) and pastes into the list (table data, graph
 * links), in Chromium on the served calculator.
 */
import { describe, expect, it } from 'vitest';
import { formatTree, parseLatex } from '../language';
import { shotPath } from './support/shots';
import { mountCalculator, calculatorUiForFile, waitForMathFocus } from './support/calculator-ui';

const ui = calculatorUiForFile({ width: 800, height: 600 });

const items = () => ui.page.evaluate(() => (window as any).calc.getExpressions());

async function openKeypadOnNewRow(options: Record<string, unknown> = {}): Promise<void> {
  await mountCalculator(ui.page, [], options);
  await ui.page.click('.calc-ui-keypad-toggle');
  await ui.page.click('.calc-ui-new-row');
  await waitForMathFocus(ui.page);
}

const press = async (...names: string[]) => {
  for (const name of names) await ui.page.click(`.calc-ui-keypad [data-key="${name}"]`);
};

describe('keypad', () => {
  it('types with math keys into the focused row, keeping its focus', async () => {
    await openKeypadOnNewRow();
    await press('y', 'equals', 'x', 'squared', 'plus', 'square root', '2');
    await ui.page.screenshot({ path: shotPath('ui-shots', 'keypad.png') });
    const latex = (await items())[0].latex;
    expect(latex).toBe('y=x^2+\\sqrt2');
    expect(formatTree(parseLatex(latex))).toBe('(= y (+ (^ x 2) (sqrt 2)))');
    expect(await ui.page.evaluate(() => document.activeElement?.tagName)).toBe('MATH-FIELD');
    await press('backspace', 'backspace');
    expect((await items())[0].latex).toBe('y=x^2+');
  });

  it('inserts functions from the functions menu, and restrictedFunctions trims it', async () => {
    await openKeypadOnNewRow();
    await ui.page.click('.calc-ui-keypad-functions');
    const all = await ui.page.$$eval('.calc-ui-functions-menu [data-key]', (keys) =>
      keys.map((key) => key.textContent),
    );
    expect(all).toContain('median');
    await press('sin', 'x');
    const latex = (await items())[0].latex;
    expect(formatTree(parseLatex(latex))).toBe('(sin x)');
    await openKeypadOnNewRow({ restrictedFunctions: true });
    const restricted = await ui.page.$$eval('.calc-ui-functions-menu [data-key]', (keys) =>
      keys.map((key) => key.textContent),
    );
    expect(restricted).toContain('sin');
    expect(restricted).not.toContain('median');
    expect(restricted.length).toBeLessThan(all.length);
  });

  it('offers calculus templates, and leaves a d/dx built from keys for its body', async () => {
    await openKeypadOnNewRow();
    await ui.page.click('.calc-ui-keypad-functions');
    const calculus = await ui.page.$$eval('.calc-ui-functions-menu [data-key]', (keys) =>
      keys
        .filter((key) => /derivative|integral|sum|product/.test(key.getAttribute('data-key')!))
        .map((key) => `${key.textContent} ${key.getAttribute('aria-label')}`),
    );
    expect(calculus).toEqual([
      'd/dx d/dx, derivative with respect to x',
      '∫ definite integral',
      'Σ sum',
      'Π product',
    ]);
    await ui.page.click('.calc-ui-keypad-functions');
    // d ÷ d x x²: the second x is the body, not part of the denominator.
    const mode = () => ui.page.click('.calc-ui-keypad-mode');
    await mode();
    await press('d');
    await mode();
    await press('fraction');
    await mode();
    await press('d');
    await mode();
    await press('x', 'x', 'squared');
    const latex = (await items())[0].latex;
    expect(latex).toBe('\\frac{d}{dx}x^2');
    expect(formatTree(parseLatex(latex))).toBe('(d/dx (^ x 2))');
  });

  it('shows ABC keys in QWERTY order, or alphabetical when qwertyKeyboard is false', async () => {
    const letters = () =>
      ui.page.$$eval('.calc-ui-keypad-letters [data-key]', (keys) =>
        keys.map((key) => key.textContent).join(''),
      );
    await openKeypadOnNewRow();
    await ui.page.click('.calc-ui-keypad-mode');
    expect(await letters()).toMatch(/^qwertyuiop/);
    await press('a', 'b');
    expect((await items())[0].latex).toBe('ab');
    await openKeypadOnNewRow({ qwertyKeyboard: false });
    expect(await letters()).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it('moves to a new row with the enter key', async () => {
    await openKeypadOnNewRow();
    await press('1', 'enter');
    await ui.page.waitForFunction(() => (window as any).calc.getExpressions().length === 2, {
      timeout: 3000,
    });
    expect((await items()).map((item: any) => item.latex)).toEqual(['1', '']);
  });
});

/** Dispatches a paste of `text` on the focused element, as the browser does for Ctrl+V. */
function paste(text: string): Promise<boolean> {
  return ui.page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    const event = new ClipboardEvent('paste', {
      clipboardData: transfer,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event.defaultPrevented;
  }, text);
}

describe('paste', () => {
  it('turns pasted table data into a table of at most 50 rows', async () => {
    await openKeypadOnNewRow();
    const rows = Array.from({ length: 60 }, (_, row) => `${row}\t${2 * row}`).join('\n');
    expect(await paste(rows)).toBe(true);
    const table = (await items()).find((item: any) => item.type === 'table');
    expect(table.columns[0].values).toHaveLength(50);
    expect(table.columns[1].values.slice(0, 3)).toEqual(['0', '2', '4']);
  });

  it('leaves table data to the field when pasteTableData is false', async () => {
    await openKeypadOnNewRow({ pasteTableData: false });
    await paste('1\t2\n3\t4');
    expect((await items()).some((item: any) => item.type === 'table')).toBe(false);
  });

  it('imports a pasted share link only when pasteGraphLink is true', async () => {
    const state = {
      version: 11,
      graph: { viewport: { xmin: -10, ymin: -10, xmax: 10, ymax: 10 } },
      expressions: { list: [{ type: 'expression', id: 'p', latex: 'y=5', color: '#2d70b3' }] },
    };
    const link = `https://example.com/graph#calculator-state=${Buffer.from(JSON.stringify(state)).toString('base64url')}`;
    await openKeypadOnNewRow();
    // Without the option the link is the field's text to paste (math-field.ts reads it as typed), not a state.
    await paste(link);
    expect((await items()).some((item: any) => item.id === 'p')).toBe(false);
    await openKeypadOnNewRow({ pasteGraphLink: true });
    expect(await paste(link)).toBe(true);
    expect(await items()).toMatchObject(state.expressions.list);
    expect(await items()).toHaveLength(1);
  });
});

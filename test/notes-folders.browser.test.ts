/**
 * Notes and folders on the real served calculator (issue 20): a state with them loads into rows of the
 * calculator's own list and comes back whole from getState; a note's markup stays text and only its
 * http(s) links become links; typing into a note reaches the saved state; a hidden folder hides its
 * members' pixels and a secret folder's members are still drawn.
 */
import { describe, expect, it } from 'vitest';
import { graphScreenshot, hasColorNear, hexToRgb, waitForIdle } from './support/page';
import { useCalculatorPage } from './support/shared-page';
import { shotPath } from './support/shots';

const testPage = useCalculatorPage({ width: 800, height: 500 });

const RED = '#c74440';
const BLUE = '#2d70b3';
const STATE = {
  version: 11,
  graph: { viewport: { xmin: -5, ymin: -5, xmax: 5, ymax: 5 } },
  expressions: {
    list: [
      {
        type: 'text',
        id: 'intro',
        text: 'Read <b>this</b> at https://example.com/lesson and javascript:alert(1)',
      },
      { type: 'folder', id: 'lines', title: 'Lines <i>1</i>' },
      { type: 'expression', id: 'up', folderId: 'lines', color: RED, latex: 'y=x' },
      { type: 'text', id: 'inside', folderId: 'lines', text: 'inside the folder' },
      { type: 'folder', id: 'hiddenRows', title: 'Admin only', secret: true },
      { type: 'expression', id: 'down', folderId: 'hiddenRows', color: BLUE, latex: 'y=-x' },
      { type: 'text', id: 'hush', text: 'a secret note is never a row', secret: true },
    ],
  },
};

async function openCalculator(options: string): Promise<void> {
  await testPage.page.evaluate((source) => {
    (window as any).calc?.destroy();
    const element = document.getElementById('calculator') as HTMLElement;
    (window as any).calc = (window as any).Lib.GraphingCalculator(element, eval(`(${source})`));
  }, options);
}

const rowIds = () =>
  testPage.page.$$eval('#calculator .calc-ui-row', (rows) =>
    rows.map((row) => (row as HTMLElement).dataset.id),
  );
const savedList = () => testPage.page.evaluate(() => (window as any).calc.getState().expressions.list);

describe('notes and folders on the served calculator', () => {
  it('loads a state with notes and folders into rows, shows markup as text, and gives it back whole', async () => {
    await openCalculator('{ links: true }');
    const result = await testPage.page.evaluate((state) => {
      const calc = (window as any).calc;
      calc.setState(state);
      return { saved: calc.getState(), items: calc.getExpressions() };
    }, STATE);
    expect(result.saved).toEqual(STATE);
    expect(result.items.map((item: any) => item.type)).toEqual([
      'text',
      'folder',
      'expression',
      'text',
      'folder',
      'expression',
      'text',
    ]);
    expect(result.items[1]).toEqual({ type: 'folder', id: 'lines', title: 'Lines <i>1</i>' });
    // The secret folder and its rows are left out of the list for people without administerSecretFolders.
    expect(await rowIds()).toEqual(['intro', 'lines', 'up', 'inside']);

    const note = await testPage.page.$eval('#calculator .calc-ui-row[data-id="intro"]', (row) => ({
      text: (row.querySelector('textarea') as HTMLTextAreaElement).value,
      markup: row.querySelector('b') !== null,
      links: [...row.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), rel: a.rel })),
    }));
    expect(note).toEqual({
      text: STATE.expressions.list[0].text,
      markup: false,
      links: [{ href: 'https://example.com/lesson', rel: 'noopener noreferrer' }],
    });
    const title = await testPage.page.$eval(
      '#calculator .calc-ui-row[data-id="lines"] input[type="text"]',
      (input) => (input as HTMLInputElement).value,
    );
    expect(title).toBe('Lines <i>1</i>');
    await waitForIdle(testPage.page);
    await testPage.page.screenshot({ path: shotPath('notes-folders', 'list-800.png') });
    await testPage.page.evaluate(
      () => ((document.getElementById('calculator') as HTMLElement).style.width = '400px'),
    );
    await waitForIdle(testPage.page);
    await testPage.page.screenshot({ path: shotPath('notes-folders', 'list-400.png') });
    await testPage.page.evaluate(
      () => ((document.getElementById('calculator') as HTMLElement).style.width = '800px'),
    );
    expect(testPage.pageErrors).toEqual([]);
  });

  it('makes no links when the links option is off', async () => {
    await openCalculator('{ links: false }');
    await testPage.page.evaluate((state) => (window as any).calc.setState(state), STATE);
    expect(
      await testPage.page.$$eval('#calculator .calc-ui-row[data-id="intro"] a', (links) => links.length),
    ).toBe(0);
  });

  it('keeps what a person types into a note and a folder title in getState, undoable', async () => {
    await openCalculator('{ administerSecretFolders: true }');
    await testPage.page.evaluate((state) => (window as any).calc.setState(state), STATE);
    expect(await rowIds()).toEqual(['intro', 'lines', 'up', 'inside', 'hiddenRows', 'down']);
    await testPage.page.click('#calculator .calc-ui-row[data-id="inside"] textarea');
    await testPage.page.keyboard.press('End');
    await testPage.page.keyboard.type(' <script>x</script>');
    await testPage.page.click('#calculator .calc-ui-row[data-id="lines"] input[type="text"]');
    await testPage.page.keyboard.press('End');
    await testPage.page.keyboard.type('!');
    const list = await savedList();
    expect(list.find((item: any) => item.id === 'inside')).toEqual({
      type: 'text',
      id: 'inside',
      folderId: 'lines',
      text: 'inside the folder <script>x</script>',
    });
    expect(list.find((item: any) => item.id === 'lines').title).toBe('Lines <i>1</i>!');
    expect(await testPage.page.$$eval('#calculator script', (scripts) => scripts.length)).toBe(0);
    // Typing is coalesced as in a math row: one undo step for the title, one for the note's words.
    await testPage.page.evaluate(() => (window as any).calc.undo());
    expect((await savedList())[1].title).toBe('Lines <i>1</i>');
    await testPage.page.evaluate(() => (window as any).calc.undo());
    expect((await savedList())[3].text).toBe('inside the folder');
  });

  it("hides a hidden folder's members on the graph, draws a secret folder's members, and shows them again", async () => {
    await openCalculator('{}');
    await testPage.page.evaluate((state) => (window as any).calc.setState(state), STATE);
    await waitForIdle(testPage.page);
    const red = hexToRgb(RED);
    const blue = hexToRgb(BLUE);
    let { image, toPixel } = await graphScreenshot(testPage.page);
    expect(hasColorNear(image, ...toPixel(2, 2), red, 3)).toBe(true);
    expect(hasColorNear(image, ...toPixel(2, -2), blue, 3)).toBe(true);

    await testPage.page.evaluate(() =>
      (window as any).calc.setExpression({ type: 'folder', id: 'lines', hidden: true }),
    );
    ({ image, toPixel } = await graphScreenshot(testPage.page));
    expect(hasColorNear(image, ...toPixel(2, 2), red, 3)).toBe(false);
    expect(hasColorNear(image, ...toPixel(2, -2), blue, 3)).toBe(true);
    const saved = await savedList();
    expect(saved[1]).toEqual({ type: 'folder', id: 'lines', title: 'Lines <i>1</i>', hidden: true });
    // The member's own flag is untouched: showing the folder brings the curve back.
    expect(saved[2]).not.toHaveProperty('hidden');

    await testPage.page.evaluate(() => (window as any).calc.undo());
    ({ image, toPixel } = await graphScreenshot(testPage.page));
    expect(hasColorNear(image, ...toPixel(2, 2), red, 3)).toBe(true);
  });

  it("hides a folder's graphs, deletes it alone or with its items through the folder row's buttons", async () => {
    await openCalculator('{}');
    await testPage.page.evaluate((state) => (window as any).calc.setState(state), STATE);
    const red = hexToRgb(RED);
    const folderRow = '#calculator .calc-ui-row[data-id="lines"]';
    await testPage.page.click(`${folderRow} .calc-ui-folder-hide`);
    let { image, toPixel } = await graphScreenshot(testPage.page);
    expect(hasColorNear(image, ...toPixel(2, 2), red, 3)).toBe(false);
    expect((await savedList())[1]).toMatchObject({ id: 'lines', hidden: true });
    expect(
      await testPage.page.$eval(
        '#calculator .calc-ui-row[data-id="up"]',
        (row) => (row as HTMLElement).dataset.folderHidden,
      ),
    ).toBe('true');
    expect(
      await testPage.page.$eval(`${folderRow} .calc-ui-folder-hide`, (b) => b.getAttribute('aria-pressed')),
    ).toBe('false');
    await testPage.page.click(`${folderRow} .calc-ui-folder-hide`);
    ({ image, toPixel } = await graphScreenshot(testPage.page));
    expect(hasColorNear(image, ...toPixel(2, 2), red, 3)).toBe(true);

    // The row's × takes the folder alone: its items stay, outside any folder.
    await testPage.page.click(`${folderRow} .calc-ui-row-delete`);
    let ids = (await savedList()).map((item: any) => item.id);
    expect(ids).toEqual(['intro', 'up', 'inside', 'hiddenRows', 'down', 'hush']);
    expect((await savedList())[1]).not.toHaveProperty('folderId');
    expect(await rowIds()).toEqual(['intro', 'up', 'inside']);
    await testPage.page.evaluate(() => (window as any).calc.undo());
    await testPage.page.click(`${folderRow} .calc-ui-folder-delete-all`);
    ids = (await savedList()).map((item: any) => item.id);
    expect(ids).toEqual(['intro', 'hiddenRows', 'down', 'hush']);
    await testPage.page.evaluate(() => (window as any).calc.undo());
    expect(await rowIds()).toEqual(['intro', 'lines', 'up', 'inside']);
    expect(testPage.pageErrors).toEqual([]);
  });

  it('makes a note and a folder from the add menu, types into them, collapses and hides, and restores it all', async () => {
    await openCalculator('{}');
    const menuEntry = async (position: number) => {
      await testPage.page.click('#calculator .calc-ui-add');
      const entries = await testPage.page.$$('#calculator .calc-ui-menu-item');
      await entries[position].click();
    };
    await menuEntry(1); // Note: it takes the focus.
    await testPage.page.keyboard.type('Plan: https://example.org/plan');
    await menuEntry(3); // Folder
    await testPage.page.keyboard.type('Work');
    const list = await savedList();
    expect(list.map((item: any) => [item.type, item.text ?? item.title])).toEqual([
      ['text', 'Plan: https://example.org/plan'],
      ['folder', 'Work'],
    ]);
    const folderId = list[1].id;
    await testPage.page.evaluate(
      (id) =>
        (window as any).calc.setExpression({ id: 'member', latex: 'y=x', color: '#c74440', folderId: id }),
      folderId,
    );
    const folderRow = `#calculator .calc-ui-row[data-id="${folderId}"]`;
    await testPage.page.click(`${folderRow} .calc-ui-folder-toggle`);
    await testPage.page.click(`${folderRow} .calc-ui-folder-hide`);
    const saved = await testPage.page.evaluate(() => JSON.stringify((window as any).calc.getState()));
    expect(JSON.parse(saved).expressions.list[1]).toMatchObject({
      title: 'Work',
      collapsed: true,
      hidden: true,
    });
    expect(JSON.parse(saved).expressions.list[2]).toMatchObject({ id: 'member', folderId });
    expect(await rowIds()).toEqual([list[0].id, folderId]);

    await openCalculator('{}');
    await testPage.page.evaluate((state) => (window as any).calc.setState(JSON.parse(state)), saved);
    expect(await testPage.page.evaluate(() => JSON.stringify((window as any).calc.getState()))).toBe(saved);
    expect(await rowIds()).toEqual([list[0].id, folderId]);
    const { image, toPixel } = await graphScreenshot(testPage.page);
    expect(hasColorNear(image, ...toPixel(2, 2), hexToRgb(RED), 3)).toBe(false);
  });

  it('refuses a color that is not hex and a state that is not a state, and keeps drawing', async () => {
    await openCalculator('{}');
    const result = await testPage.page.evaluate((state) => {
      const calc = (window as any).calc;
      calc.setState(state);
      calc.setExpression({ id: 'up', color: 'url(x)' });
      calc.setExpression({ id: 'bad', latex: 'y=2', color: '<b>red</b>' });
      const errors: string[] = [];
      for (const input of [
        { foo: 1 },
        [1],
        { expressions: { list: [{ type: 'folder', id: 'x', title: 3 }] } },
      ]) {
        try {
          calc.setState(input);
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
      const items = calc.getExpressions();
      return {
        errors,
        colors: items.filter((item: any) => item.color).map((item: any) => item.color),
        count: items.length,
      };
    }, STATE);
    expect(result.errors).toHaveLength(3);
    expect(result.count).toBe(8);
    expect(result.colors.every((color: string) => /^#[0-9a-f]{6}$/i.test(color))).toBe(true);
    const { image, toPixel } = await graphScreenshot(testPage.page);
    expect(hasColorNear(image, ...toPixel(2, 2), hexToRgb(RED), 3)).toBe(true);
    expect(testPage.pageErrors).toEqual([]);
  });
});

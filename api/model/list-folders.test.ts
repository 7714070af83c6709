import { describe, expect, it } from 'vitest';
import { newTestContent } from './content-for-tests';
import { CalculatorContent } from './calculator-content';
import { DEFAULT_PALETTE } from './colors';
import { outputForLine } from './line-shapes';
import { drawnItems, normalizeFolders } from './list-folders';
import type { ItemState } from './types';
import { LINES } from './version-lines';

const newContent = () => newTestContent({ viewport: { left: -10, right: 10, bottom: -10, top: 10 } }).content;

const ids = (content: CalculatorContent) => content.list.list().map((item) => item.id);
const FOLDER_STATE = {
  version: 11,
  graph: { viewport: { xmin: -10, ymin: -10, xmax: 10, ymax: 10 } },
  expressions: {
    list: [
      { type: 'expression', id: 'top', color: '#c74440', latex: 'y=1' },
      { type: 'folder', id: 'f', title: 'Circles', collapsed: true },
      { type: 'expression', id: 'a', folderId: 'f', color: '#2d70b3', latex: 'x^2+y^2=1' },
      { type: 'text', id: 'n', folderId: 'f', text: 'See <b>https://example.com</b>' },
      { type: 'table', id: 't', folderId: 'f', columns: [{ latex: 'x_1', values: ['1'] }] },
    ],
  },
};

describe('notes and folders in the model', () => {
  it('reads notes and folders of a state and writes them back as they were', () => {
    const content = newContent();
    content.setState(FOLDER_STATE);
    expect(content.getState()).toEqual(FOLDER_STATE);
    expect(content.list.get('n')).toEqual({
      type: 'text',
      id: 'n',
      folderId: 'f',
      text: 'See <b>https://example.com</b>',
    });
  });

  it('gives each kind its own fields in getExpressions', () => {
    const content = newContent();
    content.setState(FOLDER_STATE);
    const items = content.list.list().map((item) => outputForLine(item, LINES['v1.1']));
    expect(items[1]).toEqual({ type: 'folder', id: 'f', title: 'Circles', collapsed: true });
    expect(items[3]).toEqual({
      type: 'text',
      id: 'n',
      folderId: 'f',
      text: 'See <b>https://example.com</b>',
    });
    expect(items[4]).toEqual({
      type: 'table',
      id: 't',
      folderId: 'f',
      columns: [{ latex: 'x_1', values: ['1'] }],
    });
    expect(items[2]).toMatchObject({ folderId: 'f', latex: 'x^2+y^2=1' });
    content.setExpressions([{ id: 'p', latex: '(1,2)' }]);
    expect(outputForLine(content.list.get('p')!, LINES['v1.1'])).not.toHaveProperty('domain');
  });

  it('keeps members after their folder and drops a folder id that names no folder', () => {
    const content = newContent();
    content.setState({
      expressions: {
        list: [
          { id: 'early', latex: 'y=2', folderId: 'f' },
          { id: 'lost', latex: 'y=3', folderId: 'nowhere' },
          { type: 'folder', id: 'f', title: 'F', folderId: 'f' },
        ],
      },
    });
    expect(ids(content)).toEqual(['lost', 'f', 'early']);
    expect(content.list.get('lost')).not.toHaveProperty('folderId');
    expect(content.list.get('f')).not.toHaveProperty('folderId');
    content.setExpressions([{ id: 'late', latex: 'y=4', folderId: 'f' }]);
    expect(ids(content)).toEqual(['lost', 'f', 'early', 'late']);
  });

  it('moves items into and out of folders and deletes folders with or without members, each one undo step', () => {
    const content = newContent();
    content.setState(FOLDER_STATE);
    content.moveItem('top', 3, 'f');
    expect(ids(content)).toEqual(['f', 'a', 'n', 'top', 't']);
    expect(content.list.get('top')).toMatchObject({ folderId: 'f' });
    content.moveItem('a', 0, null);
    expect(ids(content)).toEqual(['a', 'f', 'n', 'top', 't']);
    content.undo();
    expect(ids(content)).toEqual(['f', 'a', 'n', 'top', 't']);
    content.moveItem('f', 0);
    content.removeFolder('f', { withMembers: false });
    expect(ids(content)).toEqual(['a', 'n', 'top', 't']);
    expect(content.list.list().every((item) => !('folderId' in item))).toBe(true);
    content.undo();
    content.removeFolder('f', { withMembers: true });
    expect(ids(content)).toEqual([]);
    content.undo();
    expect(ids(content)).toEqual(['f', 'a', 'n', 'top', 't']);
    content.removeExpressions([{ id: 'f' }]);
    expect(ids(content)).toEqual(['a', 'n', 'top', 't']);
  });

  it('takes notes and folders through setExpression, needing the text or title of a new one', () => {
    const content = newContent();
    content.setExpressions([
      { type: 'folder', id: 'f', latex: 'x' },
      { type: 'text', id: 'n' },
      { type: 'folder', id: 'g', title: 'G', hidden: true },
      { type: 'text', id: 'm', text: 'hi', folderId: 'g', secret: true },
    ]);
    expect(ids(content)).toEqual(['g', 'm']);
    content.setExpressions([
      { type: 'folder', id: 'g', collapsed: true },
      { type: 'text', id: 'm', text: 5 },
    ]);
    expect(content.list.get('g')).toEqual({
      type: 'folder',
      id: 'g',
      title: 'G',
      hidden: true,
      collapsed: true,
    });
    expect(content.list.get('m')).toMatchObject({ text: 'hi' });
    content.setExpressions([{ type: 'text', id: 'm', folderId: null }]);
    expect(content.list.get('m')).toEqual({ type: 'text', id: 'm', text: 'hi', secret: true });
  });

  it('hides the graphs of a hidden folder’s members and keeps their own hidden flag', () => {
    const items: ItemState[] = [
      { type: 'folder', id: 'f', title: 'F', hidden: true },
      { type: 'expression', id: 'a', latex: 'y=x', color: '#c74440', folderId: 'f' },
      { type: 'table', id: 't', folderId: 'f', columns: [{ latex: 'x_1' }, { latex: 'y_1' }] },
      { type: 'folder', id: 's', title: 'S', secret: true },
      { type: 'expression', id: 'b', latex: 'y=2', color: '#c74440', folderId: 's' },
      { type: 'text', id: 'n', text: 'note' },
    ];
    const drawn = drawnItems(items);
    expect(drawn.map((item) => item.id)).toEqual(['a', 't', 'b']);
    expect(drawn[0]).toMatchObject({ hidden: true });
    expect(drawn[1]).toMatchObject({ columns: [{ hidden: true }, { hidden: true }] });
    expect(drawn[2]).not.toHaveProperty('hidden');
    expect(items[1]).not.toHaveProperty('hidden');
    expect(normalizeFolders(items)).toBe(items);
  });
});

describe('history and change events of notes and folders', () => {
  it("tells 'change' once per burst and coalesces typing into one undo step", async () => {
    const content = newContent();
    let changes = 0;
    content.events.observe('change', () => changes++);
    content.setExpressions([{ type: 'text', id: 'n', text: '' }]);
    await Promise.resolve();
    expect(changes).toBe(1);
    for (const text of ['H', 'He', 'Hel', 'Hello']) content.typeText({ type: 'text', id: 'n', text });
    await Promise.resolve();
    expect(changes).toBe(2);
    content.undo();
    expect(content.list.get('n')).toMatchObject({ text: '' });
    content.undo();
    expect(ids(content)).toEqual([]);
    content.redo();
    content.redo();
    expect(content.list.get('n')).toMatchObject({ text: 'Hello' });
    // A move that changes nothing is no undo step.
    content.moveItem('n', 0);
    content.undo();
    expect(ids(content)).toEqual(['n']);
  });
});

describe('the model boundary refuses what is not data of its kind (issue 22)', () => {
  it('ignores a color that is not a CSS hex color', () => {
    const content = newContent();
    content.setExpressions([
      { id: 'a', latex: 'y=x', color: 'red' },
      { id: 'b', latex: 'y=2x', color: '#123' },
      { type: 'table', id: 't', columns: [{ latex: 'x_1' }, { latex: 'y_1', color: 'url(x)' }] },
    ]);
    content.setExpressions([{ id: 'b', color: '<img src=x onerror=alert(1)>' }]);
    const colors = content.list
      .list()
      .flatMap((item) =>
        item.type === 'table'
          ? item.columns.slice(1).map((column) => column.color)
          : [(item as { color: string }).color],
      );
    expect(colors).toEqual([DEFAULT_PALETTE[0], '#123', DEFAULT_PALETTE[1]]);
  });

  it('throws for an object that is no state, an array or a state with a bad item, and changes nothing', () => {
    const content = newContent();
    content.setState(FOLDER_STATE);
    const before = JSON.stringify(content.getState());
    for (const input of [
      { foo: 1 },
      [1, 2],
      [],
      { list: [] },
      { expressions: { list: [{ type: 'text', text: 3 }] } },
    ])
      expect(() => content.setState(input)).toThrow(/Cannot load the state/);
    expect(JSON.stringify(content.getState())).toBe(before);
    content.setState({});
    expect(ids(content)).toEqual([]);
  });
});

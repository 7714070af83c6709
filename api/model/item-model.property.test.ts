/**
 * Issue 20's acceptance, as properties over the real content model (the one the calculator, its undo
 * history and the list UI use): random lists mixing every kind of item — folders with members, notes
 * with links and markup, tables, images, hidden and secret items — survive getState → JSON → setState →
 * getState unchanged, and setState → undo → redo. 1,000 lists each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newTestContent } from './content-for-tests';

const newContent = () => newTestContent().content;

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean())
  .map(([value, upper]) =>
    `#${value.toString(16).padStart(6, '0')}`[upper ? 'toUpperCase' : 'toLowerCase'](),
  );
/** Text people and pages put in notes and titles: links, markup, script URLs, other scripts, anything. */
const userText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'See https://example.com/lesson?a=1&b=2 and http://x.org.',
    '<img src=x onerror=alert(1)> <b>bold</b> &amp;',
    'javascript:alert(1) data:text/html,<script>1</script>',
    'مرحبا https://example.com/مثال — 你好',
    '',
  ),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const expression = fc.record(
  {
    type: fc.constant('expression'),
    color: hexColor,
    latex: fc.constantFrom('y=x^2', '(1,2)', 'a=3', 'x^2+y^2=1', '\\sin(x)', '', 'y_1\\sim mx_1+b'),
    hidden: fc.boolean(),
    secret: fc.boolean(),
    lineStyle: fc.constantFrom('solid', 'dashed', 'dotted'),
    pointStyle: fc.constantFrom('point', 'open', 'cross'),
    fillOpacity: fc.double({ min: 0, max: 1, noNaN: true }),
    sliderBounds: fc.record({
      min: fc.constantFrom('0', '-10'),
      max: fc.constantFrom('10', '2\\pi'),
      step: fc.constantFrom('', '1'),
    }),
    domain: fc.record({ min: fc.constantFrom('0', '-1'), max: fc.constantFrom('1', '\\pi') }),
    label: userText,
    showLabel: fc.boolean(),
    randomSeed: fc.integer({ min: 1, max: 0xffffffff }).map((value) => value.toString(16)),
  },
  { requiredKeys: ['type', 'color', 'latex'] },
);
const column = (index: number) =>
  fc.record(
    {
      latex: fc.constant(index === 0 ? 'x_1' : `y_${index}`),
      values: fc.array(fc.constantFrom('1', '-2.5', '', '\\pi'), { maxLength: 4 }),
      color: hexColor,
      hidden: fc.boolean(),
    },
    { requiredKeys: index === 0 ? ['latex'] : ['latex', 'color'] },
  );
const table = fc.record({
  type: fc.constant('table'),
  columns: fc
    .integer({ min: 1, max: 3 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => column(i)))),
});
const image = fc.record(
  {
    type: fc.constant('image'),
    image_url: fc.constantFrom('data:image/png;base64,iVBORw0KGgo=', 'https://example.com/a.png'),
    name: userText,
    center: fc.constantFrom('(0,0)', '(1,-2)'),
    width: fc.constantFrom('10', '2\\pi'),
    hidden: fc.boolean(),
    foreground: fc.boolean(),
  },
  { requiredKeys: ['type', 'image_url'] },
);
const note = fc.record({ type: fc.constant('text'), text: userText, secret: maybe(fc.constant(true)) });
const folder = fc.record({
  type: fc.constant('folder'),
  title: userText,
  collapsed: maybe(fc.constant(true)),
  hidden: maybe(fc.constant(true)),
  secret: maybe(fc.constant(true)),
});

/** A list as a page or a saved graph holds it: members after their folder, in a folder that exists. */
const itemList = fc
  .array(fc.tuple(fc.oneof(expression, table, image, note, folder), fc.nat()), { maxLength: 14 })
  .map((entries) => {
    const items: Record<string, unknown>[] = [];
    let folderId: string | undefined;
    entries.forEach(([item, choice], index) => {
      // Ids are any non-empty strings, markup included.
      const id = choice % 5 === 0 ? `<i>${index}</i>` : `item ${index}`;
      if (item.type === 'folder') {
        folderId = id;
        items.push({ ...item, id });
      } else if (folderId !== undefined && choice % 3 !== 0) {
        items.push({ ...item, id, folderId });
      } else {
        folderId = undefined;
        items.push({ ...item, id });
      }
    });
    return items.map((item) => JSON.parse(JSON.stringify(item)) as Record<string, unknown>);
  });

/** What must come back of an item whatever defaults are left out ('' is the default label): its content and its folder. */
function essentials(item: Record<string, unknown>): Record<string, unknown> {
  const fields = ['type', 'id', 'folderId', 'latex', 'color', 'text', 'title', 'image_url', 'name', 'label'];
  const kept = Object.fromEntries(
    fields
      .filter((field) => item[field] !== undefined && !(field === 'label' && item[field] === ''))
      .map((field) => [field, item[field]]),
  );
  if (Array.isArray(item.columns))
    kept.columns = item.columns.map((column: Record<string, unknown>) =>
      column.values === undefined ? { latex: column.latex } : { latex: column.latex, values: column.values },
    );
  for (const flag of ['hidden', 'secret', 'collapsed']) if (item[flag] === true) kept[flag] = true;
  return kept;
}

const stateOf = (list: Record<string, unknown>[]) => ({ expressions: { list } });

describe('the item model holds every kind through state and history (issue 20)', () => {
  it('getState → JSON → setState → getState is unchanged, for 1,000 random lists', () => {
    fc.assert(
      fc.property(itemList, (list) => {
        const content = newContent();
        content.setState(stateOf(list));
        const saved = content.getState();
        expect(saved.expressions.list.map((item) => item.id)).toEqual(list.map((item) => item.id));
        saved.expressions.list.forEach((item, index) => expect(item).toMatchObject(essentials(list[index])));
        const json = JSON.stringify(saved);
        const other = newContent();
        other.setState(JSON.parse(json));
        expect(JSON.stringify(other.getState())).toBe(json);
        other.setState(json);
        expect(JSON.stringify(other.getState())).toBe(json);
      }),
      { numRuns: 1000 },
    );
  });

  it('setState with allowUndo, then undo and redo, gives back each list exactly, for 1,000 random pairs', () => {
    fc.assert(
      fc.property(itemList, itemList, (first, second) => {
        const content = newContent();
        content.setState(stateOf(first));
        const before = JSON.stringify(content.getState().expressions);
        content.setState(stateOf(second), { allowUndo: true });
        const after = JSON.stringify(content.getState().expressions);
        content.undo();
        expect(JSON.stringify(content.getState().expressions)).toBe(before);
        content.redo();
        expect(JSON.stringify(content.getState().expressions)).toBe(after);
      }),
      { numRuns: 1000 },
    );
  });
});

/**
 * A note: the person's text in a textarea (a form value is never markup), and under it the links found in
 * it, built as anchors from text nodes when the `links` option allows. No HTML of the note is ever parsed.
 */
import type { UiItem, UiTextItem } from './controller';
import { createElement } from './dom';
import { splitNoteLinks } from './note-links';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';

export function createNoteRow(initial: UiTextItem, context: RowContext): RowView {
  let item = initial;
  const shell = createRowShell(item.id, 'note', context);
  shell.gutter.append(createElement('span', 'calc-ui-note-icon', { 'aria-hidden': 'true' }, ['“']));
  // The note's own text decides its direction (a Hebrew note in an English UI, and the other way round).
  const text = createElement('textarea', 'calc-ui-note-text', { rows: '1', dir: 'auto' });
  text.addEventListener('input', () => context.update(item.id, { text: text.value }));
  const links = createElement('div', 'calc-ui-note-links');
  shell.body.append(text, links);

  function showLinks(): void {
    links.replaceChildren();
    if (!context.options.links) return;
    for (const part of splitNoteLinks(item.text)) {
      if (part.kind !== 'link') continue;
      const anchor = createElement('a', '', {
        href: part.href,
        target: '_blank',
        rel: 'noopener noreferrer',
      });
      anchor.textContent = part.text;
      links.append(anchor);
    }
  }

  function update(next: UiItem, index: number): void {
    if (next.type !== 'text') return;
    item = next;
    shell.setIndex(index);
    shell.element.dataset.inFolder = String(item.folderId !== undefined);
    if (text.value !== item.text) text.value = item.text;
    text.placeholder = context.text.format('ui.note');
    text.setAttribute('aria-label', context.text.format('ui.noteNumbered', { index }));
    showLinks();
  }

  update(item, 1);
  return { element: shell.element, update, updateAnalysis: () => {}, focus: () => text.focus() };
}

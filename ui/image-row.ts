/**
 * An image row: a preview and its name. The image is drawn on the graph by the calculator (it has the
 * viewport); the row lets the person hide it through the same swatch rule as expressions.
 */
import type { UiImageItem, UiItem } from './controller';
import { createElement } from './dom';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';

export function createImageRow(initial: UiImageItem, context: RowContext): RowView {
  let item = initial;
  const shell = createRowShell(item.id, 'image', context);
  const visibility = createElement('input', 'calc-ui-image-visible', { type: 'checkbox' });
  visibility.addEventListener('change', () => context.update(item.id, { hidden: !visibility.checked }));
  shell.gutter.append(visibility);
  const preview = createElement('img', 'calc-ui-image-preview', { alt: '' });
  const name = createElement('span', 'calc-ui-image-name');
  shell.body.append(preview, name);

  function update(next: UiItem, index: number): void {
    if (next.type !== 'image') return;
    item = next;
    shell.setIndex(index);
    shell.element.dataset.inFolder = String(item.folderId !== undefined);
    if (preview.getAttribute('src') !== item.image_url) preview.src = item.image_url;
    preview.alt = item.name ?? context.text.format('ui.imageNumbered', { index });
    name.textContent = item.name ?? '';
    visibility.checked = !item.hidden;
    visibility.setAttribute('aria-label', context.text.format('ui.showImage', { index }));
  }

  update(item, 1);
  return { element: shell.element, update, updateAnalysis: () => {}, focus: () => visibility.focus() };
}

/**
 * A folder: a title the person edits, a collapse toggle, a hide toggle (hides the graphs of every item in
 * it; their own hidden flags stay), (for administrators) a secret toggle, and a button that deletes the
 * folder with its items. The row's × deletes the folder alone: its items stay, outside any folder, so the
 * quick delete never takes work away.
 */
import type { UiFolderItem, UiItem } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';

export function createFolderRow(initial: UiFolderItem, context: RowContext): RowView {
  let item = initial;
  const shell = createRowShell(item.id, 'folder', context);
  const toggle = createButton('calc-ui-folder-toggle', '▾', '', () =>
    context.update(item.id, { collapsed: !item.collapsed }),
  );
  const hide = createButton('calc-ui-folder-hide', '', '', () =>
    context.update(item.id, { hidden: !item.hidden }),
  );
  shell.gutter.append(toggle);
  const title = createElement('input', 'calc-ui-folder-title', { type: 'text', dir: 'auto' });
  title.addEventListener('input', () => context.update(item.id, { title: title.value }));
  title.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') context.advanceFrom(item.id);
  });
  const deleteWithItems = createButton('calc-ui-folder-delete-all', '⌫', '', () =>
    context.controller.removeFolder(item.id, { withMembers: true }),
  );
  shell.body.append(title, hide, deleteWithItems);
  const secret = context.options.administerSecretFolders
    ? createElement('input', 'calc-ui-folder-secret', { type: 'checkbox' })
    : undefined;
  const secretText = document.createTextNode('');
  if (secret) {
    secret.addEventListener('change', () => context.update(item.id, { secret: secret.checked }));
    shell.body.append(createElement('label', 'calc-ui-folder-secret-label', {}, [secret, secretText]));
  }

  function update(next: UiItem, index: number): void {
    if (next.type !== 'folder') return;
    item = next;
    shell.setIndex(index);
    if (title.value !== item.title) title.value = item.title;
    const text = context.text;
    title.placeholder = text.format('ui.folder');
    title.setAttribute('aria-label', text.format('ui.folderTitle', { index }));
    secretText.data = text.format('ui.secretFolder');
    // A collapsed folder's triangle points along the reading direction, into where its rows would be.
    toggle.textContent = item.collapsed ? (text.direction === 'rtl' ? '◂' : '▸') : '▾';
    toggle.setAttribute('aria-expanded', String(!item.collapsed));
    setLabel(
      toggle,
      text.format(item.collapsed ? 'ui.expandFolderNumbered' : 'ui.collapseFolderNumbered', { index }),
    );
    if (secret) secret.checked = item.secret === true;
    hide.textContent = item.hidden ? '○' : '●';
    hide.setAttribute('aria-pressed', String(!item.hidden));
    setLabel(hide, text.format(item.hidden ? 'ui.showFolderNumbered' : 'ui.hideFolderNumbered', { index }));
    setLabel(deleteWithItems, text.format('ui.deleteFolderWithItemsNumbered', { index }));
  }

  update(item, 1);
  return { element: shell.element, update, updateAnalysis: () => {}, focus: () => title.focus() };
}

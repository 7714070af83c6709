/** A folder: a title the person edits, a collapse toggle, and (for administrators) a secret toggle. */
import type { UiFolderItem, UiItem } from './controller';
import { createButton, createElement } from './dom';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';

export function createFolderRow(initial: UiFolderItem, context: RowContext): RowView {
  let item = initial;
  const shell = createRowShell(item.id, 'folder', context);
  const toggle = createButton('calc-ui-folder-toggle', '▾', 'Collapse folder', () =>
    context.update(item.id, { collapsed: !item.collapsed }),
  );
  shell.gutter.append(toggle);
  const title = createElement('input', 'calc-ui-folder-title', { type: 'text', placeholder: 'Folder' });
  title.addEventListener('input', () => context.update(item.id, { title: title.value }));
  title.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') context.advanceFrom(item.id);
  });
  shell.body.append(title);
  const secret = context.options.administerSecretFolders
    ? createElement('input', 'calc-ui-folder-secret', { type: 'checkbox' })
    : undefined;
  if (secret) {
    secret.addEventListener('change', () => context.update(item.id, { secret: secret.checked }));
    shell.body.append(createElement('label', 'calc-ui-folder-secret-label', {}, [secret, 'Secret folder']));
  }

  function update(next: UiItem, index: number): void {
    if (next.type !== 'folder') return;
    item = next;
    shell.setIndex(index);
    if (title.value !== item.title) title.value = item.title;
    title.setAttribute('aria-label', `Folder ${index} title`);
    toggle.textContent = item.collapsed ? '▸' : '▾';
    toggle.setAttribute('aria-expanded', String(!item.collapsed));
    toggle.setAttribute('aria-label', `${item.collapsed ? 'Expand' : 'Collapse'} folder ${index}`);
    if (secret) secret.checked = item.secret === true;
  }

  update(item, 1);
  return { element: shell.element, update, updateAnalysis: () => {}, focus: () => title.focus() };
}

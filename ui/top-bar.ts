/**
 * The bar above the list: add menu (expression, note, table, folder, image — each when its option allows),
 * undo, redo, 'Delete All' (or 'Reset' once a default state is set), and the collapse toggle.
 */
import type { CalculatorUiController, UiItem } from './controller';
import { createButton, createElement } from './dom';
import type { UiOptions } from './ui-options';

export interface TopBar {
  element: HTMLElement;
  render(): void;
}

export interface TopBarActions {
  add(item: UiItem): void;
  collapse(): void;
}

function createAddMenu(
  controller: CalculatorUiController,
  options: UiOptions,
  actions: TopBarActions,
): HTMLElement {
  const menu = createElement('div', 'calc-ui-menu calc-ui-add-menu', { role: 'menu', hidden: true });
  const addButton = createButton('calc-ui-add', '+', 'Add item', () => {
    menu.hidden = !menu.hidden;
    addButton.setAttribute('aria-expanded', String(!menu.hidden));
    if (!menu.hidden) (menu.querySelector('button') as HTMLButtonElement | null)?.focus();
  });
  addButton.setAttribute('aria-haspopup', 'menu');
  addButton.setAttribute('aria-expanded', 'false');
  const upload = createElement('input', '', {
    type: 'file',
    accept: 'image/*',
    hidden: true,
    'aria-hidden': 'true',
  });
  upload.addEventListener('change', async () => {
    const file = upload.files?.[0];
    upload.value = '';
    if (!file) return;
    const url = await controller.uploadImage(file);
    actions.add({
      type: 'image',
      id: controller.createId(),
      image_url: url,
      name: file.name,
      center: '(0,0)',
      width: '10',
      height: '10',
    });
  });
  const entry = (label: string, create: () => void) => {
    const button = createButton('calc-ui-menu-item', label, `Add ${label.toLowerCase()}`, () => {
      menu.hidden = true;
      addButton.setAttribute('aria-expanded', 'false');
      create();
    });
    button.setAttribute('role', 'menuitem');
    menu.append(button);
  };
  const id = () => controller.createId();
  entry('Expression', () =>
    actions.add({ type: 'expression', id: id(), latex: '', color: controller.nextColor() }),
  );
  if (options.notes) entry('Note', () => actions.add({ type: 'text', id: id(), text: '' }));
  entry('Table', () =>
    actions.add({
      type: 'table',
      id: id(),
      columns: [
        { latex: 'x_{1}', values: [''] },
        { latex: 'y_{1}', values: [''], color: controller.nextColor() },
      ],
    }),
  );
  if (options.folders) entry('Folder', () => actions.add({ type: 'folder', id: id(), title: '' }));
  if (options.images) entry('Image', () => upload.click());
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      menu.hidden = true;
      addButton.focus();
    }
  });
  return createElement('div', 'calc-ui-add-wrapper', { style: 'position:relative' }, [
    addButton,
    menu,
    upload,
  ]);
}

export function createTopBar(
  controller: CalculatorUiController,
  options: UiOptions,
  actions: TopBarActions,
): TopBar {
  const undo = createButton('calc-ui-undo', '↶', 'Undo', () => controller.undo());
  const redo = createButton('calc-ui-redo', '↷', 'Redo', () => controller.redo());
  const reset = createButton('calc-ui-reset', 'Delete All', 'Delete All', () => controller.resetFromUser());
  const collapse = createButton('calc-ui-collapse', '«', 'Hide expression list', () => actions.collapse());
  const element = createElement(
    'div',
    'calc-ui-topbar',
    { role: 'toolbar', 'aria-label': 'Expression list tools' },
    [
      createAddMenu(controller, options, actions),
      undo,
      redo,
      createElement('span', 'calc-ui-topbar-spacer'),
      reset,
      collapse,
    ],
  );
  return {
    element,
    render() {
      undo.disabled = !controller.canUndo();
      redo.disabled = !controller.canRedo();
      const label = controller.hasDefaultState() ? 'Reset' : 'Delete All';
      reset.textContent = label;
      reset.setAttribute('aria-label', label);
      reset.title = label;
    },
  };
}

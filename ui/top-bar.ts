/**
 * The bar above the list: add menu (expression, note, table, folder, image — each when its option allows),
 * undo, redo, 'Delete All' (or 'Reset' once a default state is set), and the collapse toggle.
 */
import type { CalculatorUiController, UiItem } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { UiOptions } from './ui-options';
import type { UiText } from './ui-text';

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
  text: UiText,
  actions: TopBarActions,
): HTMLElement {
  const menu = createElement('div', 'calc-ui-menu calc-ui-add-menu', { role: 'menu', hidden: true });
  const addButton = createButton('calc-ui-add', '+', '', () => {
    menu.hidden = !menu.hidden;
    addButton.setAttribute('aria-expanded', String(!menu.hidden));
    if (!menu.hidden) (menu.querySelector('button') as HTMLButtonElement | null)?.focus();
  });
  text.bind(() => setLabel(addButton, text.format('ui.addItem')));
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
  /** `kind`: the message ids `ui.<kind>` (the entry's text) and `ui.add<Kind>` (its label). */
  const entry = (kind: 'expression' | 'note' | 'table' | 'folder' | 'image', create: () => void) => {
    const button = createButton('calc-ui-menu-item', '', '', () => {
      menu.hidden = true;
      addButton.setAttribute('aria-expanded', 'false');
      create();
    });
    button.setAttribute('role', 'menuitem');
    text.bind(() => {
      button.textContent = text.format(`ui.${kind}`);
      setLabel(button, text.format(`ui.add${kind[0].toUpperCase()}${kind.slice(1)}`));
    });
    menu.append(button);
  };
  const id = () => controller.createId();
  entry('expression', () =>
    actions.add({ type: 'expression', id: id(), latex: '', color: controller.nextColor() }),
  );
  if (options.notes) entry('note', () => actions.add({ type: 'text', id: id(), text: '' }));
  entry('table', () =>
    actions.add({
      type: 'table',
      id: id(),
      columns: [
        { latex: 'x_{1}', values: [''] },
        { latex: 'y_{1}', values: [''], color: controller.nextColor() },
      ],
    }),
  );
  if (options.folders) entry('folder', () => actions.add({ type: 'folder', id: id(), title: '' }));
  if (options.images) entry('image', () => upload.click());
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
  text: UiText,
  actions: TopBarActions,
): TopBar {
  const undo = createButton('calc-ui-undo', '↶', '', () => controller.undo());
  const redo = createButton('calc-ui-redo', '↷', '', () => controller.redo());
  const reset = createButton('calc-ui-reset', '', '', () => controller.resetFromUser());
  const collapse = createButton('calc-ui-collapse', '«', '', () => actions.collapse());
  const element = createElement('div', 'calc-ui-topbar', { role: 'toolbar' }, [
    createAddMenu(controller, options, text, actions),
    undo,
    redo,
    createElement('span', 'calc-ui-topbar-spacer'),
    reset,
    collapse,
  ]);
  function render(): void {
    undo.disabled = !controller.canUndo();
    redo.disabled = !controller.canRedo();
    const label = text.format(controller.hasDefaultState() ? 'ui.reset' : 'ui.deleteAll');
    reset.textContent = label;
    setLabel(reset, label);
  }
  text.bind(() => {
    element.setAttribute('aria-label', text.format('ui.expressionListTools'));
    setLabel(undo, text.format('ui.undo'));
    setLabel(redo, text.format('ui.redo'));
    setLabel(collapse, text.format('ui.hideExpressionList'));
    render();
  });
  return { element, render };
}

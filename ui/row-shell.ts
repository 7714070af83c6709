/** The frame every row shares: a gutter (number, swatch or icon), a body, and a delete button. */
import { createButton, createElement, setLabel } from './dom';
import type { RowContext } from './row-context';

export interface RowShell {
  element: HTMLLIElement;
  gutter: HTMLElement;
  body: HTMLElement;
  number: HTMLElement;
  setIndex(index: number): void;
}

export function createRowShell(id: string, kind: string, context: RowContext): RowShell {
  const number = createElement('span', 'calc-ui-row-number', { 'aria-hidden': 'true' });
  const gutter = createElement('div', 'calc-ui-row-gutter', {}, [number]);
  const body = createElement('div', 'calc-ui-row-body');
  const remove = createButton('calc-ui-row-delete', '×', '', () => {
    context.controller.removeItem(id);
  });
  const element = createElement('li', 'calc-ui-row', { 'data-id': id, 'data-kind': kind }, [
    gutter,
    body,
    remove,
  ]);
  element.addEventListener('focusin', () => {
    if (context.controller.getSelectedId() !== id) context.controller.select(id);
  });
  return {
    element,
    gutter,
    body,
    number,
    setIndex(index) {
      number.textContent = String(index);
      setLabel(remove, context.text.format('ui.deleteItem', { kind, index }));
    },
  };
}

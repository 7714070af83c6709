/**
 * "add slider: m b all" under a row whose error is undefined variables (`y=mx+b`), as the best-known
 * product offers them: a button per variable and one for all of them. Each makes a slider row `m=1`
 * (bounds -10 to 10, continuous) right below the row, in its folder; the caret goes back to the row.
 * Only names a slider can define are offered: one letter, Greek or Latin, with an optional subscript.
 */
import type { UiExpressionItem } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { RowContext } from './row-context';

const SLIDER_NAME = /^(?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?[a-zA-Z0-9]+\}?)?$/;

/** The name as a person reads it on a button: `a_{1}` as a₁ would need math; `a_1` reads well enough. */
function shownName(latex: string): string {
  return latex.replace(/\\([a-zA-Z]+)/, '$1').replace(/[{}]/g, '');
}

/** The slider rows for `names`, below the row with `id` (bounds written out, so getExpressions shows them). */
export function addSliders(context: RowContext, id: string, names: readonly string[]): void {
  const { controller } = context;
  const items = controller.getItems();
  const position = items.findIndex((item) => item.id === id);
  const row = items[position];
  if (row?.type !== 'expression') return;
  const sliders = names.map((name, offset): UiExpressionItem => ({
    type: 'expression',
    id: controller.createId(),
    latex: `${name}=1`,
    // The rows are made together, so each takes the palette's color as if those before it existed.
    color: controller.nextColor(offset),
    sliderBounds: { min: '-10', max: '10', step: '' },
    ...(row.folderId === undefined ? {} : { folderId: row.folderId }),
  }));
  // One undo step for all of them ("add slider: all" is one action).
  controller.insertItems(sliders, position + 1);
}

export interface SliderSuggestions {
  element: HTMLElement;
  /** Offers sliders for the names a slider can define among `undefinedNames` (none: hidden). */
  update(undefinedNames: readonly string[] | undefined): void;
}

export function createSliderSuggestions(
  context: RowContext,
  current: () => UiExpressionItem,
  focusRow: () => void,
): SliderSuggestions {
  const element = createElement('div', 'calc-ui-slider-suggestions', { hidden: true });
  let offered = '';
  const add = (names: readonly string[]) => {
    addSliders(context, current().id, names);
    // After the list has placed the new rows (moving a focused row in the DOM would blur it).
    requestAnimationFrame(focusRow);
  };
  return {
    element,
    update(undefinedNames) {
      const names = [...new Set(undefinedNames ?? [])].filter((name) => SLIDER_NAME.test(name));
      const text = context.text;
      const key = `${names.join(' ')}|${text.language}`;
      if (key === offered) return;
      offered = key;
      element.hidden = names.length === 0;
      const buttons = names.map((name) => {
        const button = createButton('calc-ui-slider-suggestion', shownName(name), '', () => add([name]));
        setLabel(button, text.format('ui.addSliderFor', { variable: shownName(name) }));
        return button;
      });
      if (names.length > 1) {
        const all = createButton('calc-ui-slider-suggestion', text.format('ui.addAllSliders'), '', () =>
          add(names),
        );
        setLabel(all, text.format('ui.addAllSlidersFor', { variables: names.map(shownName).join(', ') }));
        buttons.push(all);
      }
      element.replaceChildren(text.format('ui.addSlider'), ...buttons);
    },
  };
}

/**
 * The style menu of a math row, opened from its color swatch: show/hide, the calculator's palette and a
 * custom hex color, line style and thickness, opacities, point style and size, a point's label and its
 * drag mode. Each control is one `setExpression` of the row's fields through the controller, so each
 * change is one undo step and shows in `getExpressions`. Only what applies to the row's kind is shown.
 *
 * The swatch: a click (Enter / Space) opens the menu; right-click and a long press, the best-known
 * product's gestures for its menu, open it too. The product's click hides the curve at once, but its menu
 * is then found only by people who know to hold; here hiding is one more click (the menu's first switch)
 * and every style is in plain sight, also from the keyboard.
 */
import type { UiExpressionItem } from './controller';
import { createElement, setLabel } from './dom';
import { readSlider } from './row-values';
import type { UiText } from './ui-text';

type Fields = Partial<UiExpressionItem>;

/** What a row draws, read from its text: it decides which controls the menu shows. */
export type StyleKind = 'curve' | 'region' | 'point' | 'none';

/** Only a hex color ever reaches the model from the custom field (the model checks again). */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function styleKindOf(latex: string): StyleKind {
  const text = latex.replace(/\\left|\\right|\s/g, '');
  if (text === '' || readSlider(latex)) return 'none';
  if (/polygon/.test(text)) return 'region';
  // `A=(1,2)` and `(1,2)` are points; a pair in t is a parametric curve, which may be filled.
  const rest = text.replace(/^[A-Za-z](_\{?\w+\}?)?=/, '');
  if (/^[([]/.test(rest) && rest.includes(',')) {
    // Commands out first: `\cos t` would otherwise read as the letters of `\cost`.
    return /(^|[^A-Za-z])t([^A-Za-z]|$)/.test(latex.replace(/\\[A-Za-z]+/g, ' ')) ? 'region' : 'point';
  }
  if (/[<>]|\\le|\\ge|\\lt|\\gt/.test(text)) return 'region';
  return 'curve';
}

/** The palette's names that have a message (`ui.colorRed` …); a page's own colors are read as hex. */
const COLOR_NAMES = ['RED', 'BLUE', 'GREEN', 'PURPLE', 'ORANGE', 'BLACK'];
const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
const POINT_STYLES = ['point', 'open', 'cross'] as const;
const POINT_MARKS = { point: '●', open: '○', cross: '×' } as const;
const DRAG_MODES = ['AUTO', 'NONE', 'X', 'Y', 'XY'] as const;

/** Buttons acting as one radio group: one tab stop, arrows move and choose (the ARIA radio pattern). */
function createChoices<T extends string>(
  className: string,
  values: readonly T[],
  choose: (value: T) => void,
  decorate: (button: HTMLButtonElement, value: T) => void,
) {
  const group = createElement('div', `calc-ui-style-choices ${className}`, { role: 'radiogroup' });
  const buttons = values.map((value) => {
    const button = createElement('button', 'calc-ui-style-choice', {
      type: 'button',
      role: 'radio',
      'data-value': value,
    });
    decorate(button, value);
    button.addEventListener('click', () => choose(value));
    return button;
  });
  group.append(...buttons);
  group.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(Math.max(at, 0) + step + buttons.length) % buttons.length];
    next.focus();
    choose(next.dataset.value as T);
  });
  return {
    group,
    buttons,
    show(current: string) {
      const checked = values.includes(current as T) ? current : values[0];
      for (const button of buttons) {
        const on = button.dataset.value === checked;
        button.setAttribute('aria-checked', String(on));
        button.tabIndex = on ? 0 : -1;
      }
    },
  };
}

/** The menu's sliders: field, min, max, step, and the value the renderer uses while the field is absent. */
const SLIDERS = [
  ['lineWidth', 0.5, 10, 0.5, 2.5],
  ['lineOpacity', 0, 1, 0.05, 1],
  ['fillOpacity', 0, 1, 0.05, 0.4],
  ['pointSize', 2, 30, 1, 9],
] as const;
type SliderField = (typeof SLIDERS)[number][0];

export interface StyleMenu {
  readonly element: HTMLElement;
  readonly isOpen: () => boolean;
  open(): void;
  close(returnFocus: boolean): void;
  /** The row's item changed (an edit, undo, another page call): the open menu shows it. */
  update(item: UiExpressionItem, index: number): void;
}

/**
 * @param swatch the row's swatch: it anchors the menu and takes the focus back when it closes
 * @param change one `setExpression` of these fields on the row
 */
export function createStyleMenu(
  swatch: HTMLElement,
  text: UiText,
  colors: () => Readonly<Record<string, string>>,
  change: (fields: Fields) => void,
): StyleMenu {
  let item: UiExpressionItem | undefined;
  let index = 1;
  const element = createElement('div', 'calc-ui-style-menu', { role: 'dialog', hidden: true });
  const title = (id: string) => createElement('div', 'calc-ui-style-heading', { 'data-text': id });
  // Words first, control last, checkboxes too: the controls line up at the menu's inline end.
  const labelled = (id: string, control: HTMLElement) =>
    createElement('label', 'calc-ui-style-field', {}, [
      createElement('span', '', { 'data-text': id }),
      control,
    ]);

  const shown = createElement('input', '', { type: 'checkbox', 'data-style': 'shown' });
  shown.addEventListener('change', () => change({ hidden: !shown.checked }));

  const palette = createElement('div', 'calc-ui-style-palette');
  let paletteChoices: ReturnType<typeof createChoices<string>> | undefined;
  let paletteKey = '';
  const custom = createElement('input', 'calc-ui-style-custom', {
    type: 'text',
    'data-style': 'customColor',
    placeholder: '#rrggbb',
    maxlength: '7',
    dir: 'ltr',
  });
  const applyCustom = () => {
    const value = custom.value.trim();
    const valid = HEX.test(value);
    custom.setAttribute('aria-invalid', String(!valid));
    if (valid && value.toLowerCase() !== item?.color.toLowerCase()) change({ color: value.toLowerCase() });
  };
  custom.addEventListener('change', applyCustom);
  custom.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyCustom();
    }
  });

  const lineStyles = createChoices(
    'calc-ui-style-lines',
    LINE_STYLES,
    (lineStyle) => change({ lineStyle }),
    (button, value) => {
      const sample = button.appendChild(createElement('span', 'calc-ui-style-line-sample'));
      sample.style.borderTopStyle = value;
    },
  );
  const sliders = {} as Record<SliderField, HTMLInputElement>;
  for (const [field, min, max, step] of SLIDERS) {
    const input = createElement('input', '', { type: 'range', 'data-style': field });
    Object.assign(input, { min, max, step });
    // `change`, not `input`: a drag is one change, so one undo step.
    input.addEventListener('change', () => change({ [field]: Number(input.value) }));
    sliders[field] = input;
  }
  const { lineWidth, lineOpacity, fillOpacity, pointSize } = sliders;
  const pointStyles = createChoices(
    'calc-ui-style-points',
    POINT_STYLES,
    (pointStyle) => change({ pointStyle }),
    (button, value) => (button.textContent = POINT_MARKS[value]),
  );
  const label = createElement('input', '', { type: 'text', 'data-style': 'label', dir: 'auto' });
  label.addEventListener('change', () => change({ label: label.value }));
  const showLabel = createElement('input', '', { type: 'checkbox', 'data-style': 'showLabel' });
  showLabel.addEventListener('change', () => change({ showLabel: showLabel.checked }));
  const dragMode = createElement('select', '', { 'data-style': 'dragMode' });
  dragMode.append(...DRAG_MODES.map((mode) => createElement('option', '', { value: mode })));
  dragMode.addEventListener('change', () =>
    change({ dragMode: dragMode.value as UiExpressionItem['dragMode'] }),
  );

  const sections = {
    line: createElement('section', '', {}, [
      title('ui.styleLine'),
      lineStyles.group,
      labelled('ui.styleThickness', lineWidth),
      labelled('ui.styleOpacity', lineOpacity),
    ]),
    fill: createElement('section', '', {}, [labelled('ui.styleFillOpacity', fillOpacity)]),
    point: createElement('section', '', {}, [
      title('ui.stylePoint'),
      pointStyles.group,
      labelled('ui.stylePointSize', pointSize),
    ]),
    label: createElement('section', '', {}, [
      labelled('ui.styleLabel', label),
      labelled('ui.styleShowLabel', showLabel),
      labelled('ui.styleDragMode', dragMode),
    ]),
  };
  element.append(
    labelled('ui.styleShowGraph', shown),
    createElement('section', '', {}, [
      title('ui.styleColor'),
      palette,
      labelled('ui.styleCustomColor', custom),
    ]),
    ...Object.values(sections),
  );

  function renderPalette(current: string): void {
    const entries = Object.entries(colors());
    const key = entries.map((entry) => entry.join(':')).join();
    if (!paletteChoices || key !== paletteKey) {
      paletteKey = key;
      paletteChoices = createChoices(
        'calc-ui-style-colors',
        entries.map(([, hex]) => hex.toLowerCase()),
        (color) => change({ color }),
        (button, hex) => {
          button.style.setProperty('--swatch', hex);
          const name = entries.find(([, value]) => value.toLowerCase() === hex)?.[0] ?? '';
          button.dataset.name = name;
        },
      );
      palette.replaceChildren(paletteChoices.group);
    }
    paletteChoices.show(current.toLowerCase());
    // A custom color checks no palette entry; the custom field then holds the row's color.
    if (!paletteChoices.buttons.some((button) => button.dataset.value === current.toLowerCase()))
      for (const button of paletteChoices.buttons) button.setAttribute('aria-checked', 'false');
  }

  function render(): void {
    if (!item) return;
    for (const node of element.querySelectorAll<HTMLElement>('[data-text]'))
      node.textContent = text.format(node.dataset.text!);
    setLabel(element, text.format('ui.styleMenuOf', { index }));
    const kind = styleKindOf(item.latex);
    shown.checked = item.hidden !== true;
    renderPalette(item.color);
    for (const button of paletteChoices!.buttons) {
      const name = button.dataset.name ?? '';
      const known = COLOR_NAMES.includes(name);
      setLabel(
        button,
        known ? text.format(`ui.color${name[0]}${name.slice(1).toLowerCase()}`) : button.dataset.value!,
      );
    }
    if (document.activeElement !== custom) {
      custom.value = item.color;
      custom.removeAttribute('aria-invalid');
    }
    lineStyles.show(item.lineStyle ?? 'solid');
    lineStyles.buttons.forEach((button, at) => setLabel(button, text.format(`ui.style_${LINE_STYLES[at]}`)));
    pointStyles.show(item.pointStyle ?? 'point');
    pointStyles.buttons.forEach((button, at) =>
      setLabel(button, text.format(`ui.style_${POINT_STYLES[at]}`)),
    );
    for (const [field, , , , absent] of SLIDERS) sliders[field].value = String(item[field] ?? absent);
    if (document.activeElement !== label) label.value = item.label ?? '';
    showLabel.checked = item.showLabel === true;
    Array.from(dragMode.options).forEach((option) => {
      option.textContent = text.format(`ui.drag_${option.value}`);
    });
    dragMode.value = item.dragMode ?? 'AUTO';
    // A point list drawing segments has a line style; a curve never has a point style.
    sections.line.hidden = kind === 'none' || (kind === 'point' && item.lines !== true);
    sections.fill.hidden = kind !== 'region';
    sections.point.hidden = kind !== 'point';
    sections.label.hidden = kind !== 'point';
  }

  function place(): void {
    const root = (swatch.closest('.calc-ui') as HTMLElement | null) ?? document.body;
    root.append(element);
    const bounds = root.getBoundingClientRect();
    const anchor = swatch.getBoundingClientRect();
    const room = (size: number, menu: number) => Math.max(8, size - menu - 8);
    const width = Math.min(280, bounds.width - 16);
    const maxHeight = bounds.height - 16;
    element.style.width = `${width}px`;
    element.style.maxHeight = `${maxHeight}px`;
    // Beside the list (over the graph paper) when it fits there, so the row stays in sight; else beside
    // the swatch (a phone's list is as wide as the calculator), within the calculator; taller, it scrolls.
    const rtl = getComputedStyle(root).direction === 'rtl';
    const list = swatch.closest('.calc-ui-list-panel')?.getBoundingClientRect();
    const besideList = list && (rtl ? bounds.right - list.left : list.right - bounds.left);
    const fitsBesideList = besideList !== undefined && besideList + 4 <= room(bounds.width, width);
    const start = fitsBesideList ? besideList : rtl ? bounds.right - anchor.left : anchor.right - bounds.left;
    element.style.insetInlineStart = `${Math.min(start + 4, room(bounds.width, width))}px`;
    const height = Math.min(element.scrollHeight, maxHeight);
    // Over the row only when there is no room above it (a phone's rows sit under the graph paper).
    const row = (swatch.closest('.calc-ui-row') ?? swatch).getBoundingClientRect();
    const above = row.top - bounds.top - height - 4;
    const top = !fitsBesideList && above >= 8 ? above : anchor.top - bounds.top;
    element.style.top = `${Math.min(Math.max(8, top), room(bounds.height, height))}px`;
  }

  const outside = (event: Event) => {
    const target = event.target as Node;
    if (!element.contains(target) && !swatch.contains(target)) close(false);
  };
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  });

  function open(): void {
    if (!item) return;
    element.hidden = false;
    render();
    place();
    swatch.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', outside, true);
    element.querySelector<HTMLElement>('.calc-ui-style-colors [tabindex="0"]')?.focus();
  }

  function close(returnFocus: boolean): void {
    if (element.hidden) return;
    element.hidden = true;
    swatch.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', outside, true);
    element.remove();
    if (returnFocus) swatch.focus();
  }

  return {
    element,
    isOpen: () => !element.hidden,
    open,
    close,
    update(next, nextIndex) {
      item = next;
      index = nextIndex;
      if (!element.hidden) render();
    },
  };
}

/**
 * Click, Enter or Space, and right-click open (or close) the swatch's menu; on a touch screen a long press
 * is a right-click (`contextmenu`), so the product's long press opens it too without a timer of our own.
 * `menu` makes the menu on its first use (a list of 1000 rows held 1000 closed menus, ~50 elements each).
 */
export function bindSwatch(swatch: HTMLElement, menu: () => StyleMenu): void {
  swatch.setAttribute('aria-haspopup', 'dialog');
  swatch.setAttribute('aria-expanded', 'false');
  swatch.addEventListener('click', () => {
    const shown = menu();
    if (shown.isOpen()) shown.close(true);
    else shown.open();
  });
  swatch.addEventListener('contextmenu', (event) => {
    event.preventDefault();
    const shown = menu();
    if (!shown.isOpen()) shown.open();
  });
}

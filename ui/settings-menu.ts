/**
 * The graph settings panel behind the wrench: grid, axes, numbers, steps, axis labels, polar grid,
 * radians/degrees and projector mode, each bound to the spec's setting of the same name, and the x and y
 * ranges (`settings-range.ts`). The panel scrolls within the graph area (a phone's is short).
 */
import type { CalculatorUiController, UiGraphSettings } from './controller';
import { createButton, createElement, setLabel } from './dom';
import { createSettingsRange } from './settings-range';
import type { UiText } from './ui-text';

type BooleanSetting = {
  [K in keyof UiGraphSettings]: UiGraphSettings[K] extends boolean ? K : never;
}[keyof UiGraphSettings];

/** Each setting with the message id of its label. */
const CHECKBOXES: [BooleanSetting, string][] = [
  ['showGrid', 'settings.grid'],
  ['showXAxis', 'settings.xAxis'],
  ['showYAxis', 'settings.yAxis'],
  ['xAxisNumbers', 'settings.xAxisNumbers'],
  ['yAxisNumbers', 'settings.yAxisNumbers'],
  ['polarMode', 'settings.polarGrid'],
  ['projectorMode', 'settings.projectorMode'],
];

let menuCount = 0;

export interface SettingsMenu {
  element: HTMLElement;
  render(): void;
}

/** @param viewportLocked the `lockViewport` option: the ranges show the view but cannot change it */
export function createSettingsMenu(
  controller: CalculatorUiController,
  text: UiText,
  viewportLocked = false,
): SettingsMenu {
  const panel = createElement('div', 'calc-ui-settings', { role: 'dialog', hidden: true });
  const range = createSettingsRange(controller, text, viewportLocked);
  let stopFollowingView: (() => void) | undefined;
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    stopFollowingView?.();
    stopFollowingView = undefined;
    if (!open) return;
    range.render(true);
    stopFollowingView = controller.subscribe((change) => change === 'viewport' && range.render());
    // At most down to the graph area's bottom, scrolling beyond: a 400×700 phone's graph is ~300 px tall.
    const area = panel.closest('.calc-ui-graph-area') ?? panel.parentElement!;
    const room = area.getBoundingClientRect().bottom - panel.getBoundingClientRect().top - 8;
    panel.style.maxHeight = `${Math.max(120, room)}px`;
    (panel.querySelector('input:not(:disabled)') as HTMLInputElement | null)?.focus();
  };
  const toggle = createButton('calc-ui-settings-toggle', '⚙', '', () => setOpen(panel.hidden));
  toggle.setAttribute('aria-expanded', 'false');
  text.bind(() => {
    panel.setAttribute('aria-label', text.format('ui.graphSettings'));
    setLabel(toggle, text.format('ui.graphSettings'));
  });
  /** A label whose text follows the language. */
  const labelled = (id: string, control: HTMLInputElement, controlFirst: boolean) => {
    const words = document.createTextNode('');
    text.bind(() => (words.data = text.format(id)));
    return createElement('label', '', {}, controlFirst ? [control, words] : [words, control]);
  };
  const renderers: (() => void)[] = [];
  // Radio groups are per document, so each calculator on a page needs its own group name.
  const groupName = `calc-ui-angle-${++menuCount}`;
  panel.append(range.element);

  for (const [name, label] of CHECKBOXES) {
    const box = createElement('input', '', { type: 'checkbox', 'data-setting': name });
    box.addEventListener('change', () => controller.updateSettings({ [name]: box.checked }));
    renderers.push(() => (box.checked = controller.getSettings()[name]));
    panel.append(labelled(label, box, true));
  }
  for (const [name, label] of [
    ['xAxisStep', 'settings.xStep'],
    ['yAxisStep', 'settings.yStep'],
  ] as const) {
    const input = createElement('input', '', { type: 'number', min: '0', step: 'any', 'data-setting': name });
    input.addEventListener('change', () => {
      const value = Number(input.value);
      if (Number.isFinite(value) && value >= 0) controller.updateSettings({ [name]: value });
    });
    renderers.push(() => {
      if (document.activeElement !== input) input.value = String(controller.getSettings()[name]);
    });
    panel.append(labelled(label, input, false));
  }
  for (const [name, label] of [
    ['xAxisLabel', 'settings.xAxisLabel'],
    ['yAxisLabel', 'settings.yAxisLabel'],
  ] as const) {
    const input = createElement('input', '', { type: 'text', 'data-setting': name, dir: 'auto' });
    input.addEventListener('change', () => controller.updateSettings({ [name]: input.value }));
    renderers.push(() => {
      if (document.activeElement !== input) input.value = controller.getSettings()[name];
    });
    panel.append(labelled(label, input, false));
  }
  const angles = createElement('div', 'calc-ui-angle-mode', { role: 'radiogroup' });
  text.bind(() => angles.setAttribute('aria-label', text.format('settings.angleUnit')));
  for (const [degrees, label] of [
    [false, 'radians'],
    [true, 'degrees'],
  ] as const) {
    const radio = createElement('input', '', {
      type: 'radio',
      name: groupName,
      'data-setting': label,
    });
    radio.addEventListener(
      'change',
      () => radio.checked && controller.updateSettings({ degreeMode: degrees }),
    );
    renderers.push(() => (radio.checked = controller.getSettings().degreeMode === degrees));
    angles.append(labelled(`settings.${label}`, radio, true));
  }
  panel.append(angles);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.focus();
    }
  });

  return {
    element: createElement('div', 'calc-ui-settings-wrapper', {}, [toggle, panel]),
    render: () => renderers.forEach((render) => render()),
  };
}

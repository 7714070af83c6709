/**
 * The graph settings panel behind the wrench: grid, axes, numbers, steps, axis labels, polar grid,
 * radians/degrees and projector mode, each bound to the spec's setting of the same name.
 */
import type { CalculatorUiController, UiGraphSettings } from './controller';
import { createButton, createElement } from './dom';

type BooleanSetting = {
  [K in keyof UiGraphSettings]: UiGraphSettings[K] extends boolean ? K : never;
}[keyof UiGraphSettings];

const CHECKBOXES: [BooleanSetting, string][] = [
  ['showGrid', 'Grid'],
  ['showXAxis', 'X axis'],
  ['showYAxis', 'Y axis'],
  ['xAxisNumbers', 'X axis numbers'],
  ['yAxisNumbers', 'Y axis numbers'],
  ['polarMode', 'Polar grid'],
  ['projectorMode', 'Projector mode'],
];

let menuCount = 0;

export interface SettingsMenu {
  element: HTMLElement;
  render(): void;
}

export function createSettingsMenu(controller: CalculatorUiController): SettingsMenu {
  const panel = createElement('div', 'calc-ui-settings', {
    role: 'dialog',
    'aria-label': 'Graph settings',
    hidden: true,
  });
  const toggle = createButton('calc-ui-settings-toggle', '⚙', 'Graph settings', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) (panel.querySelector('input') as HTMLInputElement | null)?.focus();
  });
  toggle.setAttribute('aria-expanded', 'false');
  const renderers: (() => void)[] = [];
  // Radio groups are per document, so each calculator on a page needs its own group name.
  const groupName = `calc-ui-angle-${++menuCount}`;

  for (const [name, label] of CHECKBOXES) {
    const box = createElement('input', '', { type: 'checkbox', 'data-setting': name });
    box.addEventListener('change', () => controller.updateSettings({ [name]: box.checked }));
    renderers.push(() => (box.checked = controller.getSettings()[name]));
    panel.append(createElement('label', '', {}, [box, label]));
  }
  for (const [name, label] of [
    ['xAxisStep', 'X step'],
    ['yAxisStep', 'Y step'],
  ] as const) {
    const input = createElement('input', '', { type: 'number', min: '0', step: 'any', 'data-setting': name });
    input.addEventListener('change', () => {
      const value = Number(input.value);
      if (Number.isFinite(value) && value >= 0) controller.updateSettings({ [name]: value });
    });
    renderers.push(() => {
      if (document.activeElement !== input) input.value = String(controller.getSettings()[name]);
    });
    panel.append(createElement('label', '', {}, [label, input]));
  }
  for (const [name, label] of [
    ['xAxisLabel', 'X axis label'],
    ['yAxisLabel', 'Y axis label'],
  ] as const) {
    const input = createElement('input', '', { type: 'text', 'data-setting': name });
    input.addEventListener('change', () => controller.updateSettings({ [name]: input.value }));
    renderers.push(() => {
      if (document.activeElement !== input) input.value = controller.getSettings()[name];
    });
    panel.append(createElement('label', '', {}, [label, input]));
  }
  const angles = createElement('div', 'calc-ui-angle-mode', {
    role: 'radiogroup',
    'aria-label': 'Angle unit',
  });
  for (const [degrees, label] of [
    [false, 'Radians'],
    [true, 'Degrees'],
  ] as const) {
    const radio = createElement('input', '', {
      type: 'radio',
      name: groupName,
      'data-setting': label.toLowerCase(),
    });
    radio.addEventListener(
      'change',
      () => radio.checked && controller.updateSettings({ degreeMode: degrees }),
    );
    renderers.push(() => (radio.checked = controller.getSettings().degreeMode === degrees));
    angles.append(createElement('label', '', {}, [radio, label]));
  }
  panel.append(angles);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      panel.hidden = true;
      toggle.focus();
    }
  });

  return {
    element: createElement('div', 'calc-ui-settings-wrapper', {}, [toggle, panel]),
    render: () => renderers.forEach((render) => render()),
  };
}

/**
 * The settings menu's x and y ranges: `min ≤ x ≤ max` and `min ≤ y ≤ max`, the graph paper's math bounds.
 * A bound may be what a slider bound may be (a number, e, π, τ, `2pi`); an edit applies `setMathBounds`
 * to its axis. The spec's rule for invalid bounds (right <= left or top <= bottom: bounds unchanged) holds
 * in the fields too: an unreadable bound or a minimum not below its maximum marks the field invalid, says
 * why, and leaves the view as it was. Pans and zooms show in the fields while the menu is open.
 */
import type { CalculatorUiController, UiMathBounds } from './controller';
import { createElement } from './dom';
import type { UiText } from './ui-text';

const AXES = [
  { axis: 'x', low: 'left', high: 'right' },
  { axis: 'y', low: 'bottom', high: 'top' },
] as const;

/** What a person may type for π and τ, as the LaTeX the calculator reads. */
function boundLatex(typed: string): string {
  return typed.trim().replace(/π|pi/g, '\\pi ').replace(/τ|tau/g, '\\tau ').replace(/−/g, '-');
}

export interface SettingsRange {
  element: HTMLElement;
  /** Shows the view's bounds in the fields not being edited; `reset` first clears what was marked invalid. */
  render(reset?: boolean): void;
}

export function createSettingsRange(
  controller: CalculatorUiController,
  text: UiText,
  viewportLocked: boolean,
): SettingsRange {
  const element = createElement('div', 'calc-ui-settings-range');
  const problem = createElement('div', 'calc-ui-settings-range-problem', { role: 'alert', hidden: true });
  /** The exact bound each field shows: an untouched field keeps it, not its rounded text. */
  const shown = new Map<HTMLInputElement, { text: string; value: number }>();
  const fields: (() => void)[] = [];

  for (const { axis, low, high } of AXES) {
    const input = (side: 'low' | 'high') =>
      createElement('input', '', {
        type: 'text',
        inputmode: 'decimal',
        dir: 'ltr',
        disabled: viewportLocked,
        'data-setting': `${axis}${side === 'low' ? 'Min' : 'Max'}`,
      });
    const minimum = input('low');
    const maximum = input('high');
    const read = (field: HTMLInputElement) => {
      const kept = shown.get(field);
      return kept && kept.text === field.value ? kept.value : controller.readNumber(boundLatex(field.value));
    };
    const apply = () => {
      const from = read(minimum);
      const to = read(maximum);
      const unreadable = [
        ...(Number.isFinite(from) ? [] : [minimum]),
        ...(Number.isFinite(to) ? [] : [maximum]),
      ];
      const reversed = unreadable.length === 0 && !(from < to);
      for (const field of [minimum, maximum]) {
        field.setAttribute('aria-invalid', String(unreadable.includes(field) || reversed));
      }
      problem.hidden = unreadable.length === 0 && !reversed;
      problem.textContent = unreadable.length
        ? text.format('settings.rangeNotNumber')
        : reversed
          ? text.format('settings.rangeReversed', { axis })
          : '';
      if (!problem.hidden) return;
      controller.setMathBounds({ ...controller.getMathBounds(), [low]: from, [high]: to } as UiMathBounds);
    };
    minimum.addEventListener('change', apply);
    maximum.addEventListener('change', apply);
    const variable = createElement('span', 'calc-ui-settings-range-variable', { 'aria-hidden': 'true' }, [
      `≤ ${axis} ≤`,
    ]);
    element.append(createElement('div', '', { role: 'group' }, [minimum, variable, maximum]));
    text.bind(() => {
      variable.parentElement!.setAttribute('aria-label', text.format(`settings.${axis}Range`));
      minimum.setAttribute('aria-label', text.format(`settings.${axis}Minimum`));
      maximum.setAttribute('aria-label', text.format(`settings.${axis}Maximum`));
    });
    fields.push(() => {
      const bounds = controller.getMathBounds();
      for (const [field, value] of [
        [minimum, bounds[low]],
        [maximum, bounds[high]],
      ] as const) {
        // A field being typed in, or holding what the person typed wrong, keeps it.
        if (document.activeElement === field || field.getAttribute('aria-invalid') === 'true') continue;
        // Six significant digits fit the field; the exact bound stays behind them (`shown`).
        const shownText = String(Number(value.toPrecision(6)));
        field.value = shownText;
        shown.set(field, { text: shownText, value });
      }
    });
  }
  element.append(problem);
  return {
    element,
    render(reset = false) {
      if (reset) {
        problem.hidden = true;
        element.querySelectorAll('input').forEach((field) => field.removeAttribute('aria-invalid'));
      }
      fields.forEach((render) => render());
    },
  };
}

/**
 * The settings menu (option `settingsMenu`): angle mode (scientific only), braille code, six-key input,
 * projector mode and inverted colors. It changes settings through the same path as `updateSettings`.
 */
import type { BasicOptions } from './basic-options';

export interface SettingsMenu {
  readonly element: HTMLElement;
  show(options: BasicOptions): void;
  toggle(): void;
}

type SettingsChange = Partial<
  Pick<BasicOptions, 'degreeMode' | 'brailleMode' | 'sixKeyInput' | 'projectorMode' | 'invertedColors'>
>;

export function createSettingsMenu(
  document: Document,
  scientific: boolean,
  onChange: (change: SettingsChange) => void,
): SettingsMenu {
  const element = document.createElement('div');
  element.className = 'lib-basic-settings';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Settings');
  element.hidden = true;

  const checkbox = (label: string, read: (input: HTMLInputElement) => SettingsChange) => {
    const wrapper = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.addEventListener('change', () => onChange(read(input)));
    wrapper.append(input, label);
    element.appendChild(wrapper);
    return input;
  };
  const degrees = scientific ? checkbox('Degrees', (input) => ({ degreeMode: input.checked })) : undefined;

  const brailleLabel = document.createElement('label');
  const braille = document.createElement('select');
  for (const [value, text] of [
    ['none', 'No braille'],
    ['nemeth', 'Nemeth braille'],
    ['ueb', 'UEB braille'],
  ]) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = text;
    braille.appendChild(option);
  }
  braille.addEventListener('change', () =>
    onChange({ brailleMode: braille.value as BasicOptions['brailleMode'] }),
  );
  brailleLabel.append('Braille', braille);
  element.appendChild(brailleLabel);

  const sixKey = checkbox('Six-key input (S D F J K L)', (input) => ({ sixKeyInput: input.checked }));
  const projector = checkbox('Projector mode', (input) => ({ projectorMode: input.checked }));
  const inverted = checkbox('Inverted colors', (input) => ({ invertedColors: input.checked }));

  return {
    element,
    show(options) {
      if (degrees) degrees.checked = options.degreeMode;
      braille.value = options.brailleMode;
      sixKey.checked = options.sixKeyInput;
      sixKey.disabled = options.brailleMode === 'none';
      projector.checked = options.projectorMode;
      inverted.checked = options.invertedColors;
    },
    toggle() {
      element.hidden = !element.hidden;
    },
  };
}

/**
 * The settings menu (option `settingsMenu`): angle mode (scientific only), braille code, six-key input,
 * projector mode and inverted colors. It changes settings through the same path as `updateSettings`.
 */
import type { Translator } from '../../i18n/index';
import type { BasicOptions } from '../../api/basic/index';

export interface SettingsMenu {
  readonly element: HTMLElement;
  show(options: BasicOptions): void;
  toggle(): void;
  /** Labels the menu in the translator's language. */
  applyLanguage(translator: Translator): void;
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
  element.hidden = true;
  /** Message id → the text node that shows it. */
  const texts: [string, Text][] = [];
  const words = (id: string) => {
    const node = document.createTextNode('');
    texts.push([id, node]);
    return node;
  };

  const checkbox = (id: string, read: (input: HTMLInputElement) => SettingsChange) => {
    const wrapper = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.addEventListener('change', () => onChange(read(input)));
    wrapper.append(input, words(id));
    element.appendChild(wrapper);
    return input;
  };
  const degrees = scientific
    ? checkbox('settings.degrees', (input) => ({ degreeMode: input.checked }))
    : undefined;

  const brailleLabel = document.createElement('label');
  const braille = document.createElement('select');
  for (const [value, id] of [
    ['none', 'settings.brailleNone'],
    ['nemeth', 'settings.brailleNemeth'],
    ['ueb', 'settings.brailleUeb'],
  ]) {
    const option = document.createElement('option');
    option.value = value;
    option.append(words(id));
    braille.appendChild(option);
  }
  braille.addEventListener('change', () =>
    onChange({ brailleMode: braille.value as BasicOptions['brailleMode'] }),
  );
  brailleLabel.append(words('settings.braille'), braille);
  element.appendChild(brailleLabel);

  const sixKey = checkbox('settings.sixKeyInput', (input) => ({ sixKeyInput: input.checked }));
  const projector = checkbox('settings.projectorMode', (input) => ({ projectorMode: input.checked }));
  const inverted = checkbox('settings.invertedColors', (input) => ({ invertedColors: input.checked }));

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
    applyLanguage(translator) {
      element.setAttribute('aria-label', translator.format('ui.settings'));
      for (const [id, node] of texts) node.data = translator.format(id);
    },
  };
}

/**
 * The on-screen keypad: math keys, a functions menu (trimmed by `restrictedFunctions`) and ABC keys
 * (QWERTY or alphabetical by `qwertyKeyboard`). Keys type into the last focused math field; they take
 * no focus themselves (pointerdown is cancelled), so the caret stays where the person left it.
 *
 * Right to left: the keypad's blocks (mode and edit keys, the key grids) mirror with the page, but each
 * grid keeps its left-to-right order: 7 8 9 and x y a² are math, read the same way in every language.
 */
import { createButton, createElement, labelInName, setLabel } from './dom';
import {
  EDIT_KEYS,
  MATH_KEYS,
  functionGroups,
  functionKey,
  letterRows,
  type KeyDefinition,
} from './keypad-layouts';
import type { MathField } from './math-field';
import type { UiOptions } from './ui-options';
import type { UiText } from './ui-text';

export interface Keypad {
  element: HTMLElement;
  setTarget(field: MathField): void;
}

export function createKeypad(options: UiOptions, text: UiText, onEnter: () => void): Keypad {
  let target: MathField | undefined;
  const press = (definition: KeyDefinition) => {
    if (definition.command === 'enter') return onEnter();
    if (!target) return;
    if (definition.insert !== undefined) target.insert(definition.insert);
    else if (definition.command) target.executeCommand(definition.command);
  };
  const createKey = (definition: KeyDefinition) => {
    const button = createButton(
      `calc-ui-key${definition.dark ? ' calc-ui-key-dark' : ''}`,
      definition.label,
      definition.name,
      () => press(definition),
    );
    const nameId = definition.nameId;
    if (nameId !== undefined)
      text.bind(() => setLabel(button, labelInName(definition.label, text.format(nameId))));
    button.classList.remove('calc-ui-button');
    button.dataset.key = definition.name;
    button.addEventListener('pointerdown', (event) => event.preventDefault());
    button.addEventListener('mousedown', (event) => event.preventDefault());
    return button;
  };
  /** A group whose name follows the language. */
  const group = (className: string, labelId: string, hidden = false) => {
    const element = createElement('div', className, { role: 'group', hidden });
    text.bind(() => element.setAttribute('aria-label', text.format(labelId)));
    return element;
  };

  const mathGrid = group('calc-ui-keypad-grid calc-ui-keypad-math', 'ui.mathKeys');
  mathGrid.dir = 'ltr';
  mathGrid.append(...MATH_KEYS.map(createKey));
  const lettersGrid = group('calc-ui-keypad-grid calc-ui-keypad-letters', 'ui.letterKeys', true);
  lettersGrid.dir = 'ltr';
  for (const row of letterRows(options.qwertyKeyboard)) lettersGrid.append(...row.map(createKey));

  const functionsMenu = group('calc-ui-functions-menu', 'ui.functions', true);
  for (const functions of functionGroups(options.restrictedFunctions)) {
    const heading = createElement('h3');
    text.bind(() => (heading.textContent = text.format(functions.titleId)));
    const keys = functions.names.map((name) => createKey(functionKey(name)));
    for (const key of keys) {
      key.dir = 'ltr';
      // The menu covers the rows: once a function is picked, the person goes on typing in its row.
      key.addEventListener('click', () => showFunctions(false));
    }
    functionsMenu.append(heading, ...keys);
  }
  const functionsToggle = createButton('calc-ui-keypad-functions', '', '', () =>
    showFunctions(functionsMenu.hidden),
  );
  function showFunctions(shown: boolean): void {
    functionsMenu.hidden = !shown;
    functionsToggle.setAttribute('aria-expanded', String(shown));
  }
  functionsToggle.setAttribute('aria-expanded', 'false');
  text.bind(() => {
    functionsToggle.textContent = text.format('ui.functions');
    setLabel(functionsToggle, text.format('ui.functionsMenu'));
  });
  const modeToggle = createButton('calc-ui-keypad-mode', 'ABC', '', () => {
    const lettersShown = lettersGrid.hidden;
    lettersGrid.hidden = !lettersShown;
    mathGrid.hidden = lettersShown;
    labelMode();
  });
  function labelMode(): void {
    const lettersShown = !lettersGrid.hidden;
    modeToggle.textContent = lettersShown ? '123' : 'ABC';
    setLabel(modeToggle, text.format(lettersShown ? 'ui.mathKeys' : 'ui.letterKeys'));
  }
  text.bind(labelMode);
  for (const button of [functionsToggle, modeToggle])
    button.addEventListener('mousedown', (event) => event.preventDefault());
  const side = createElement(
    'div',
    'calc-ui-keypad-side',
    { style: 'display:flex;flex-direction:column;gap:4px' },
    [modeToggle, functionsToggle, ...EDIT_KEYS.map(createKey)],
  );
  const element = group('calc-ui-keypad', 'ui.keypad');
  element.setAttribute('role', 'region');
  element.append(functionsMenu, mathGrid, lettersGrid, side);
  return { element, setTarget: (field) => (target = field) };
}

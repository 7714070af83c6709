/**
 * The on-screen keypad: math keys, a functions menu (trimmed by `restrictedFunctions`) and ABC keys
 * (QWERTY or alphabetical by `qwertyKeyboard`). Keys type into the last focused math field; they take
 * no focus themselves (pointerdown is cancelled), so the caret stays where the person left it.
 */
import { createButton, createElement } from './dom';
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

export interface Keypad {
  element: HTMLElement;
  setTarget(field: MathField): void;
}

export function createKeypad(options: UiOptions, onEnter: () => void): Keypad {
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
    button.classList.remove('calc-ui-button');
    button.dataset.key = definition.name;
    button.addEventListener('pointerdown', (event) => event.preventDefault());
    button.addEventListener('mousedown', (event) => event.preventDefault());
    return button;
  };

  const mathGrid = createElement('div', 'calc-ui-keypad-grid calc-ui-keypad-math', {
    role: 'group',
    'aria-label': 'Math keys',
  });
  mathGrid.append(...MATH_KEYS.map(createKey));
  const lettersGrid = createElement('div', 'calc-ui-keypad-grid calc-ui-keypad-letters', {
    role: 'group',
    'aria-label': 'Letter keys',
    hidden: true,
  });
  for (const row of letterRows(options.qwertyKeyboard)) lettersGrid.append(...row.map(createKey));

  const functionsMenu = createElement('div', 'calc-ui-functions-menu', {
    role: 'group',
    'aria-label': 'Functions',
    hidden: true,
  });
  for (const group of functionGroups(options.restrictedFunctions)) {
    functionsMenu.append(
      createElement('h3', '', {}, [group.title]),
      ...group.names.map((name) => createKey(functionKey(name))),
    );
  }
  const functionsToggle = createButton('calc-ui-keypad-functions', 'functions', 'Functions menu', () => {
    functionsMenu.hidden = !functionsMenu.hidden;
    functionsToggle.setAttribute('aria-expanded', String(!functionsMenu.hidden));
  });
  functionsToggle.setAttribute('aria-expanded', 'false');
  const modeToggle = createButton('calc-ui-keypad-mode', 'ABC', 'Letter keys', () => {
    const lettersShown = lettersGrid.hidden;
    lettersGrid.hidden = !lettersShown;
    mathGrid.hidden = lettersShown;
    modeToggle.textContent = lettersShown ? '123' : 'ABC';
    modeToggle.setAttribute('aria-label', lettersShown ? 'Math keys' : 'Letter keys');
  });
  for (const button of [functionsToggle, modeToggle])
    button.addEventListener('mousedown', (event) => event.preventDefault());
  const side = createElement(
    'div',
    'calc-ui-keypad-side',
    { style: 'display:flex;flex-direction:column;gap:4px' },
    [modeToggle, functionsToggle, ...EDIT_KEYS.map(createKey)],
  );
  const element = createElement('div', 'calc-ui-keypad', { role: 'region', 'aria-label': 'Keypad' }, [
    functionsMenu,
    mathGrid,
    lettersGrid,
    side,
  ]);
  return { element, setTarget: (field) => (target = field) };
}

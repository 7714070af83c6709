/**
 * Draws a keypad from its key rows (keypads.ts). Keys are real buttons, reachable by Tab and named for
 * screen readers; a pointer press does not take the focus from the input, so the caret stays put.
 */
import type { Translator } from '../../i18n/index';
import { labelInName } from '../dom';
import type { KeyDefinition } from './keypads';

/** What screen readers say for a key, in the calculator's language. */
export function spokenName(key: KeyDefinition, translator: Translator): string {
  return key.nameId === undefined ? key.name : translator.format(key.nameId, key.nameValues);
}

export function renderKeypad(
  container: HTMLElement,
  rows: readonly (readonly KeyDefinition[])[],
  translator: Translator,
  onKey: (key: KeyDefinition) => void,
): void {
  const document = container.ownerDocument;
  const columns = Math.max(...rows.map((row) => row.reduce((sum, key) => sum + (key.span ?? 1), 0)));
  container.replaceChildren();
  container.style.gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
  for (const row of rows) {
    for (const key of row) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'lib-key';
      button.textContent = key.label;
      button.setAttribute('aria-label', labelInName(key.label, spokenName(key, translator)));
      button.dataset.role = key.role ?? 'digit';
      button.dataset.key = key.action ?? key.insert ?? key.label;
      if (key.span && key.span > 1) button.style.gridColumn = `span ${key.span}`;
      button.addEventListener('pointerdown', (event) => event.preventDefault());
      button.addEventListener('click', () => onKey(key));
      container.appendChild(button);
    }
  }
}

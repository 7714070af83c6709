/** Small DOM builders shared by the UI's parts. Every text goes in as a text node, never as markup. */

type Attributes = Record<string, string | boolean | undefined>;

/** Creates `tag` with classes, attributes (false/undefined left out) and children (strings become text). */
export function createElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  attributes: Attributes = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) element.append(child);
  return element;
}

/** A button with a visible text (or symbol) and a label for screen readers. */
export function createButton(
  className: string,
  text: string,
  label: string,
  onClick: (event: MouseEvent) => void,
): HTMLButtonElement {
  const button = createElement('button', `calc-ui-button ${className}`, {
    type: 'button',
    'aria-label': label,
    title: label,
  });
  button.textContent = text;
  button.addEventListener('click', onClick);
  return button;
}

/** Names a control for screen readers and as its tooltip. */
export function setLabel(element: HTMLElement, label: string): void {
  element.setAttribute('aria-label', label);
  element.title = label;
}

/**
 * A control's name that holds its visible text (WCAG 2.5.3, label in name: a speech-input user says what
 * they see, "AC", "ln"), ahead of the spoken name when that name does not already say it, as axe-core
 * checks it: words compared after NFKD, so `x²` is `x 2`.
 */
export function labelInName(shown: string, name: string): string {
  const words = (value: string) =>
    ` ${
      value
        .normalize('NFKD')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.join(' ') ?? ''
    } `;
  const said = words(shown);
  // Symbols alone (+, Σ, ∫, ()) are not a label anyone speaks; axe skips them too.
  return shown.length < 2 || said === '  ' || words(name).includes(said) ? name : `${shown}, ${name}`;
}

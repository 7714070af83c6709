/**
 * The re-randomize button of a row whose own text calls `random` or `shuffle`: it gives the expression a
 * new random seed (its state's `randomSeed`), so its random numbers change while every other row's stay.
 * One click is one `setExpression`: one undo step and one 'change' event. Rows that only use a random
 * list defined elsewhere get no button: their numbers are the defining row's.
 */
import { createElement, setLabel } from './dom';

const CALLS_RANDOM = /\\operatorname\{(?:random|shuffle)\}/;

export function callsRandom(latex: string): boolean {
  return CALLS_RANDOM.test(latex);
}

/** A fresh seed: 64 bits from the platform's cryptographic source, as hex. */
export function newRandomSeed(): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}

export interface RerandomizeButton {
  readonly element: HTMLButtonElement;
  /** Shows the button when `latex` calls random, labelled for screen readers. */
  update(latex: string, label: string): void;
}

export function createRerandomizeButton(rerandomize: (seed: string) => void): RerandomizeButton {
  const element = createElement('button', 'calc-ui-rerandomize', { type: 'button', hidden: true });
  element.textContent = '⟳';
  element.addEventListener('click', () => rerandomize(newRandomSeed()));
  return {
    element,
    update(latex, label) {
      element.hidden = !callsRandom(latex);
      setLabel(element, label);
    },
  };
}

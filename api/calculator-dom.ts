/** The few DOM measurements and elements the calculator needs. */

export function createElement(
  tag: string,
  className: string,
  style: Partial<CSSStyleDeclaration>,
): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  Object.assign(element.style, style);
  return element;
}

/**
 * The calculator's root (filling the element) and its graph paper. The spec's 1px gray border is the list
 * UI's, which lays out list, graph and keypad inside this root.
 */
export function appendCalculatorRoot(container: HTMLElement): { root: HTMLElement; graphPaper: HTMLElement } {
  const root = createElement('div', 'calculator-root', {
    position: 'relative',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    userSelect: 'none',
  });
  const graphPaper = createElement('div', 'calculator-graphpaper', { position: 'absolute', inset: '0' });
  root.appendChild(graphPaper);
  container.appendChild(root);
  return { root, graphPaper };
}

/** The graph paper's CSS size; at least 1×1, so a detached calculator still has a viewport to compute in. */
export function graphPaperSize(graphPaper: HTMLElement): { width: number; height: number } {
  return { width: Math.max(graphPaper.clientWidth, 1), height: Math.max(graphPaper.clientHeight, 1) };
}

/** Where the graph paper starts inside the constructor's element (its border and, later, the list). */
export function graphPaperOffset(
  graphPaper: HTMLElement,
  container: HTMLElement,
): { left: number; top: number } {
  const paper = graphPaper.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  return { left: paper.left - box.left, top: paper.top - box.top };
}

/**
 * The graph paper by keyboard (issue 25): it is a Tab stop (the expression list stays first), and on it
 * the arrows pan by a tenth of the view when they move nothing else (a trace or a point, which
 * api/interaction/graph-interaction.ts handles first and marks handled), + and − zoom about the center, 0 goes back
 * to the default view, and ? opens the keyboard help. The help is a panel over the graph with every
 * shortcut, opened by its button among the graph controls too; Escape closes it and gives the focus back.
 */
import type { CalculatorUiController } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { UiText } from './ui-text';

const HELP_LINES = ['list', 'trace', 'audio', 'graph', 'braille'] as const;
const PAN_FRACTION = 0.1;
const ZOOM_FACTOR = 1.25;

export interface GraphKeys {
  /** The help button, for the graph controls. */
  readonly button: HTMLButtonElement;
  /** The help panel, for the graph area. */
  readonly panel: HTMLElement;
  destroy(): void;
}

export function attachGraphKeys(
  controller: CalculatorUiController,
  text: UiText,
  lockViewport: boolean,
): GraphKeys {
  const graph = controller.graphElement;
  graph.tabIndex = 0;
  const heading = createElement('h2');
  const list = createElement('ul');
  const close = createButton('calc-ui-help-close', '×', '', () => show(false));
  const panel = createElement('div', 'calc-ui-help', { role: 'dialog', hidden: true }, [
    close,
    heading,
    list,
  ]);
  let opener: HTMLElement | null = null;
  const button = createButton('calc-ui-help-toggle', '?', '', () => show(panel.hidden));
  text.bind(() => {
    const title = text.format('ui.help.title');
    heading.textContent = title;
    panel.setAttribute('aria-label', title);
    setLabel(button, title);
    setLabel(close, text.format('ui.close'));
    list.replaceChildren(
      ...HELP_LINES.map((line) => createElement('li', '', {}, [text.format(`ui.help.${line}`)])),
    );
  });

  function show(open: boolean): void {
    if (open) opener = graph.ownerDocument.activeElement as HTMLElement | null;
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) close.focus();
    else opener?.focus({ preventScroll: true });
  }
  button.setAttribute('aria-expanded', 'false');
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    show(false);
  });

  const onKey = (event: KeyboardEvent) => {
    if (event.target !== graph || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const { left, right, bottom, top } = controller.getMathBounds();
    const dx = (right - left) * PAN_FRACTION;
    const dy = (top - bottom) * PAN_FRACTION;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-dx, 0],
      ArrowRight: [dx, 0],
      ArrowUp: [0, dy],
      ArrowDown: [0, -dy],
    };
    const move = pan[event.key];
    if (event.key === '?') show(true);
    else if (lockViewport) return;
    else if (move)
      controller.setMathBounds({
        left: left + move[0],
        right: right + move[0],
        bottom: bottom + move[1],
        top: top + move[1],
      });
    else if (event.key === '+' || event.key === '=') controller.zoom(1 / ZOOM_FACTOR);
    else if (event.key === '-') controller.zoom(ZOOM_FACTOR);
    else if (event.key === '0') controller.zoomHome();
    else return;
    event.preventDefault();
  };
  graph.addEventListener('keydown', onKey);
  return { button, panel, destroy: () => graph.removeEventListener('keydown', onKey) };
}

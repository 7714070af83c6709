/**
 * Text descriptions for screen readers (issue 25): each math row's field gets `aria-description` saying
 * what it draws and where (api/model/row-shapes.ts, through `readShape`), and the graph paper an `aria-label` with the view's domain and
 * every shown row's description, so a reader can hear the whole graph from the graph paper; with the
 * `brailleMode` setting, each field's `aria-braillelabel` is its row in braille (braille-rows.ts). They
 * follow every change of the list, its analysis, the view and the settings, in the calculator's language,
 * written in a task after the changes.
 */
import { brailleModeOf, brailleOfLatex } from '../braille-rows';
import type { CalculatorUiController } from '../controller';
import type { UiText } from '../ui-text';
import type { Shape } from '../../api/model/row-shapes';

/** A number as said: at most three decimals (a description is read, not computed with). */
export const spokenNumber = (value: number, decimals = 3): string =>
  String(Number(value.toFixed(Math.min(10, Math.max(0, decimals)))) + 0);

/** The words for one shape; empty for what has no shape to speak of (a number, a definition, an error). */
export function describeShape(shape: Shape, text: UiText): string {
  const say = spokenNumber;
  switch (shape.kind) {
    case 'point':
      return text.format('ui.describe.point', { x: say(shape.x), y: say(shape.y) });
    case 'points':
      return text.format('ui.describe.points', { count: shape.count });
    case 'horizontalLine':
      return text.format('ui.describe.horizontalLine', { y: say(shape.y) });
    case 'verticalLine':
      return text.format('ui.describe.verticalLine', { x: say(shape.x) });
    case 'line':
      return text.format('ui.describe.line', { slope: say(shape.slope), intercept: say(shape.intercept) });
    case 'parabola':
      return text.format('ui.describe.parabola', {
        direction: shape.upward ? 'up' : 'down',
        x: say(shape.vertexX),
        y: say(shape.vertexY),
        count: shape.roots.length,
        roots: shape.roots.map((root) => say(root)).join(text.format('ui.describe.and')),
      });
    case 'circle':
      return text.format('ui.describe.circle', {
        x: say(shape.centerX),
        y: say(shape.centerY),
        radius: say(shape.radius),
      });
    case 'polynomial':
      return text.format('ui.describe.polynomial', { degree: shape.degree });
    case 'other':
      return '';
    default:
      return text.format(`ui.describe.${shape.kind}`);
  }
}

/** Keeps the rows' and the graph paper's descriptions up to date; returns the unsubscribe. */
export function mountDescriptions(
  controller: CalculatorUiController,
  list: HTMLElement,
  text: UiText,
): () => void {
  const graph = controller.graphElement;
  graph.setAttribute('role', 'application');
  const shapes = new Map<string, Shape>();
  const shapeOf = (latex: string) => {
    if (shapes.size > 1000) shapes.clear();
    let shape = shapes.get(latex);
    if (!shape) shapes.set(latex, (shape = controller.readShape(latex)));
    return shape;
  };

  function describe(): void {
    const parts: string[] = [];
    const braille = brailleModeOf(controller.getSettings());
    controller.getItems().forEach((item) => {
      if (item.type !== undefined && item.type !== 'expression') return;
      const analysis = controller.getAnalysis(item.id);
      const words = analysis?.isError ? '' : describeShape(shapeOf(item.latex ?? ''), text);
      // The row's math: its field, or the typeset math or text it shows until edited (expression-row.ts).
      const field = list.querySelector(
        `.calc-ui-row[data-id="${CSS.escape(item.id)}"] .calc-ui-math-holder > *`,
      );
      if (words) field?.setAttribute('aria-description', words);
      else field?.removeAttribute('aria-description');
      // `brailleMode`: the row in Nemeth or UEB for a refreshable display.
      const cells = braille ? brailleOfLatex(item.latex ?? '', braille) : '';
      if (cells) field?.setAttribute('aria-braillelabel', cells);
      else field?.removeAttribute('aria-braillelabel');
      if (words && item.hidden !== true && item.secret !== true) parts.push(words);
    });
    const { left, right, bottom, top } = controller.getMathBounds();
    // Bounds to a thousandth of the view's span, as the trace says coordinates.
    const decimals = (span: number) => 3 - Math.floor(Math.log10(span));
    const domain = text.format('ui.describe.graph', {
      left: spokenNumber(left, decimals(right - left)),
      right: spokenNumber(right, decimals(right - left)),
      bottom: spokenNumber(bottom, decimals(top - bottom)),
      top: spokenNumber(top, decimals(top - bottom)),
      count: parts.length,
    });
    graph.setAttribute('aria-label', [domain, ...parts].join('. '));
  }

  // Described in a task of its own, once for every change before it (issue 23): a change, its analysis
  // and a pan's many views are described once, and the first description leaves the task that creates
  // the calculator and sets its first rows, which the engine worker's start waits behind (~25 ms on the
  // bench machine: the first number format and the layout its bounds read forced). A frame's wait for
  // the worker is longer than the wait for this task, so the description is there when a change shows.
  // A change the page made alone reaches the rows at the next animation frame (ui/index.ts, whose
  // listener, subscribed first, asks for that frame first): it is described in that frame, after them.
  let pending: ReturnType<typeof setTimeout> | undefined;
  let pendingFrame: number | undefined;
  const describeNow = () => {
    clearTimeout(pending);
    if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
    pending = pendingFrame = undefined;
    describe();
  };
  const requestDescription = (afterListFrame: boolean) => {
    if (pendingFrame !== undefined) return;
    if (afterListFrame) {
      clearTimeout(pending);
      pending = undefined;
      pendingFrame = requestAnimationFrame(describeNow);
    } else pending ??= setTimeout(describeNow, 0);
  };
  const unsubscribe = controller.subscribe((change, detail) => {
    if (change === 'items' || change === 'analysis' || change === 'viewport' || change === 'settings')
      requestDescription(change === 'items' && detail?.fromPage === true);
  });
  requestDescription(false);
  return () => {
    unsubscribe();
    clearTimeout(pending);
    if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  };
}

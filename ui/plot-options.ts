/**
 * The options of a row that draws a statistical plot, as the best-known product offers them beside the
 * plot: a `histogram` row's bar heights (count, relative, density) and a `boxplot` row's "exclude
 * outliers" switch. Each change is one `setExpression` of the row's `vizProps` (one undo step); the worker
 * reshapes the bars or whiskers without a new analysis.
 */
import type { UiExpressionItem } from './controller';
import { createElement, setLabel } from './dom';
import type { UiText } from './ui-text';

type HistogramMode = 'count' | 'relative' | 'density';
type VizProps = NonNullable<UiExpressionItem['vizProps']>;

const MODES: readonly HistogramMode[] = ['count', 'relative', 'density'];
const MODE_TEXT = {
  count: 'ui.histogramCount',
  relative: 'ui.histogramRelative',
  density: 'ui.histogramDensity',
} as const;

/** The plot a row's text is, when it is one `histogram` or `boxplot` call. */
export function statisticalPlotOf(latex: string): 'histogram' | 'boxplot' | undefined {
  const match = /^\s*\\operatorname\{(histogram|boxplot)\}\s*(\\left)?\(/.exec(latex);
  return match ? (match[1] as 'histogram' | 'boxplot') : undefined;
}

export interface PlotOptions {
  readonly element: HTMLElement;
  update(item: UiExpressionItem, text: UiText, index: number): void;
}

export function createPlotOptions(change: (vizProps: VizProps) => void): PlotOptions {
  const element = createElement('div', 'calc-ui-plot-options', { hidden: true });
  let current: VizProps = {};
  const modes = createElement('select', 'calc-ui-histogram-mode');
  modes.append(...MODES.map((mode) => createElement('option', '', { value: mode })));
  modes.addEventListener('change', () => change({ ...current, histogramMode: modes.value as HistogramMode }));
  const outliersInput = createElement('input', '', { type: 'checkbox' });
  // "Exclude outliers" checked: they are drawn apart from the whiskers (the state's showBoxplotOutliers).
  outliersInput.addEventListener('change', () =>
    change({ ...current, showBoxplotOutliers: outliersInput.checked }),
  );
  const outliersText = document.createTextNode('');
  const outliers = createElement('label', 'calc-ui-boxplot-outliers', {}, [outliersInput, outliersText]);
  element.append(modes, outliers);
  return {
    element,
    update(item, text, index) {
      const plot = statisticalPlotOf(item.latex);
      current = item.vizProps ?? {};
      element.hidden = plot === undefined;
      modes.hidden = plot !== 'histogram';
      outliers.hidden = plot !== 'boxplot';
      if (!plot) return;
      Array.from(modes.options).forEach((option, position) => {
        option.textContent = text.format(MODE_TEXT[MODES[position]]);
      });
      modes.value = current.histogramMode ?? 'count';
      setLabel(modes, text.format('ui.histogramMode', { index }));
      outliersInput.checked = current.showBoxplotOutliers === true;
      outliersText.data = ` ${text.format('ui.boxplotExcludeOutliers')}`;
    },
  };
}

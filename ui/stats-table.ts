/**
 * The table a `stats(L)` row shows instead of its bare list, as the best-known product shows it: min, Q1,
 * median, Q3 and max in one row of cells. The values are the analysis's evaluation (the language's
 * five-number summary, quartiles by `quartile`'s method); nothing is computed here.
 */
import type { UiAnalysis } from './controller';
import { createElement } from './dom';
import { formatNumber } from './row-values';

/** The column headings are statistics notation, the same in every language (as `r²` is). */
const HEADINGS = ['min', 'Q₁', 'median', 'Q₃', 'max'] as const;

/** A row whose whole value is one `stats` call: `\operatorname{stats}(L)`, with or without `\left(`. */
const STATS_ROW = /^\s*\\operatorname\{stats\}\s*(\\left)?\(/;

export interface StatsTable {
  readonly element: HTMLElement;
  /** Shows the table when the row is a `stats` call with its five values; says whether it is shown. */
  update(latex: string, analysis: UiAnalysis | undefined): boolean;
}

/** The five values a row's table shows, or undefined when the row shows no table. */
export function statsTableValues(latex: string, analysis: UiAnalysis | undefined): number[] | undefined {
  if (!analysis || analysis.isError || !STATS_ROW.test(latex)) return undefined;
  const evaluation = analysis.evaluation;
  if (evaluation?.type !== 'ListOfNumber' || evaluation.value.length !== HEADINGS.length) return undefined;
  return [...evaluation.value];
}

export function createStatsTable(): StatsTable {
  const element = createElement('table', 'calc-ui-stats', { hidden: true, dir: 'ltr' });
  const head = createElement('tr');
  const values = createElement('tr');
  element.append(head, values);
  head.append(...HEADINGS.map((heading) => createElement('th', '', { scope: 'col' }, [heading])));
  return {
    element,
    update(latex, analysis) {
      const shown = statsTableValues(latex, analysis);
      element.hidden = shown === undefined;
      values.replaceChildren(
        ...(shown ?? []).map((value) => createElement('td', '', {}, [formatNumber(value)])),
      );
      return shown !== undefined;
    },
  };
}

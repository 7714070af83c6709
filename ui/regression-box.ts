/**
 * What a regression's row shows under its math (`y_1\sim mx_1+b`): a parameters box (m = 1.98, b = 1.06),
 * a statistics box (r² and r for a linear model with an intercept; R² and RMSE otherwise, with a plain
 * sentence when R² is negative), the residual list's name with a button that plots the residuals, the log
 * mode switch where it applies, and a warning when the fit did not converge or some parameters cannot be
 * told apart. Values come from the engine's analysis (`UiAnalysis.regression`); nothing is computed here.
 */
import { displayName } from '../language/symbols';
import type { UiAnalysis, UiExpressionItem } from './controller';
import { createElement } from './dom';
import type { RowContext } from './row-context';
import { formatNumber } from './row-values';

export interface RegressionBox {
  readonly element: HTMLElement;
  /** Shows the row's latest analysis (hidden when the row is no regression or has an error). */
  update(analysis: UiAnalysis | undefined): void;
}

/** Six significant digits: what a parameter box has room for (the values keep all their digits). */
function formatShort(value: number): string {
  return Number.isFinite(value) ? formatNumber(Number(value.toPrecision(6))) : formatNumber(value);
}

/** A name as math: `a_{1}` → a with subscript 1, `\alpha` → α (italic, as the math field shows it). */
function nameElement(latex: string): HTMLElement {
  const [base, subscript] = displayName(latex).split('_');
  const name = createElement('var', 'calc-ui-regression-name', {}, [base]);
  if (subscript !== undefined) name.append(createElement('sub', '', {}, [subscript]));
  return name;
}

function entry(name: Node | string, value: string): HTMLElement {
  return createElement('span', 'calc-ui-regression-entry', { dir: 'ltr' }, [name, ` = ${value}`]);
}

/** The LaTeX of the residual plot: residuals against the model's list, or against their index. */
export function residualPlotLatex(residuals: string, predictor: string | undefined): string {
  return predictor
    ? `(${predictor},${residuals})`
    : `(\\left[1...\\operatorname{length}(${residuals})\\right],${residuals})`;
}

export function createRegressionBox(context: RowContext, item: () => UiExpressionItem): RegressionBox {
  const element = createElement('div', 'calc-ui-regression', { hidden: true });
  const parameters = createElement('div', 'calc-ui-regression-box', { 'data-box': 'parameters' });
  const statistics = createElement('div', 'calc-ui-regression-box', { 'data-box': 'statistics' });
  const residuals = createElement('div', 'calc-ui-regression-residuals');
  const warning = createElement('div', 'calc-ui-regression-warning', { role: 'status', hidden: true });
  element.append(parameters, statistics, residuals, warning);
  let plotted: { residuals: string; predictor?: string } | undefined;

  const plot = createElement('button', 'calc-ui-button calc-ui-regression-plot', { type: 'button' });
  plot.addEventListener('click', () => {
    if (!plotted) return;
    const { controller } = context;
    controller.setItem({
      type: 'expression',
      id: controller.createId(),
      latex: residualPlotLatex(plotted.residuals, plotted.predictor),
      color: controller.nextColor(),
    });
  });
  const logModeInput = createElement('input', '', { type: 'checkbox' });
  logModeInput.addEventListener('change', () =>
    context.update(item().id, { isLogModeRegression: logModeInput.checked }),
  );
  const logMode = createElement('label', 'calc-ui-regression-log-mode', {}, [logModeInput]);
  const logModeText = document.createTextNode('');
  logMode.append(logModeText);

  function update(analysis: UiAnalysis | undefined): void {
    const fit = analysis && !analysis.isError ? analysis.regression : undefined;
    element.hidden = fit === undefined;
    if (!fit) {
      plotted = undefined;
      return;
    }
    const text = context.text;
    const title = (id: string) => createElement('span', 'calc-ui-regression-title', {}, [text.format(id)]);
    parameters.replaceChildren(
      title('ui.regressionParameters'),
      ...fit.parameters.map(({ name, value }) => entry(nameElement(name), formatShort(value))),
    );
    const stats = fit.statistics;
    const statisticEntries =
      stats.kind === 'correlation'
        ? [
            entry('r²', formatShort(stats.rSquared)),
            ...(stats.r === undefined ? [] : [entry('r', formatShort(stats.r))]),
          ]
        : [entry('R²', formatShort(stats.rSquared)), entry('RMSE', formatShort(stats.rootMeanSquareError))];
    const notes: HTMLElement[] = [];
    if (stats.kind === 'determination' && stats.logMode) {
      notes.push(
        createElement('div', 'calc-ui-regression-note', {}, [text.format('ui.regressionLogStatistics')]),
      );
    }
    if (stats.kind === 'determination' && stats.rSquared < 0) {
      notes.push(
        createElement('div', 'calc-ui-regression-note', {}, [text.format('ui.regressionNegativeRSquared')]),
      );
    }
    statistics.replaceChildren(title('ui.regressionStatistics'), ...statisticEntries, ...notes);

    plotted = { residuals: fit.residualVariable, predictor: fit.predictor };
    plot.textContent = text.format('ui.plotResiduals');
    plot.title = text.format('ui.plotResidualsLabel', { name: displayName(fit.residualVariable) });
    logModeInput.checked = fit.logMode;
    logModeText.data = ` ${text.format('ui.regressionLogMode')}`;
    residuals.replaceChildren(
      createElement('span', 'calc-ui-regression-title', {}, [text.format('ui.regressionResiduals')]),
      nameElement(fit.residualVariable),
      plot,
      ...(fit.logModeAvailable || fit.logMode ? [logMode] : []),
    );

    const warnings: string[] = [];
    if (!fit.converged) warnings.push(text.format('ui.regressionNotConverged'));
    if (fit.dependentParameters.length > 0) {
      warnings.push(
        text.format('ui.regressionDependent', { names: fit.dependentParameters.map(displayName).join(', ') }),
      );
    }
    warning.hidden = warnings.length === 0;
    warning.textContent = warnings.join(' ');
  }

  return { element, update };
}

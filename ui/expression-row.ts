/**
 * A math row: swatch (opens the style menu, `style-menu.ts`), the math field, the error marker with its message
 * and, for undefined variables, "add slider" (`slider-suggestions.ts`), the evaluation (`= 3`), slider controls when the row is a slider (`a=3`), and a re-randomize button when
 * it calls random (`rerandomize-button.ts`).
 */
import type { UiExpressionItem, UiItem } from './controller';
import { createElement, setLabel } from './dom';
import { createMathField, type MathField } from './math-field';
import { createPlotOptions } from './plot-options';
import { createRerandomizeButton } from './rerandomize-button';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';
import { createRegressionBox } from './regression-box';
import { formatEvaluation, readSlider } from './row-values';
import { createSliderControls, type SliderControls } from './slider-controls';
import { createSliderSuggestions } from './slider-suggestions';
import { createStatsTable } from './stats-table';
import { bindSwatch, createStyleMenu } from './style-menu';

/**
 * @param eagerField make the math field at once; otherwise it waits until the row nears the view or is
 * focused (rows far down a long list)
 */
export function createExpressionRow(
  initial: UiExpressionItem,
  context: RowContext,
  eagerField = true,
): RowView {
  let item = initial;
  let index = 0;
  const shell = createRowShell(item.id, 'expression', context);
  const swatch = createElement('button', 'calc-ui-swatch', { type: 'button' });
  const styleMenu = createStyleMenu(
    swatch,
    context.text,
    () => context.controller.getColors(),
    (fields) => context.update(item.id, fields),
  );
  bindSwatch(swatch, styleMenu);
  shell.gutter.append(swatch);

  // The math field is MathLive's, and costly to connect: each reads the document's style and layout, so
  // 500 rows took seconds, the cost growing with every row. A row created far down a long list shows its
  // LaTeX as text until it comes near the view, is focused or is clicked; then the field replaces it.
  const holder = createElement('div', 'calc-ui-math-holder');
  let field: MathField | undefined;
  let preview: HTMLElement | undefined;
  let nearView: IntersectionObserver | undefined;

  function ensureField(): MathField {
    if (field) return field;
    const created = createMathField(
      item.latex,
      context.text.format('ui.expressionNumbered', { index }),
      (latex) => context.update(item.id, { latex }),
      () => context.fieldFocused(item.id, created),
    );
    // Capture: the row must see whether it was empty before MathLive's own Backspace empties it.
    created.element.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          context.advanceFrom(item.id);
        } else if (event.key === 'Backspace' && created.getLatex() === '') {
          event.preventDefault();
          event.stopPropagation();
          context.removeAndRetreat(item.id);
        }
      },
      { capture: true },
    );
    // MathLive tells when the caret tries to leave the field; up and down then move between rows.
    created.element.addEventListener('move-out', (event) => {
      const direction = (event as CustomEvent<{ direction: string }>).detail.direction;
      if (direction === 'upward' || direction === 'downward') {
        event.preventDefault();
        context.moveFocus(item.id, direction === 'upward' ? -1 : 1);
      }
    });
    nearView?.disconnect();
    preview = undefined;
    holder.replaceChildren(created.element);
    field = created;
    return created;
  }

  if (eagerField || typeof IntersectionObserver !== 'function') {
    ensureField();
  } else {
    preview = createElement('span', 'calc-ui-math-preview', { tabindex: '0', role: 'textbox', dir: 'ltr' });
    const upgrade = () => ensureField().focus();
    preview.addEventListener('focus', upgrade);
    preview.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      upgrade();
    });
    holder.append(preview);
    nearView = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) ensureField();
      },
      { rootMargin: '400px 0px' },
    );
    nearView.observe(holder);
  }
  const errorMarker = createElement('span', 'calc-ui-error', { role: 'img', hidden: true });
  errorMarker.textContent = '⚠';
  const errorMessage = createElement('div', 'calc-ui-error-message', { 'aria-live': 'polite', hidden: true });
  // A value is math: it reads left to right in every language.
  const evaluation = createElement('output', 'calc-ui-evaluation', {
    'aria-live': 'polite',
    hidden: true,
    dir: 'ltr',
  });
  const statsTable = createStatsTable();
  let slider: SliderControls | undefined;
  shell.gutter.append(errorMarker);
  const rerandomize = createRerandomizeButton((randomSeed) => context.update(item.id, { randomSeed }));
  const suggestions = createSliderSuggestions(
    context,
    () => item,
    () => ensureField().focus(),
  );
  shell.body.append(holder, errorMessage, suggestions.element, evaluation, rerandomize.element);
  evaluation.after(statsTable.element);
  const plotOptions = createPlotOptions((vizProps) => context.update(item.id, { vizProps }));
  statsTable.element.after(plotOptions.element);

  function showSlider(): void {
    const definition = readSlider(item.latex);
    if (definition) {
      if (!slider) {
        slider = createSliderControls(context, () => item);
        shell.body.append(slider.element);
      }
      slider.update(definition);
    } else if (slider) {
      slider.destroy();
      slider.element.remove();
      slider = undefined;
    }
  }

  function update(next: UiItem, nextIndex: number): void {
    if (next.type !== 'expression') return;
    item = next;
    index = nextIndex;
    shell.setIndex(index);
    shell.element.dataset.inFolder = String(item.folderId !== undefined);
    const label = context.text.format('ui.expressionNumbered', { index });
    if (field) {
      field.setLatex(item.latex);
      field.element.setAttribute('aria-label', label);
    } else if (preview) {
      preview.textContent = item.latex;
      preview.setAttribute('aria-label', label);
    }
    swatch.style.color = item.color;
    swatch.dataset.hidden = String(item.hidden === true);
    setLabel(swatch, context.text.format('ui.styleMenuOf', { index }));
    styleMenu.update(item, index);
    rerandomize.update(item.latex, context.text.format('ui.rerandomize', { index }));
    plotOptions.update(item, context.text, index);
    showSlider();
  }

  const regression = createRegressionBox(context, () => item);
  shell.body.append(regression.element);

  function updateAnalysis(): void {
    const analysis = context.controller.getAnalysis(item.id);
    regression.update(item.latex.trim() === '' ? undefined : analysis);
    const isError = analysis?.isError === true && item.latex.trim() !== '';
    const message = isError ? (analysis?.errorMessage ?? context.text.format('basic.invalidExpression')) : '';
    swatch.hidden = isError;
    errorMarker.hidden = !isError;
    errorMarker.setAttribute('aria-label', message);
    errorMarker.title = message;
    errorMessage.hidden = !isError;
    errorMessage.textContent = message;
    suggestions.update(isError ? analysis?.undefinedNames : undefined);
    // A stats(L) row shows its table instead of the bare list.
    const showsTable = statsTable.update(item.latex, analysis);
    const text = readSlider(item.latex) || showsTable ? undefined : formatEvaluation(analysis);
    evaluation.hidden = text === undefined;
    evaluation.textContent = text ?? '';
  }

  update(item, 1);
  updateAnalysis();
  return { element: shell.element, update, updateAnalysis, focus: () => ensureField().focus() };
}

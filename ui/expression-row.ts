/**
 * A math row: swatch (opens the style menu, `style-menu.ts`), the math (typeset until edited, then the
 * math field), the error marker with its message and, for undefined variables, "add slider"
 * (`slider-suggestions.ts`), the evaluation (`= 3`), slider controls when the row is a slider (`a=3`),
 * and a re-randomize button when it calls random (`rerandomize-button.ts`).
 */
import type { UiExpressionItem, UiItem } from './controller';
import { createElement, setLabel } from './dom';
import { createMathField, FOCUS_FRAMES, type MathField } from './math-field';
import { createPlotOptions, statisticalPlotOf, type PlotOptions } from './plot-options';
import { callsRandom, createRerandomizeButton, type RerandomizeButton } from './rerandomize-button';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';
import { createRegressionBox, type RegressionBox } from './regression-box';
import { formatEvaluation, readSlider } from './row-values';
import { createSliderControls, type SliderControls } from './slider-controls';
import { createSliderSuggestions, type SliderSuggestions } from './slider-suggestions';
import { createStaticMath, type StaticMath } from './static-math';
import { createStatsTable, statsTableValues, type StatsTable } from './stats-table';
import { bindSwatch, createStyleMenu, type StyleMenu } from './style-menu';

/** What the descriptions and braille put on a row's math (descriptions/index.ts) goes with it when it is replaced. */
function carryLabels(from: HTMLElement | undefined, to: HTMLElement): void {
  for (const name of ['aria-description', 'aria-braillelabel']) {
    const value = from?.getAttribute(name);
    if (value) to.setAttribute(name, value);
  }
}

/** The parts under a row's math, in the order they show; each is made the first time the row needs it. */
const Part = {
  Suggestions: 0,
  Evaluation: 1,
  Stats: 2,
  PlotOptions: 3,
  Rerandomize: 4,
  Regression: 5,
  Slider: 6,
};

/**
 * @param eagerMath typeset the math at once; otherwise the row shows its LaTeX as text until it nears the
 * view, is focused or is clicked (rows far down a long list)
 */
export function createExpressionRow(
  initial: UiExpressionItem,
  context: RowContext,
  eagerMath = true,
): RowView {
  let item = initial;
  let index = 0;
  const shell = createRowShell(item.id, 'expression', context);
  const swatch = createElement('button', 'calc-ui-swatch', { type: 'button' });
  let styleMenu: StyleMenu | undefined;
  bindSwatch(swatch, () => {
    if (!styleMenu) {
      styleMenu = createStyleMenu(
        swatch,
        context.text,
        () => context.controller.getColors(),
        (fields) => context.update(item.id, fields),
      );
      styleMenu.update(item, index);
    }
    return styleMenu;
  });
  shell.gutter.append(swatch);

  // The live math field is MathLive's editor, costly to make and to keep (its model, undo stack,
  // observers, listeners and shadow DOM): a row shows its math typeset (static-math.ts) and makes the
  // field when a person focuses or clicks it, or the list or a page asks for the caret in it (`focus`);
  // then the row keeps it. A row created far down a long list shows its LaTeX as text until it comes
  // near the view.
  const holder = createElement('div', 'calc-ui-math-holder');
  let field: MathField | undefined;
  let stand: HTMLElement | undefined;
  let typeset: StaticMath | undefined;
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
    carryLabels(stand, created.element);
    nearView?.disconnect();
    field = created;
    if (stand) arriveOver(stand, created.element);
    else holder.replaceChildren(created.element);
    return created;
  }

  /**
   * Lays the new field over the stand, unseen, and takes the stand away once the field holds the focus.
   * MathLive's field accepts focus a frame or more after it enters the document; removing a focused stand
   * at once would hand the focus to the body meanwhile, and a screen reader would announce the document
   * instead of the row. A field that does not get the focus (it went elsewhere) replaces the stand anyway.
   */
  function arriveOver(from: HTMLElement, arriving: HTMLElement): void {
    arriving.classList.add('calc-ui-math-arriving');
    holder.append(arriving);
    let framesLeft = FOCUS_FRAMES + 1;
    const arrive = () => {
      if (stand !== from) return;
      arriving.removeEventListener('focusin', arrive);
      arriving.classList.remove('calc-ui-math-arriving');
      from.remove();
      stand = undefined;
      typeset = undefined;
    };
    const waitForFocus = () => {
      if (--framesLeft > 0 && stand === from) requestAnimationFrame(waitForFocus);
      else arrive();
    };
    arriving.addEventListener('focusin', arrive);
    requestAnimationFrame(waitForFocus);
  }

  /** The math typeset in place of the text a far row started with. */
  function typesetMath(): void {
    if (field || typeset) return;
    nearView?.disconnect();
    typeset = createStaticMath(item.latex);
    showStand(typeset.element);
  }

  /** Puts `element` (typeset math or text) where the field will be: a textbox a person can focus or click. */
  function showStand(element: HTMLElement): void {
    element.tabIndex = 0;
    element.setAttribute('role', 'textbox');
    element.setAttribute('aria-label', context.text.format('ui.expressionNumbered', { index }));
    carryLabels(stand, element);
    element.addEventListener('focus', () => ensureField().focus());
    element.addEventListener('pointerdown', (event) => {
      // A finger may be scrolling the list: a tap focuses the row (above) as it focused a field, whose
      // MathLive takes no pointer events until focused on touch screens.
      if (event.button !== 0 || event.pointerType === 'touch') return;
      event.preventDefault();
      ensureField().focus({ x: event.clientX, y: event.clientY });
    });
    stand = element;
    holder.replaceChildren(element);
  }

  if (eagerMath || typeof IntersectionObserver !== 'function') {
    typesetMath();
  } else {
    showStand(createElement('span', 'calc-ui-math-preview', { dir: 'ltr' }, [item.latex]));
    nearView = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) typesetMath();
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
  shell.gutter.append(errorMarker);
  shell.body.append(holder, errorMessage);

  // The parts few rows show (slider suggestions, a stats table, plot options, re-randomize, the
  // regression box, slider controls) are made when the row first needs them, in their place.
  const parts: (HTMLElement | undefined)[] = [];
  function placePart<T extends { readonly element: HTMLElement }>(part: number, made: T): T {
    parts[part] = made.element;
    shell.body.insertBefore(made.element, parts.slice(part + 1).find(Boolean) ?? null);
    return made;
  }
  /** The part already made, or made now in its place when `needed`; undefined while never needed. */
  function partWhen<T extends { readonly element: HTMLElement }>(
    made: T | undefined,
    needed: unknown,
    part: number,
    make: () => T,
  ): T | undefined {
    return made ?? (needed ? placePart(part, make()) : undefined);
  }
  placePart(Part.Evaluation, { element: evaluation });
  let suggestions: SliderSuggestions | undefined;
  let statsTable: StatsTable | undefined;
  let plotOptions: PlotOptions | undefined;
  let rerandomize: RerandomizeButton | undefined;
  let regression: RegressionBox | undefined;
  let slider: SliderControls | undefined;

  function showSlider(): void {
    const definition = readSlider(item.latex);
    if (definition) {
      slider ??= placePart(
        Part.Slider,
        createSliderControls(context, () => item),
      );
      slider.update(definition);
    } else if (slider) {
      slider.destroy();
      slider.element.remove();
      parts[Part.Slider] = undefined;
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
    } else if (stand) {
      if (typeset) typeset.show(item.latex);
      else stand.textContent = item.latex;
      stand.setAttribute('aria-label', label);
    }
    swatch.style.color = item.color;
    swatch.dataset.hidden = String(item.hidden === true);
    setLabel(swatch, context.text.format('ui.styleMenuOf', { index }));
    styleMenu?.update(item, index);
    rerandomize = partWhen(rerandomize, callsRandom(item.latex), Part.Rerandomize, () =>
      createRerandomizeButton((randomSeed) => context.update(item.id, { randomSeed })),
    );
    rerandomize?.update(item.latex, context.text.format('ui.rerandomize', { index }));
    plotOptions = partWhen(plotOptions, statisticalPlotOf(item.latex), Part.PlotOptions, () =>
      createPlotOptions((vizProps) => context.update(item.id, { vizProps })),
    );
    plotOptions?.update(item, context.text, index);
    showSlider();
  }

  function updateAnalysis(): void {
    const analysis = context.controller.getAnalysis(item.id);
    const shown = item.latex.trim() === '' ? undefined : analysis;
    regression = partWhen(regression, shown && !shown.isError && shown.regression, Part.Regression, () =>
      createRegressionBox(context, () => item),
    );
    regression?.update(shown);
    const isError = analysis?.isError === true && item.latex.trim() !== '';
    const message = isError ? (analysis?.errorMessage ?? context.text.format('basic.invalidExpression')) : '';
    swatch.hidden = isError;
    errorMarker.hidden = !isError;
    errorMarker.setAttribute('aria-label', message);
    errorMarker.title = message;
    errorMessage.hidden = !isError;
    errorMessage.textContent = message;
    const undefinedNames = isError ? analysis?.undefinedNames : undefined;
    suggestions = partWhen(suggestions, undefinedNames?.length, Part.Suggestions, () =>
      createSliderSuggestions(
        context,
        () => item,
        () => ensureField().focus(),
      ),
    );
    suggestions?.update(undefinedNames);
    // A stats(L) row shows its table instead of the bare list.
    statsTable = partWhen(statsTable, statsTableValues(item.latex, analysis), Part.Stats, createStatsTable);
    const showsTable = statsTable?.update(item.latex, analysis) === true;
    const text = readSlider(item.latex) || showsTable ? undefined : formatEvaluation(analysis);
    evaluation.hidden = text === undefined;
    evaluation.textContent = text ?? '';
  }

  update(item, 1);
  updateAnalysis();
  return { element: shell.element, update, updateAnalysis, focus: () => ensureField().focus() };
}

/**
 * The graphing calculator object a page holds. It orchestrates the parts (expression list model,
 * viewport, engine sync, renderer, pointer navigation) and is the only place that knows them all.
 * Internals live in private fields, so the object's surface is exactly the public methods.
 */
import { createGraphRenderer, type DrawableCurve, type GraphRenderer } from '../renderer-gl/index';
import { DEFAULT_PALETTE } from './colors';
import { acquireEngine, type EngineLease } from './engine-client';
import { EngineSync } from './engine-sync';
import { ExpressionList } from './expression-list';
import { ObserverRegistry } from './observers';
import { attachPointerNavigation } from './pointer-navigation';
import type {
  ExpressionState,
  GraphingCalculatorOptions,
  GraphpaperBounds,
  MathBoundsArgument,
  PointCoordinates,
  ScreenshotOptions,
} from './types';
import type { ExpressionAnalysis, UpdateResult } from '../worker/protocol';
import {
  defaultViewport,
  isProjectionUniform,
  isValidBounds,
  mathToPixelX,
  mathToPixelY,
  panViewport,
  pixelToMathX,
  pixelToMathY,
  resizeViewport,
  samplingRegion,
  withBounds,
  zoomViewport,
  type Viewport,
} from './viewport';

/** Reached through `calc[WHEN_IDLE]()` by tests: resolves when analysis, sampling and the frame are done. */
export const WHEN_IDLE = Symbol.for('calculator.whenIdle');

function paletteFrom(colors: unknown): readonly string[] {
  if (!colors || typeof colors !== 'object') return DEFAULT_PALETTE;
  const values = Object.values(colors).filter((value): value is string => typeof value === 'string');
  return values.length > 0 ? values : DEFAULT_PALETTE;
}

function createElement(tag: string, className: string, style: Partial<CSSStyleDeclaration>): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  Object.assign(element.style, style);
  return element;
}

export class GraphingCalculator {
  #destroyed = false;
  readonly #container: HTMLElement;
  readonly #root: HTMLElement;
  readonly #graphPaper: HTMLElement;
  readonly #renderer: GraphRenderer;
  readonly #lease: EngineLease;
  readonly #sync: EngineSync;
  readonly #expressions: ExpressionList;
  readonly #observers = new ObserverRegistry();
  readonly #options: GraphingCalculatorOptions;
  readonly #palette: readonly string[];
  readonly #detachNavigation: () => void;
  readonly #resizeObserver: ResizeObserver | undefined;
  #viewport: Viewport;
  #curves: DrawableCurve[] = [];
  #analysis: Record<string, ExpressionAnalysis> = {};
  #framePending = false;
  #frameWaiters: (() => void)[] = [];

  constructor(element?: HTMLElement, options?: GraphingCalculatorOptions) {
    this.#options = options && typeof options === 'object' ? { ...options } : {};
    this.#palette = paletteFrom(this.#options.colors);
    this.#container = element instanceof HTMLElement ? element : document.createElement('div');
    this.#root = createElement('div', 'calculator-root', {
      position: 'relative',
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      overflow: 'hidden',
      border: this.#options.border === false ? 'none' : '1px solid #ccc',
      userSelect: 'none',
    });
    this.#graphPaper = createElement('div', 'calculator-graphpaper', { position: 'absolute', inset: '0' });
    this.#root.appendChild(this.#graphPaper);
    this.#container.appendChild(this.#root);

    const { width, height } = this.#graphPaperSize();
    this.#viewport = defaultViewport(width, height);
    this.#renderer = createGraphRenderer(this.#graphPaper);
    this.#renderer.resize(width, height, window.devicePixelRatio || 1);
    this.#renderer.setView(this.#view());
    this.#renderer.onFrameDrawn(() => this.#frameDrawn());

    this.#expressions = new ExpressionList(() => this.#palette);
    this.#lease = acquireEngine();
    this.#sync = new EngineSync(
      this.#lease,
      () => ({
        expressions: this.#expressions.list().map(({ id, latex, hidden }) => ({ id, latex, hidden })),
        degreeMode: false,
        viewport: samplingRegion(this.#viewport),
      }),
      (result) => this.#applyResult(result),
    );

    this.#detachNavigation = attachPointerNavigation(this.#graphPaper, {
      isLocked: () => this.#options.lockViewport === true,
      pan: (dx, dy) => this.#setViewport(panViewport(this.#viewport, dx, dy)),
      zoom: (factor, px, py) => this.#setViewport(zoomViewport(this.#viewport, factor, px, py)),
    });
    this.#resizeObserver =
      this.#options.autosize === false || typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => this.#resizeToContainer());
    this.#resizeObserver?.observe(this.#root);
    this.#requestFrame();
  }

  /** Adds an expression or updates the given fields of an existing one. @example calc.setExpression({ id: 'g', latex: 'y=x^2' }) */
  setExpression(state: Partial<ExpressionState>): void {
    if (this.#isDestroyed('setExpression')) return;
    const change = this.#expressions.set(state);
    if (change === 'added' || change === 'updated') this.#sync.contentChanged();
  }

  /** Same as calling setExpression for each in order. */
  setExpressions(states: Partial<ExpressionState>[]): void {
    if (this.#isDestroyed('setExpressions') || !Array.isArray(states)) return;
    for (const state of states) this.setExpression(state);
  }

  /** Removes the expression with the given id. @example calc.removeExpression({ id: 'g' }) */
  removeExpression(state: { id: string }): void {
    if (this.#isDestroyed('removeExpression')) return;
    if (this.#expressions.remove(state)) this.#sync.contentChanged();
  }

  removeExpressions(states: { id: string }[]): void {
    if (this.#isDestroyed('removeExpressions') || !Array.isArray(states)) return;
    for (const state of states) this.removeExpression(state);
  }

  /** The expression states of the list, suitable for setExpression. */
  getExpressions(): ExpressionState[] {
    if (this.#isDestroyed('getExpressions')) return [];
    return this.#expressions.list().map((state) => ({ ...state }));
  }

  /** Analysis per expression id; read it inside an `observe('expressionAnalysis', …)` callback. */
  get expressionAnalysis(): Record<string, ExpressionAnalysis> {
    return this.#analysis;
  }

  /** Sets the viewport; bounds with right ≤ left or top ≤ bottom leave it unchanged. @example calc.setMathBounds({ left: -5, right: 5, bottom: -5, top: 5 }) */
  setMathBounds(bounds: MathBoundsArgument): void {
    if (this.#isDestroyed('setMathBounds') || !isValidBounds(bounds)) return;
    const { left, right, bottom, top } = bounds;
    this.#setViewport(withBounds(this.#viewport, { left, right, bottom, top }));
  }

  get graphpaperBounds(): GraphpaperBounds {
    const { left, right, bottom, top, widthPixels, heightPixels } = this.#viewport;
    const { left: offsetLeft, top: offsetTop } = this.#graphPaperOffset();
    return {
      mathCoordinates: { left, right, bottom, top, width: right - left, height: top - bottom },
      pixelCoordinates: {
        left: offsetLeft,
        right: offsetLeft + widthPixels,
        top: offsetTop,
        bottom: offsetTop + heightPixels,
        width: widthPixels,
        height: heightPixels,
      },
    };
  }

  /** Math coordinates to pixels relative to the top left of the constructor's element. @example calc.mathToPixels({ x: 1, y: 2 }) */
  mathToPixels(coordinates: PointCoordinates): PointCoordinates {
    const result: PointCoordinates = {};
    if (!coordinates || typeof coordinates !== 'object') return result;
    const offset = this.#graphPaperOffset();
    if (typeof coordinates.x === 'number')
      result.x = mathToPixelX(this.#viewport, coordinates.x) + offset.left;
    if (typeof coordinates.y === 'number')
      result.y = mathToPixelY(this.#viewport, coordinates.y) + offset.top;
    return result;
  }

  /** The inverse of mathToPixels. @example calc.pixelsToMath({ x: 100, y: 50 }) */
  pixelsToMath(coordinates: PointCoordinates): PointCoordinates {
    const result: PointCoordinates = {};
    if (!coordinates || typeof coordinates !== 'object') return result;
    const offset = this.#graphPaperOffset();
    if (typeof coordinates.x === 'number')
      result.x = pixelToMathX(this.#viewport, coordinates.x - offset.left);
    if (typeof coordinates.y === 'number')
      result.y = pixelToMathY(this.#viewport, coordinates.y - offset.top);
    return result;
  }

  isProjectionUniform(): boolean {
    return isProjectionUniform(this.#viewport);
  }

  /** Registers an observer of 'graphpaperBounds' or 'expressionAnalysis' (namespaced names allowed). */
  observe(property: string, callback: () => void): void {
    if (this.#isDestroyed('observe')) return;
    this.#observers.add(property, callback);
  }

  unobserve(property: string): void {
    if (this.#isDestroyed('unobserve')) return;
    this.#observers.remove(property);
  }

  /** Resizes to fill the container; automatic unless the autosize option is false. */
  resize(): void {
    if (this.#isDestroyed('resize')) return;
    this.#resizeToContainer();
  }

  /** A PNG data URI of the graph paper. @example img.src = calc.screenshot({ width: 300, height: 200, targetPixelRatio: 2 }) */
  screenshot(options: ScreenshotOptions = {}): string {
    if (this.#isDestroyed('screenshot')) return '';
    const size = this.#viewport;
    const positive = (value: unknown, fallback: number) =>
      typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
    return this.#renderer.screenshot({
      width: Math.round(positive(options?.width, size.widthPixels)),
      height: Math.round(positive(options?.height, size.heightPixels)),
      targetPixelRatio: positive(options?.targetPixelRatio, 1),
    });
  }

  /** Destroys the calculator: its DOM, GL context, observers and its share of the worker are released. */
  destroy(): void {
    if (this.#isDestroyed('destroy')) return;
    this.#destroyed = true;
    this.#sync.close();
    this.#lease.release();
    this.#resizeObserver?.disconnect();
    this.#detachNavigation();
    this.#renderer.destroy();
    this.#observers.clear();
    this.#root.remove();
    this.#flushFrameWaiters();
  }

  [WHEN_IDLE](): Promise<void> {
    return (async () => {
      for (;;) {
        await this.#sync.whenSettled();
        if (!this.#framePending || this.#destroyed) return;
        await new Promise<void>((resolve) => this.#frameWaiters.push(resolve));
      }
    })();
  }

  #isDestroyed(operation: string): boolean {
    if (this.#destroyed)
      console.warn(`Calculator: ${operation}() was called on a destroyed calculator and did nothing.`);
    return this.#destroyed;
  }

  #graphPaperSize(): { width: number; height: number } {
    return {
      width: Math.max(this.#graphPaper.clientWidth, 1),
      height: Math.max(this.#graphPaper.clientHeight, 1),
    };
  }

  /** Where the graph paper starts inside the constructor's element (its border and, later, the list). */
  #graphPaperOffset(): { left: number; top: number } {
    const paper = this.#graphPaper.getBoundingClientRect();
    const container = this.#container.getBoundingClientRect();
    return { left: paper.left - container.left, top: paper.top - container.top };
  }

  #view() {
    const { left, right, bottom, top } = this.#viewport;
    return { xmin: left, xmax: right, ymin: bottom, ymax: top };
  }

  #setViewport(viewport: Viewport): void {
    this.#viewport = viewport;
    this.#renderer.setView(this.#view());
    this.#requestFrame();
    this.#sync.viewportChanged();
    this.#observers.notify('graphpaperBounds');
  }

  #resizeToContainer(): void {
    const { width, height } = this.#graphPaperSize();
    if (width === this.#viewport.widthPixels && height === this.#viewport.heightPixels) return;
    this.#renderer.resize(width, height, window.devicePixelRatio || 1);
    this.#setViewport(resizeViewport(this.#viewport, width, height));
  }

  #applyResult(result: UpdateResult): void {
    const colors = new Map(this.#expressions.list().map((state) => [state.id, state.color]));
    this.#curves = result.curves
      .filter((curve) => colors.has(curve.id))
      .map((curve) => ({ ...curve, color: colors.get(curve.id) as string }));
    this.#renderer.setCurves(this.#curves);
    this.#requestFrame();
    this.#analysis = result.analysis;
    this.#observers.notify('expressionAnalysis');
  }

  #requestFrame(): void {
    this.#framePending = true;
    this.#renderer.requestFrame();
  }

  #frameDrawn(): void {
    this.#framePending = false;
    this.#flushFrameWaiters();
  }

  #flushFrameWaiters(): void {
    const waiters = this.#frameWaiters;
    this.#frameWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

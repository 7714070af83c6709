/**
 * The graphing calculator behind the object a page holds. It orchestrates the parts (content model,
 * viewport, engine sync, renderer, pointer navigation, observers) and is the only place that knows them
 * all. Pages never see this class: `public-surface.ts` hands out an object with exactly the members of
 * their version line. Every operation is a no-op with a console warning once destroyed.
 */
import { createGraphRenderer, type GraphRenderer } from '../renderer-gl/index';
import {
  analysisFromWire,
  type ExpressionAnalysis,
  type PointOfInterest,
  type UpdateResult,
} from '../worker/protocol';
import { CalculatorContent, type SetStateOptions } from './model/calculator-content';
import { CalculatorLanguage } from './calculator-language';
import type { Catalogs, Translator } from '../i18n/index';
import { appendCalculatorRoot, graphPaperOffset, graphPaperSize } from './calculator-dom';
import {
  createCalculatorUiController,
  mountGraphingCalculatorUi,
  type CalculatorForUi,
  type UiHandle,
} from '../ui/index';
import { acquireEngine, type EngineLease } from './engine/engine-client';
import { drawableCurves, drawableFills, drawablePoints } from './engine/drawable-curves';
import { isTable } from './model/expression-fields';
import { ImageLayer } from './output/image-layer';
import { EngineSync } from './engine/engine-sync';
import { engineExpressions, engineTables, tableColumnStyles } from './engine/graph-sources';
import { isExpression } from './model/list-folders';
import { graphpaperBounds, mathToPixels, pixelsToMath } from './model/graphpaper-geometry';
import { DRAWN_SETTINGS, drawnGraphSettings, type SettingName } from './model/graph-settings';
import { HelperExpressions, type HelperExpressionObject } from './engine/helper-expressions';
import { inputForLine, outputForLine } from './model/line-shapes';
import {
  createObservableSettings,
  type ObservableSettings,
  type SettingsObject,
} from './model/observable-settings';
import { ObserverRegistry } from './model/observers';
import { UiChannel, type UiSignal } from './ui-channel';
import { resolveOptions, type ImageUploadCallback, type ResolvedOptions } from './model/options';
import { attachPointerNavigation } from './interaction/pointer-navigation';
import { GraphInteraction } from './interaction/graph-interaction';
import { takeAsyncScreenshot } from './output/async-screenshot';
import { screenshotSize, type AsyncScreenshotOptions } from './output/screenshot-options';
import type { SavedState } from './model/saved-state';
import type {
  GraphpaperBounds,
  MathBoundsArgument,
  PointCoordinates,
  ScreenshotOptions,
} from './model/types';
import type { VersionLineDefinition } from './model/version-lines';
import {
  defaultViewport,
  isProjectionUniform,
  isValidBounds,
  panViewport,
  resizeViewport,
  samplingRegion,
  withBounds,
  zoomViewport,
  type MathBounds,
  type Viewport,
} from './model/viewport';

/** Reached through `calc[WHEN_IDLE]()` by tests: resolves when analysis, sampling and the frame are done. */
export const WHEN_IDLE = Symbol.for('calculator.whenIdle');

/**
 * How long the first frame waits for the worker's first answer before it shows the graph paper without
 * it. The worker starts once the constructor's task ends; on the bench machine (SwiftShader, two busy
 * cores) it answers 60–120 ms later.
 */
const FIRST_FRAME_WAIT_MS = 200;

/**
 * How long frames wait for the worker's answer to a change before they show the old geometry restyled:
 * one frame at 60 Hz. The answer to an edit takes ~5 ms (bench/README.md "setExpression to frame").
 */
const ANSWER_WAIT_MS = 17;

export class GraphingCalculator {
  #destroyed = false;
  readonly line: VersionLineDefinition;
  readonly options: ResolvedOptions;
  readonly #container: HTMLElement;
  readonly #root: HTMLElement;
  readonly #graphPaper: HTMLElement;
  readonly #renderer: GraphRenderer;
  readonly #lease: EngineLease;
  readonly #sync: EngineSync;
  readonly #content: CalculatorContent;
  readonly #observers = new ObserverRegistry();
  /** The list UI's own channel (ui-bridge.ts), out of the page's reach (issue 26). */
  readonly uiChannel = new UiChannel();
  /** What the list UI mounts on, made once by the `connectUi` given (ui-bridge.ts; also a test hook). */
  readonly forUi: CalculatorForUi;
  readonly #settings: ObservableSettings;
  readonly #helpers: HelperExpressions;
  readonly #images: ImageLayer;
  readonly #language: CalculatorLanguage;
  readonly #detachNavigation: () => void;
  readonly #interaction: GraphInteraction;
  readonly #ui: UiHandle;
  readonly #resizeObserver: ResizeObserver | undefined;
  #viewport: Viewport;
  /** Counts frame requests: the idle wait sees by it whether anything changed while it waited. */
  #frameRequests = 0;
  /** The latest geometry from the worker, restyled when expressions change without a new result. */
  #geometry: Pick<UpdateResult, 'curves' | 'fills' | 'points'> = { curves: [] };
  #analysis: Record<string, ExpressionAnalysis> = {};
  #framePending = false;
  #wasSelected = false;
  #frameWaiters: (() => void)[] = [];
  /** Whether the worker has answered once (the first frame waits for that answer). */
  #answered = false;
  /** Frames are held for the worker's answer to a change (#holdFramesForAnswer). */
  #answerDue = false;
  /** Inside a list edit of the page's (#byPage), and who changed the list since 'change' was last told. */
  #pageEditDepth = 0;
  #changesByPage = false;
  #changesByOthers = false;

  constructor(
    element: unknown,
    options: unknown,
    line: VersionLineDefinition,
    defaultImageUpload: ImageUploadCallback,
    /**
     * Makes the list UI's view of this calculator (`createCalculatorForUi`), passed in by lib.ts so that
     * the bridge, which reads this class, is not imported by it (no circle between the two files).
     */
    connectUi: (calculator: GraphingCalculator) => CalculatorForUi,
    /** The catalogs bundled into the page (`lang`); English only when left out. */
    catalogs?: Catalogs,
  ) {
    this.line = line;
    this.options = resolveOptions(options, line, defaultImageUpload);
    this.#container = element instanceof HTMLElement ? element : document.createElement('div');
    ({ root: this.#root, graphPaper: this.#graphPaper } = appendCalculatorRoot(this.#container));

    const { width, height } = graphPaperSize(this.#graphPaper);
    this.#viewport = defaultViewport(width, height);
    // Before the renderer and the UI: the worker it starts begins as soon as this constructor's task
    // ends (engine-host.ts `start`).
    this.#lease = acquireEngine();
    try {
      this.#renderer = createGraphRenderer(this.#graphPaper, drawnGraphSettings(this.options.settings));
    } catch (error) {
      // No WebGL: no calculator, and no worker kept for it.
      this.#lease.release();
      throw error;
    }
    this.#renderer.resize(width, height, window.devicePixelRatio || 1);
    this.#renderer.setView(this.#view());
    this.#renderer.onFrameDrawn(() => this.#frameDrawn());
    this.#renderer.waitBeforeFirstFrame(() => this.#firstAnswer());
    this.#images = new ImageLayer(this.#renderer, () => this.#requestFrame());

    this.#content = new CalculatorContent(
      {
        viewport: () => this.#viewport,
        setViewport: (bounds) => this.#showBounds(bounds),
        contentChanged: (change) => this.#contentChanged(change),
        eventTold: (event) =>
          this.uiChannel.tell(
            event,
            event === 'change' ? { fromPage: this.#takeChangesFromPage() } : undefined,
          ),
      },
      () => this.options.palette,
      this.options.settings,
      line.events,
      () => this.options.values.clearIntoDegreeMode === true,
    );
    this.#language = new CalculatorLanguage(catalogs, () => this.#content.settings.language);
    const isDestroyed = (operation: string) => this.isDestroyed(operation);
    this.#settings = createObservableSettings(() => this.#content.settings, line, isDestroyed);
    this.#helpers = new HelperExpressions(line.operations.includes('expressionAnalysis'), isDestroyed);

    this.#sync = new EngineSync(
      this.#lease,
      () => ({
        // Drawn items: a hidden folder's members go as hidden (analyzed, not sampled).
        expressions: [...engineExpressions(this.#content.list.drawn()), ...this.#helpers.inputs()],
        tables: engineTables(this.#content.list.drawn()),
        plotSingleVariableImplicitEquations:
          this.options.values.plotSingleVariableImplicitEquations !== false,
        degreeMode: this.#content.settings.degreeMode,
        randomSeed: this.#content.randomSeed,
        viewport: samplingRegion(this.#viewport),
      }),
      (result) => this.#applyResult(result),
    );

    this.#interaction = new GraphInteraction({
      viewport: () => this.#viewport,
      expressions: () => this.#content.list.drawn().filter(isExpression),
      tables: () => this.#content.list.drawn().filter(isTable),
      geometry: () => this.#geometry,
      edit: (edits, gestureKey) =>
        this.#content.change(() => edits.forEach((edit) => this.#content.list.set(edit)), {
          coalesceKey: gestureKey,
          isUserInitiated: true,
        }),
      setOverlay: (points) => this.#renderer.setOverlayPoints(points),
      allows: (feature) => this.options.values[feature] !== false,
      select: (id) => this.select(id),
      selectedId: () => this.#content.list.selectedId,
      findPointsOfInterest: (request) =>
        this.#lease.pointsOfInterest({ calculatorId: this.#lease.calculatorId, ...request }),
    });
    const detachKeyboard = this.#interaction.attach(this.#graphPaper);
    const detachPointer = attachPointerNavigation(this.#graphPaper, {
      isLocked: () => this.options.values.lockViewport === true,
      grab: (x, y, pointerType) => this.#interaction.grab(x, y, pointerType),
      tap: (x, y) => this.#interaction.tap(x, y),
      pan: (dx, dy) => this.#setViewport(panViewport(this.#viewport, dx, dy), true),
      zoom: (factor, px, py) => this.#setViewport(zoomViewport(this.#viewport, factor, px, py), true),
    });
    this.#detachNavigation = () => {
      detachPointer();
      detachKeyboard();
    };
    const autosize = line.autosize && this.options.values.autosize !== false;
    this.#resizeObserver =
      !autosize || typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => this.#resizeToContainer());
    // The UI takes the graph paper into its layout, which changes the paper's size: the first viewport
    // is the default one of that size, not of the whole element.
    this.forUi = connectUi(this);
    this.#ui = mountGraphingCalculatorUi(
      this.#root,
      createCalculatorUiController(this.forUi),
      isRecord(options) ? options : {},
    );
    const mounted = graphPaperSize(this.#graphPaper);
    this.#viewport = defaultViewport(mounted.width, mounted.height);
    this.#renderer.resize(mounted.width, mounted.height, window.devicePixelRatio || 1);
    this.#renderer.setView(this.#view());
    this.#resizeObserver?.observe(this.#graphPaper);
    this.#requestFrame();
  }

  get content(): CalculatorContent {
    return this.#content;
  }

  setExpression(state: unknown): void {
    this.#byPage(() => this.#content.setExpressions([inputForLine(state, this.line)]));
  }

  setExpressions(states: unknown): void {
    if (!Array.isArray(states)) return;
    this.#byPage(() => this.#content.setExpressions(states.map((state) => inputForLine(state, this.line))));
  }

  removeExpressions(states: unknown): void {
    if (Array.isArray(states)) this.#byPage(() => this.#content.removeExpressions(states));
  }

  /** Runs a list edit of the page's (the list UI's own edits come through ui-bridge.ts, not here). */
  #byPage(edit: () => void): void {
    this.#pageEditDepth++;
    try {
      edit();
    } finally {
      this.#pageEditDepth--;
    }
  }

  /** Whether the page made every list change since the last 'change' told (and one at least); resets. */
  #takeChangesFromPage(): boolean {
    const fromPage = this.#changesByPage && !this.#changesByOthers;
    this.#changesByPage = this.#changesByOthers = false;
    return fromPage;
  }

  getExpressions(): Record<string, unknown>[] {
    return this.#content.list.list().map((item) => outputForLine(item, this.line));
  }

  get expressionAnalysis(): Record<string, ExpressionAnalysis> {
    return this.#language.localize(this.#analysis);
  }

  /** The translator of the `language` setting (English when that language was not loaded). */
  get translator(): Translator {
    return this.#language.translator;
  }

  get settings(): SettingsObject {
    return this.#settings.object;
  }

  get isAnyExpressionSelected(): boolean {
    return this.#content.list.selectedId !== undefined;
  }

  /** Selection as the list UI sets it; tells 'isAnyExpressionSelected' observers. */
  select(id: string | undefined): void {
    if (!this.#content.list.select(id)) return;
    this.#interaction.refresh();
    this.#wasSelected = this.isAnyExpressionSelected;
    this.#notify('isAnyExpressionSelected');
  }

  removeSelected(): void {
    this.#content.removeSelected();
  }

  updateSettings(update: unknown): void {
    this.#content.updateSettings(update, this.line.settingAliases);
  }

  getState(): SavedState {
    return this.#content.getState();
  }

  setState(state: unknown, options?: SetStateOptions): void {
    this.#content.setState(state, this.line.operations.includes('setDefaultState') ? options : {});
  }

  HelperExpression(input: unknown): HelperExpressionObject {
    const { object, added } = this.#helpers.create(input);
    if (added) this.#sync.contentChanged();
    return object;
  }

  /** Where the trace point is (tests reach it through `Symbol.for('calculator.internal')`). */
  get tracePoint(): { id: string; x: number; y: number } | undefined {
    return this.#interaction.tracePoint;
  }

  /** The point whose coordinates show (dragged or clicked) and their text, for tests like `tracePoint`. */
  get shownPoint(): { id: string; x: number; y: number; text: string } | undefined {
    return this.#interaction.shownPoint;
  }

  /** The selected curve's points of interest, once the worker has answered (for tests). */
  async pointsOfInterest(): Promise<{ id: string | undefined; points: readonly PointOfInterest[] }> {
    await this[WHEN_IDLE]();
    await this.#interaction.whenPointsOfInterestSettled();
    return this.#interaction.pointsOfInterest;
  }

  /** The 'home' zoom button: the default state's viewport, else about −10..10 around the origin. */
  showHome(): void {
    if (this.options.values.lockViewport === true) return;
    this.#showBounds(undefined);
    this.#content.events.changed(true);
  }

  /** The zoom buttons: about the graph paper's center; factor < 1 zooms in. */
  zoomAboutCenter(factor: number): void {
    if (this.options.values.lockViewport === true || !(factor > 0)) return;
    const { widthPixels, heightPixels } = this.#viewport;
    this.#setViewport(zoomViewport(this.#viewport, factor, widthPixels / 2, heightPixels / 2), true);
  }

  get graphElement(): HTMLElement {
    return this.#graphPaper;
  }

  setMathBounds(bounds: MathBoundsArgument): void {
    if (!isValidBounds(bounds)) return;
    const { left, right, bottom, top } = bounds;
    this.#setViewport(withBounds(this.#viewport, { left, right, bottom, top }), true);
  }

  get graphpaperBounds(): GraphpaperBounds {
    return graphpaperBounds(this.#viewport, graphPaperOffset(this.#graphPaper, this.#container));
  }

  /**
   * The viewport's math bounds alone, for the list UI: graphpaperBounds also measures where the paper
   * sits, a layout read that a description after each change forced (~1.8 ms an edit, issue 23).
   */
  get mathBounds(): MathBounds {
    const { left, right, bottom, top } = this.#viewport;
    return { left, right, bottom, top };
  }

  mathToPixels(coordinates: unknown): PointCoordinates {
    return mathToPixels(this.#viewport, graphPaperOffset(this.#graphPaper, this.#container), coordinates);
  }

  pixelsToMath(coordinates: unknown): PointCoordinates {
    return pixelsToMath(this.#viewport, graphPaperOffset(this.#graphPaper, this.#container), coordinates);
  }

  isProjectionUniform(): boolean {
    return isProjectionUniform(this.#viewport);
  }

  observe(property: unknown, callback: unknown): void {
    if (typeof property === 'string' && typeof callback === 'function')
      this.#observers.add(property, callback as () => void);
  }

  unobserve(property: unknown): void {
    if (typeof property === 'string') this.#observers.remove(property);
  }

  /** Tells the list UI's private channel, then the page's observers, of the same moment. */
  #notify(property: Exclude<UiSignal, 'change' | 'graphReset'>): void {
    this.uiChannel.tell(property);
    this.#observers.notify(property);
  }

  resize(): void {
    this.#resizeToContainer();
  }

  screenshot(options?: ScreenshotOptions): string {
    return this.#renderer.screenshot(screenshotSize(options, this.#viewport, this.line.screenshotPixelRatio));
  }

  /** Waits until the state is evaluated (for other bounds, samples those first), then calls back. */
  asyncScreenshot(options: AsyncScreenshotOptions | undefined, callback: (uri: string) => void): void {
    takeAsyncScreenshot(
      {
        whenEvaluated: () => this[WHEN_IDLE](false),
        whenIdle: () => this[WHEN_IDLE](),
        canDraw: () => !this.#renderer.contextLost,
        isDestroyed: () => this.#destroyed,
        viewport: () => this.#viewport,
        sampleOnce: (region) => this.#sync.sampleOnce(region),
        renderer: this.#renderer,
        drawGeometry: (result) => this.#drawGeometry(result),
        restoreGeometry: () => this.#drawGeometry(this.#geometry),
      },
      options,
      callback,
    );
  }

  focusFirstExpression(): void {
    this.#ui.focusFirstExpression();
  }

  destroy(): void {
    this.#destroyed = true;
    this.#sync.close();
    this.#lease.release();
    this.#resizeObserver?.disconnect();
    this.#detachNavigation();
    this.#ui.destroy();
    this.#renderer.destroy();
    this.#observers.clear();
    this.uiChannel.clear();
    this.#settings.clear();
    this.#helpers.clear();
    this.#content.close();
    this.#root.remove();
    this.#flushFrameWaiters();
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  /** True (after a console warning) when the calculator is destroyed and `operation` must do nothing. */
  isDestroyed(operation: string): boolean {
    if (this.#destroyed)
      console.warn(`Calculator: ${operation}() was called on a destroyed calculator and did nothing.`);
    return this.#destroyed;
  }

  /** `frameDrawn` false: the state evaluated and its images loaded, the screen's frame not waited for. */
  [WHEN_IDLE](frameDrawn = true): Promise<void> {
    return (async () => {
      for (;;) {
        const requests = this.#frameRequests;
        await this.#sync.whenSettled();
        await this.#images.whenLoaded();
        if (this.#destroyed) return;
        // Nothing changed while waiting (every change asks for a frame): the state is evaluated.
        if (!frameDrawn && requests === this.#frameRequests) return;
        if (!frameDrawn) continue;
        if (!this.#framePending) return;
        await new Promise<void>((resolve) => this.#frameWaiters.push(resolve));
      }
    })();
  }

  #view() {
    const { left, right, bottom, top } = this.#viewport;
    return { xmin: left, xmax: right, ymin: bottom, ymax: top };
  }

  #showBounds(bounds: MathBounds | undefined): void {
    const home = bounds ?? this.#content.defaultViewport;
    const { widthPixels, heightPixels } = this.#viewport;
    this.#setViewport(
      home ? withBounds(this.#viewport, home) : defaultViewport(widthPixels, heightPixels),
      false,
    );
  }

  #setViewport(viewport: Viewport, persistedChange: boolean): void {
    const { left, right, bottom, top } = this.#viewport;
    const moved =
      viewport.left !== left ||
      viewport.right !== right ||
      viewport.bottom !== bottom ||
      viewport.top !== top;
    this.#viewport = viewport;
    this.#renderer.setView(this.#view());
    this.#requestFrame();
    this.#sync.viewportChanged();
    this.#notify('graphpaperBounds');
    if (persistedChange && moved) this.#content.events.changed();
  }

  #resizeToContainer(): void {
    const { width, height } = graphPaperSize(this.#graphPaper);
    if (width === this.#viewport.widthPixels && height === this.#viewport.heightPixels) return;
    this.#renderer.resize(width, height, window.devicePixelRatio || 1);
    this.#setViewport(resizeViewport(this.#viewport, width, height), false);
  }

  #contentChanged(change: { expressions: boolean; settings: readonly SettingName[] }): void {
    if (this.#pageEditDepth > 0) this.#changesByPage = true;
    else this.#changesByOthers = true;
    if (change.settings.some((name) => DRAWN_SETTINGS.includes(name))) {
      this.#renderer.setSettings(drawnGraphSettings(this.#content.settings));
      this.#requestFrame();
    }
    if (change.expressions) {
      const selected = this.isAnyExpressionSelected;
      if (selected !== this.#wasSelected) this.#notify('isAnyExpressionSelected');
      this.#wasSelected = selected;
      this.#drawGeometry(this.#geometry);
      this.#interaction.refresh();
      this.#requestFrame();
    }
    if (change.expressions || change.settings.includes('degreeMode')) {
      // Images depend on the list and the angle unit only, not on what the worker samples.
      this.#images.show(this.#content.list.drawn(), this.#content.settings.degreeMode);
      this.#sync.contentChanged();
      this.#holdFramesForAnswer();
    }
    this.#settings.notifyChanged(change.settings);
    // Error messages are in the language: observers of the analysis read it again in the new one.
    if (change.settings.includes('language')) this.#notify('expressionAnalysis');
  }

  /**
   * Frames wait for the worker's answer to a change, at most ANSWER_WAIT_MS: a frame drawn before it
   * would show the old geometry restyled, and the frame with the answer would wait behind the GPU
   * process's swap of it (issue 23, bench/README.md "setExpression to frame", second change).
   */
  #holdFramesForAnswer(): void {
    if (this.#answerDue) return;
    this.#answerDue = true;
    const answered = this.#answerWithin(ANSWER_WAIT_MS).then(() => {
      this.#answerDue = false;
    });
    this.#renderer.holdFrames(answered);
  }

  #drawGeometry(geometry: Pick<UpdateResult, 'curves' | 'fills' | 'points'>): void {
    const items = this.#content.list.drawn();
    const expressions = [...items.filter(isExpression), ...tableColumnStyles(items)];
    this.#renderer.setFills(drawableFills(geometry.fills ?? [], expressions));
    this.#renderer.setCurves(drawableCurves(geometry.curves, expressions));
    this.#renderer.setPoints(drawablePoints(geometry.points ?? [], expressions));
  }

  /**
   * What the first frame waits for: the worker's first answer when the list has something to draw by
   * then (a page sets its expressions right after the constructor), at most FIRST_FRAME_WAIT_MS. The
   * first frame pays the GPU's start-up (SwiftShader compiles its pipelines) and the compositor's first
   * picture of the page; a grid-only frame drawn before the answer made the curve's frame wait behind all
   * of that (issue 23's load profile: ~200 ms).
   */
  #firstAnswer(): Promise<void> | undefined {
    if (this.#answered || this.#destroyed || this.#content.list.drawn().length === 0) return undefined;
    return this.#answerWithin(FIRST_FRAME_WAIT_MS);
  }

  /** The worker's next answer shown (or nothing left to answer), or `ms` passing, whichever comes first. */
  #answerWithin(ms: number): Promise<void> {
    const late = new Promise<void>((resolve) => setTimeout(resolve, ms));
    return Promise.race([this.#sync.whenAnswered(), late]);
  }

  #applyResult(result: UpdateResult): void {
    this.#answered = true;
    this.#geometry = { curves: result.curves, fills: result.fills, points: result.points };
    this.#drawGeometry(result);
    this.#interaction.refresh();
    this.#requestFrame();
    const analysis = analysisFromWire(result.analysis);
    this.#helpers.applyAnalysis(analysis);
    this.#analysis = Object.fromEntries(
      Object.entries(analysis).filter(([id]) => !this.#helpers.isHelperId(id)),
    );
    this.#notify('expressionAnalysis');
  }

  #requestFrame(): void {
    this.#framePending = true;
    this.#frameRequests++;
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

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

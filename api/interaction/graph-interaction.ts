/**
 * What a press on the graph paper means, before it may pan: a draggable point under the pointer is
 * dragged (point-drag.ts), a point of interest shows its coordinates, a curve under it is selected and
 * traced (trace.ts), movable by dragging and by the arrow keys; a click elsewhere ends the trace. The
 * trace marker and the selected curve's points of interest are drawn as the renderer's overlay.
 */
import type { DrawablePointSet } from '../../renderer-gl/index';
import type { CurveGeometry, PointOfInterest, PointsGeometry } from '../../worker/protocol';
import {
  dragEdits,
  findSliders,
  planPointDrag,
  planTableDrag,
  tableDragEdit,
  type DragEdit,
  type SliderDefinition,
} from './point-drag';
import type { PointerGesture } from './pointer-navigation';
import { markerSet, PointsOfInterestTracker, type FindPointsOfInterest } from './points-of-interest';
import {
  formatTraceCoordinate,
  nearestCurvePlace,
  sweepCurve,
  walkCurve,
  type CurvePlace,
  type TraceMove,
  type TraceSweep,
} from './trace';
import type { ExpressionState, TableState } from '../model/types';
import {
  mathToPixelX,
  mathToPixelY,
  pixelToMathX,
  pixelToMathY,
  unitsPerPixel,
  type Viewport,
} from '../model/viewport';

export interface InteractionHost {
  viewport(): Viewport;
  /** The expression states of the list, in order. */
  expressions(): readonly ExpressionState[];
  /** The tables of the list, in order. */
  tables(): readonly TableState[];
  /** The geometry on screen. */
  geometry(): { readonly curves: readonly CurveGeometry[]; readonly points?: readonly PointsGeometry[] };
  /** Applies a drag's expression changes as one user change; one gesture's changes share `gestureKey`. */
  edit(edits: readonly DragEdit[], gestureKey: string): void;
  setOverlay(points: readonly DrawablePointSet[]): void;
  /** The constructor options that allow tracing and points of interest. */
  allows(feature: 'trace' | 'pointsOfInterest'): boolean;
  /** Selects an expression of the list (undefined: none), as clicking its row does. */
  select(id: string | undefined): void;
  selectedId(): string | undefined;
  findPointsOfInterest: FindPointsOfInterest;
}

/** How near (CSS pixels) a press must be to a curve to trace it. */
const TRACE_RADIUS = { mouse: 8, touch: 20 } as const;
/** One arrow key press moves the trace this far along the curve; with Shift ten times as far. */
const KEY_STEP_PIXELS = 2;
const TRACE_MARKER_SIZE = 11;
/** A point whose coordinates show is drawn again under them at the default point size. */
const POINT_MARKER_SIZE = 9;
/** Playing a whole curve (H) sounds a place every this many pixels along it. */
const SWEEP_STEP_PIXELS = 10;
/** Arrow key → pixel direction on screen (y grows downward). */
const ARROW_DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
/** A trace this near (CSS pixels) to a point of interest sits on it and shows its exact coordinates. */
const SNAP_RADIUS = { mouse: 6, touch: 12 } as const;

/** How near (CSS pixels) a press must be to a point to grab it: a fingertip needs more room than a mouse. */
const GRAB_RADIUS = { mouse: 12, touch: 24 } as const;

function grabRadius(pointerType: string): number {
  return pointerType === 'touch' ? GRAB_RADIUS.touch : GRAB_RADIUS.mouse;
}

/** A point a drag or the arrow keys move: an expression's point, or a row of a table's column. */
interface DraggedPoint {
  readonly id: string;
  /** The table column; undefined for an expression. */
  readonly column?: number;
  readonly row: number;
}

export class GraphInteraction {
  #gestures = 0;
  #trace: CurvePlace | undefined;
  /** The point of interest the trace sits on, if any. */
  #snap: PointOfInterest | undefined;
  #element: HTMLElement | undefined;
  /** The point the arrow keys move: the one last dragged. */
  #keyboardPoint: DraggedPoint | undefined;
  /** The point whose coordinates show beside it: the one being dragged, or clicked, until a click elsewhere. */
  #shownPoint: DraggedPoint | undefined;
  /** The point of a list the arrow keys last stepped to. */
  #listPoint: { id: string; index: number } | undefined;
  readonly #interest: PointsOfInterestTracker;

  constructor(private readonly host: InteractionHost) {
    this.#interest = new PointsOfInterestTracker(host.findPointsOfInterest, () => this.#draw());
  }

  /** The selected curve's points of interest (tests read them). */
  get pointsOfInterest(): { id: string | undefined; points: readonly PointOfInterest[] } {
    return { id: this.#interest.id, points: this.#interest.points };
  }

  /** Resolves once the newest points of interest arrived. */
  whenPointsOfInterestSettled(): Promise<void> {
    return this.#interest.whenSettled();
  }

  /**
   * Keyboard input on the graph paper. It becomes focusable by a click or a script (tabindex −1), not a
   * stop of the page's tab order: the expression list stays the keyboard's way in.
   */
  attach(element: HTMLElement): () => void {
    this.#element = element;
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== element || event.altKey || event.ctrlKey || event.metaKey) return;
      if (this.handleKey(event)) event.preventDefault();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      this.#element = undefined;
    };
  }

  /** The pointer pressed at (x, y) CSS pixels of the graph paper. */
  grab(x: number, y: number, pointerType: string): PointerGesture | undefined {
    // A press ends what a click showed; a press on a point shows it again (drag or tap).
    if (this.#shownPoint) {
      this.#shownPoint = undefined;
      this.#draw();
    }
    return (
      this.#grabPoint(x, y, pointerType) ??
      this.#grabPointOfInterest(x, y, pointerType) ??
      this.#grabCurve(x, y, pointerType)
    );
  }

  /**
   * A click that grabbed nothing: on a point (a static one: a draggable one was grabbed), its coordinates
   * show beside it; elsewhere the trace ends and the curve is no longer selected.
   */
  tap(x?: number, y?: number): void {
    const wasShown = this.#shownPoint !== undefined;
    this.#shownPoint =
      x === undefined || y === undefined ? undefined : this.#pointAt(x, y, GRAB_RADIUS.mouse);
    if (this.#shownPoint || wasShown) this.#draw();
    if (this.#shownPoint) return;
    this.#keyboardPoint = undefined;
    this.#listPoint = undefined;
    if (!this.#trace && this.host.selectedId() === undefined) return;
    this.#trace = undefined;
    this.#snap = undefined;
    this.host.select(undefined);
    this.refresh();
  }

  /** The point whose coordinates show, and the text shown (tests read it). */
  get shownPoint(): { id: string; x: number; y: number; text: string } | undefined {
    const label = this.#shownPoint && this.#pointLabel(this.#shownPoint);
    return label && { id: this.#shownPoint!.id, ...label };
  }

  /** Where the trace is, in math coordinates (tests and the keyboard read it). */
  get tracePoint(): { id: string; x: number; y: number } | undefined {
    const shown = this.#snap ?? this.#trace;
    return this.#trace && shown && { id: this.#trace.id, x: shown.x, y: shown.y };
  }

  /**
   * Arrow keys move the trace along its curve, or, with no trace, the point last dragged (or selected) by
   * a pixel (Shift: ten); Escape ends the trace. True when the key was used.
   */
  handleKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
    if (event.key === 'Escape' && this.#trace) {
      this.tap();
      return true;
    }
    if (event.key === 'h' || event.key === 'H') return this.#sweep();
    if (!this.#trace && this.#nudgePoint(event)) return true;
    if (event.key === 'PageDown' || event.key === 'PageUp')
      return this.#jumpToInterest(event.key === 'PageDown');
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return false;
    if (!this.#trace && this.#stepListPoint(event.key === 'ArrowRight')) return true;
    const curves = this.host.geometry().curves;
    const viewport = this.host.viewport();
    const before = this.#trace;
    if (!this.#trace) {
      // With nothing traced yet, the keys start at the selected curve's point nearest the center.
      const id = this.host.selectedId();
      if (id === undefined || !this.host.allows('trace')) return false;
      const place = nearestCurvePlace(
        curves,
        viewport,
        viewport.widthPixels / 2,
        viewport.heightPixels / 2,
        Infinity,
        (candidate) => candidate === id,
      );
      if (!place) return false;
      this.#trace = place;
    } else {
      // Right moves toward larger x on screen, whichever way the curve's samples run.
      const step = (event.shiftKey ? 10 : 1) * KEY_STEP_PIXELS;
      const ahead = walkCurve(curves, viewport, this.#trace, step);
      const rightward = ahead.x >= this.#trace.x;
      const wanted = event.key === 'ArrowRight' ? rightward : !rightward;
      this.#trace = wanted ? ahead : walkCurve(curves, viewport, this.#trace, -step);
    }
    const trace = this.#trace;
    // A step that passes a point of interest stops on it, so it is heard and announced.
    this.#snap = this.#interestNear(trace, ((event.shiftKey ? 10 : 1) * KEY_STEP_PIXELS) / 2);
    this.refresh();
    const stopped =
      before !== undefined && before.segment === trace.segment && before.fraction === trace.fraction;
    this.#tell(trace.id, this.#snap ?? trace, stopped);
    return true;
  }

  /** The place on curve `id` nearest the math point `at`. */
  #placeOn(id: string, at: { x: number; y: number }): CurvePlace | undefined {
    const viewport = this.host.viewport();
    const [x, y] = [mathToPixelX(viewport, at.x), mathToPixelY(viewport, at.y)];
    return nearestCurvePlace(this.host.geometry().curves, viewport, x, y, Infinity, (curve) => curve === id);
  }

  /** The traced curve's point of interest within `radius` pixels of `place`, if any. */
  #interestNear(place: CurvePlace, radius: number): PointOfInterest | undefined {
    const viewport = this.host.viewport();
    return this.#interest.id === place.id
      ? this.#interest.nearest(
          viewport,
          mathToPixelX(viewport, place.x),
          mathToPixelY(viewport, place.y),
          radius,
        )
      : undefined;
  }

  /** Tells the UI where the keyboard trace went (`calc-trace` on the graph paper: audio trace, speech). */
  #tell(id: string, place: { x: number; y: number; kind?: PointOfInterest['kind'] }, stopped: boolean): void {
    const { left, right, bottom, top } = this.host.viewport();
    const detail: TraceMove = {
      id,
      x: place.x,
      y: place.y,
      interest: place.kind,
      stopped,
      bounds: { left, right, bottom, top },
    };
    this.#element?.dispatchEvent(new CustomEvent('calc-trace', { detail }));
  }

  /** PageDown / PageUp: the trace goes to the next point of interest to the right / left. */
  #jumpToInterest(rightward: boolean): boolean {
    const trace = this.#trace;
    if (!trace || this.#interest.id !== trace.id) return false;
    const viewport = this.host.viewport();
    // Points less than a pixel apart are one place (a vertex on the y axis is also its y-intercept).
    const pixel = unitsPerPixel(viewport).x;
    const x = (this.#snap ?? trace).x + (rightward ? pixel : -pixel);
    const ahead = this.#interest.points
      .filter((point) => (rightward ? point.x > x : point.x < x))
      .sort((a, b) => (rightward ? a.x - b.x : b.x - a.x))[0];
    if (!ahead) {
      this.#tell(trace.id, this.#snap ?? trace, true);
      return true;
    }
    const place = this.#placeOn(trace.id, ahead);
    if (place) this.#trace = place;
    this.#snap = ahead;
    this.#draw();
    this.#tell(trace.id, ahead, false);
    return true;
  }

  /** H: the whole traced (or selected) curve or point list, as places for the audio trace to play. */
  #sweep(): boolean {
    const id = this.#trace?.id ?? this.host.selectedId();
    if (id === undefined) return false;
    const viewport = this.host.viewport();
    const { curves, points } = this.host.geometry();
    const curve = curves.find((candidate) => candidate.id === id);
    const set = points?.find((candidate) => candidate.id === id);
    let places: TraceSweep['places'];
    if (curve) {
      const interests = this.#interest.id === id ? this.#interest.points : [];
      places = sweepCurve(curve, viewport, SWEEP_STEP_PIXELS).map((place) => {
        const near =
          place &&
          interests.find(
            (point) =>
              Math.hypot(
                mathToPixelX(viewport, point.x) - mathToPixelX(viewport, place.x),
                mathToPixelY(viewport, point.y) - mathToPixelY(viewport, place.y),
              ) <=
              SWEEP_STEP_PIXELS / 2,
          );
        return near ? { x: near.x, y: near.y, interest: near.kind } : place;
      });
    } else if (set) {
      places = [...set.x].map((x, index) => ({ x, y: set.y[index] }));
    } else {
      return false;
    }
    const { left, right, bottom, top } = viewport;
    const detail: TraceSweep = { id, places, bounds: { left, right, bottom, top } };
    this.#element?.dispatchEvent(new CustomEvent('calc-trace-sweep', { detail }));
    return true;
  }

  /** ← / → on a selected list of points (no curve): from one point to the next, in list order. */
  #stepListPoint(forward: boolean): boolean {
    const id = this.host.selectedId();
    const set = this.host
      .geometry()
      .points?.find((candidate) => candidate.id === id && candidate.column === undefined);
    if (!set || id === undefined || set.x.length === 0) return false;
    const previous = this.#listPoint?.id === id ? this.#listPoint.index : -1;
    const index = previous < 0 ? 0 : Math.min(set.x.length - 1, Math.max(0, previous + (forward ? 1 : -1)));
    this.#listPoint = { id, index };
    this.#tell(id, { x: set.x[index], y: set.y[index] }, previous === index);
    return true;
  }

  /**
   * The geometry or the list changed: the trace follows its curve (to the nearest place on the new
   * samples) or ends when the curve is gone; the overlay is drawn again.
   */
  refresh(): void {
    if (this.#trace) {
      const { id, x, y } = this.#trace;
      const viewport = this.host.viewport();
      const shown = this.#traceableIds();
      this.#trace =
        shown.has(id) && (this.host.allows('trace') || this.#snap)
          ? nearestCurvePlace(
              this.host.geometry().curves,
              viewport,
              mathToPixelX(viewport, x),
              mathToPixelY(viewport, y),
              Infinity,
              (candidate) => candidate === id,
            )
          : undefined;
    }
    if (!this.#trace) this.#snap = undefined;
    const selected = this.host.selectedId();
    const shown = this.#traceableIds();
    const interesting = selected !== undefined && shown.has(selected) && this.host.allows('pointsOfInterest');
    this.#interest.update(
      interesting ? selected : undefined,
      [...shown.keys()].filter((id) => id !== selected),
      this.host.viewport(),
      this.host.geometry().curves,
    );
    this.#draw();
  }

  #draw(): void {
    this.host.setOverlay(this.#overlay());
  }

  /** A press on a gray dot: the trace goes there and shows its coordinates, and may move on from it. */
  #grabPointOfInterest(x: number, y: number, pointerType: string): PointerGesture | undefined {
    const viewport = this.host.viewport();
    const id = this.#interest.id;
    const point = this.#interest.nearest(viewport, x, y, grabRadius(pointerType));
    if (!point || id === undefined) return undefined;
    const place = this.#placeOn(id, point);
    if (!place) return undefined;
    this.#trace = place;
    this.#snap = point;
    this.#element?.focus({ preventScroll: true });
    this.#draw();
    return this.#traceGesture(pointerType);
  }

  /** Moves the trace to the place on its curve nearest the pointer, sitting on a point of interest near it. */
  #traceGesture(pointerType: string): PointerGesture {
    return {
      move: (pointerX, pointerY) => {
        const traced = this.#trace;
        if (!traced) return;
        const viewport = this.host.viewport();
        const next = nearestCurvePlace(
          this.host.geometry().curves,
          viewport,
          pointerX,
          pointerY,
          Infinity,
          (id) => id === traced.id,
        );
        if (!next) return;
        this.#trace = next;
        this.#snap = this.#interestNear(
          next,
          pointerType === 'touch' ? SNAP_RADIUS.touch : SNAP_RADIUS.mouse,
        );
        this.#draw();
      },
      end: () => {},
    };
  }

  #traceableIds(): Map<string, ExpressionState> {
    return new Map(
      this.host
        .expressions()
        .filter((state) => state.hidden !== true && state.lines !== false)
        .map((state) => [state.id, state] as const),
    );
  }

  #grabCurve(x: number, y: number, pointerType: string): PointerGesture | undefined {
    if (!this.host.allows('trace')) return undefined;
    const shown = this.#traceableIds();
    const radius = pointerType === 'touch' ? TRACE_RADIUS.touch : TRACE_RADIUS.mouse;
    const curves = this.host.geometry().curves;
    const place = nearestCurvePlace(curves, this.host.viewport(), x, y, radius, (id) => shown.has(id));
    if (!place) return undefined;
    this.#trace = place;
    this.#snap = undefined;
    this.#keyboardPoint = undefined;
    if (this.host.selectedId() !== place.id) this.host.select(place.id);
    this.#element?.focus({ preventScroll: true });
    this.refresh();
    return this.#traceGesture(pointerType);
  }

  #overlay(): DrawablePointSet[] {
    const sets: DrawablePointSet[] = [];
    const dots = this.#interest.drawable();
    if (dots) sets.push(dots);
    const trace = this.#trace;
    const shown = this.#shownPoint;
    const label = shown && !trace ? this.#pointLabel(shown) : undefined;
    if (shown && label) sets.push(markerSet('point', this.#colorOf(shown), POINT_MARKER_SIZE, [label]));
    if (trace) {
      const viewport = this.host.viewport();
      const color = this.#traceableIds().get(trace.id)?.color ?? '#000000';
      // A point of interest is exact: it shows at least three decimals, however far out the view is.
      const exact = this.#snap ? 0.01 : Infinity;
      const units = unitsPerPixel(viewport);
      const unitsX = Math.min(exact, units.x);
      const unitsY = Math.min(exact, units.y);
      const { x, y } = this.#snap ?? trace;
      const text = `(${formatTraceCoordinate(x, unitsX)}, ${formatTraceCoordinate(y, unitsY)})`;
      sets.push(markerSet('trace', color, TRACE_MARKER_SIZE, [{ x, y, text }]));
    }
    return sets;
  }

  /** The arrow keys move a draggable point: the one last dragged, else the selected expression's. */
  #nudgePoint(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
    const direction = ARROW_DIRECTIONS[event.key];
    if (!direction) return false;
    const selected = this.host.selectedId();
    const point = this.#keyboardPoint ?? (selected === undefined ? undefined : { id: selected, row: 0 });
    if (!point) return false;
    const set = this.host
      .geometry()
      .points?.find(
        (candidate) =>
          candidate.id === point.id &&
          candidate.column === point.column &&
          (point.column !== undefined || candidate.x.length === 1),
      );
    if (!set || !(point.row < set.x.length)) return false;
    const viewport = this.host.viewport();
    const pixels = event.shiftKey ? 10 : 1;
    const x = mathToPixelX(viewport, set.x[point.row]) + direction[0] * pixels;
    const y = mathToPixelY(viewport, set.y[point.row]) + direction[1] * pixels;
    // Presses within the history's window join one undo step, as typing does.
    return this.#movePoint(point, x, y, `keys:${point.id}:${point.column ?? ''}:${point.row}`);
  }

  /**
   * Moves the draggable point to the pixel (x, y); false when it cannot move. A gesture passes the
   * sliders it read when it grabbed: a drag changes their values only, not which they are or their bounds.
   */
  #movePoint(
    point: DraggedPoint,
    x: number,
    y: number,
    gestureKey: string,
    sliders?: ReadonlyMap<string, SliderDefinition>,
  ): boolean {
    const view = this.host.viewport();
    const to = { x: pixelToMathX(view, x), y: pixelToMathY(view, y) };
    const units = unitsPerPixel(view);
    let edits: DragEdit[];
    if (point.column !== undefined) {
      const table = this.host.tables().find((candidate) => candidate.id === point.id);
      const plan = table && planTableDrag(table, point.column, point.row);
      if (!plan) return false;
      edits = [tableDragEdit(plan, to, units)];
    } else {
      const current = this.host.expressions();
      const state = current.find((candidate) => candidate.id === point.id);
      const plan = state && planPointDrag(state, sliders ?? findSliders(current));
      if (!plan) return false;
      edits = dragEdits(plan, to, units);
    }
    if (edits.length > 0) this.host.edit(edits, gestureKey);
    return true;
  }

  /** The drawn point nearest (x, y) CSS pixels within `radius`, draggable or not; hidden ones left out. */
  #pointAt(x: number, y: number, radius: number): DraggedPoint | undefined {
    const viewport = this.host.viewport();
    const hidden = new Set(this.host.expressions().flatMap((state) => (state.hidden ? [state.id] : [])));
    const tables = new Map(this.host.tables().map((table) => [table.id, table] as const));
    let best: { point: DraggedPoint; distance: number } | undefined;
    for (const set of this.host.geometry().points ?? []) {
      const column = set.column === undefined ? undefined : tables.get(set.id)?.columns[set.column];
      if (hidden.has(set.id) || column?.hidden === true) continue;
      for (let row = 0; row < set.x.length; row++) {
        const distance = Math.hypot(
          mathToPixelX(viewport, set.x[row]) - x,
          mathToPixelY(viewport, set.y[row]) - y,
        );
        if (distance <= radius && !(best && best.distance <= distance))
          best = { point: { id: set.id, column: set.column, row }, distance };
      }
    }
    return best?.point;
  }

  /** Where `point` is drawn now and its coordinates as text, to three decimals at least (as a point of interest). */
  #pointLabel(point: DraggedPoint): { x: number; y: number; text: string } | undefined {
    const set = this.host
      .geometry()
      .points?.find((candidate) => candidate.id === point.id && candidate.column === point.column);
    if (!set || !(point.row < set.x.length)) return undefined;
    const x = set.x[point.row];
    const y = set.y[point.row];
    const units = unitsPerPixel(this.host.viewport());
    const text = `(${formatTraceCoordinate(x, Math.min(0.01, units.x))}, ${formatTraceCoordinate(y, Math.min(0.01, units.y))})`;
    return { x, y, text };
  }

  #colorOf(point: DraggedPoint): string {
    if (point.column === undefined)
      return this.host.expressions().find((state) => state.id === point.id)?.color ?? '#000000';
    const table = this.host.tables().find((candidate) => candidate.id === point.id);
    return table?.columns[point.column]?.color ?? '#000000';
  }

  #grabPoint(x: number, y: number, pointerType: string): PointerGesture | undefined {
    const viewport = this.host.viewport();
    const expressions = this.host.expressions();
    const states = new Map(expressions.map((state) => [state.id, state] as const));
    const tables = new Map(this.host.tables().map((table) => [table.id, table] as const));
    const sliders = findSliders(expressions);
    const radius = grabRadius(pointerType);
    let best: { point: DraggedPoint; distance: number; pixelX: number; pixelY: number } | undefined;
    for (const set of this.host.geometry().points ?? []) {
      const table = set.column === undefined ? undefined : tables.get(set.id);
      const state = states.get(set.id);
      if (table) {
        if (table.columns[set.column!]?.hidden === true) continue;
      } else if (!state || state.hidden === true || set.x.length !== 1) {
        continue;
      }
      for (let row = 0; row < set.x.length; row++) {
        const pixelX = mathToPixelX(viewport, set.x[row]);
        const pixelY = mathToPixelY(viewport, set.y[row]);
        const distance = Math.hypot(pixelX - x, pixelY - y);
        if (!(distance <= radius) || (best && best.distance <= distance)) continue;
        const movable = table ? planTableDrag(table, set.column!, row) : planPointDrag(state!, sliders);
        if (!movable) continue;
        best = { point: { id: set.id, column: set.column, row }, distance, pixelX, pixelY };
      }
    }
    if (!best) return undefined;
    const { point } = best;
    // The point keeps its offset from the pointer, so grabbing it off-center does not make it jump.
    const offsetX = best.pixelX - x;
    const offsetY = best.pixelY - y;
    const gestureKey = `drag:${point.id}:${++this.#gestures}`;
    this.#keyboardPoint = point;
    this.#shownPoint = point;
    this.#trace = undefined;
    this.#draw();
    this.#element?.focus({ preventScroll: true });
    return {
      move: (pointerX, pointerY) => {
        this.#movePoint(point, pointerX + offsetX, pointerY + offsetY, gestureKey, sliders);
      },
      end: () => {},
    };
  }
}

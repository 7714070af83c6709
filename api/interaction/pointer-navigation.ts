/**
 * Pan by drag, zoom by wheel and by pinch, about the pointer. Works for mouse, pen and touch through
 * Pointer Events; positions are CSS pixels relative to the graph paper. A press may first be grabbed by
 * the target (dragging a point, tracing a curve); a press released in place is a tap.
 */

/** A press that grabbed something (a point, a traced curve): its moves go to it instead of panning. */
export interface PointerGesture {
  move(x: number, y: number): void;
  end(): void;
}

export interface NavigationTarget {
  isLocked(): boolean;
  pan(dxPixels: number, dyPixels: number): void;
  /** factor > 1 zooms out; (px, py) stays fixed on screen. */
  zoom(factor: number, px: number, py: number): void;
  /** Asked first on every primary press, even with a locked viewport; undefined lets the press pan. */
  grab?(x: number, y: number, pointerType: string): PointerGesture | undefined;
  /** A press released where it started (a click or tap) that grabbed nothing. */
  tap?(x: number, y: number): void;
}

/** A press that moved less than this (CSS pixels) is a click, not a pan: a common touch slop. */
const TAP_SLOP = 4;

/** One wheel "notch" (deltaY 100 in pixel mode) zooms by about 20%, as common plotters do. */
const WHEEL_ZOOM_PER_PIXEL = 0.0018;

export function attachPointerNavigation(element: HTMLElement, target: NavigationTarget): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let gesture: { pointerId: number; handler: PointerGesture } | undefined;
  let press: { pointerId: number; x: number; y: number; moved: boolean } | undefined;

  const localPosition = (event: PointerEvent | WheelEvent) => {
    const rect = element.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const pinchGeometry = () => {
    const [first, second] = [...pointers.values()];
    return {
      distance: Math.hypot(second.x - first.x, second.y - first.y),
      centerX: (first.x + second.x) / 2,
      centerY: (first.y + second.y) / 2,
    };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const position = localPosition(event);
    if (pointers.size === 0 && !gesture) {
      press = { pointerId: event.pointerId, ...position, moved: false };
      const handler = target.grab?.(position.x, position.y, event.pointerType);
      if (handler) {
        gesture = { pointerId: event.pointerId, handler };
        element.setPointerCapture?.(event.pointerId);
        event.preventDefault();
        return;
      }
    } else {
      press = undefined;
    }
    if (gesture) return;
    if (target.isLocked()) return;
    element.setPointerCapture?.(event.pointerId);
    pointers.set(event.pointerId, position);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent) => {
    if (press?.pointerId === event.pointerId) {
      const { x, y } = localPosition(event);
      if (Math.hypot(x - press.x, y - press.y) > TAP_SLOP) press.moved = true;
    }
    if (gesture?.pointerId === event.pointerId) {
      const { x, y } = localPosition(event);
      gesture.handler.move(x, y);
      return;
    }
    const previous = pointers.get(event.pointerId);
    if (!previous || target.isLocked()) return;
    const position = localPosition(event);
    if (pointers.size === 1) {
      pointers.set(event.pointerId, position);
      target.pan(position.x - previous.x, position.y - previous.y);
      return;
    }
    if (pointers.size === 2) {
      const before = pinchGeometry();
      pointers.set(event.pointerId, position);
      const after = pinchGeometry();
      target.pan(after.centerX - before.centerX, after.centerY - before.centerY);
      if (before.distance > 0 && after.distance > 0) {
        target.zoom(before.distance / after.distance, after.centerX, after.centerY);
      }
    }
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (gesture?.pointerId === event.pointerId) {
      const { handler } = gesture;
      gesture = undefined;
      press = undefined;
      handler.end();
      return;
    }
    const tapped = press?.pointerId === event.pointerId && !press.moved && event.type === 'pointerup';
    if (press?.pointerId === event.pointerId) press = undefined;
    if (tapped) {
      const { x, y } = localPosition(event);
      target.tap?.(x, y);
    }
  };

  const onWheel = (event: WheelEvent) => {
    if (target.isLocked()) return;
    event.preventDefault();
    const pixels =
      event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
    const { x, y } = localPosition(event);
    target.zoom(Math.exp(pixels * WHEEL_ZOOM_PER_PIXEL), x, y);
  };

  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerUp);
  element.addEventListener('pointercancel', onPointerUp);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.style.touchAction = 'none';

  return () => {
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('pointermove', onPointerMove);
    element.removeEventListener('pointerup', onPointerUp);
    element.removeEventListener('pointercancel', onPointerUp);
    element.removeEventListener('wheel', onWheel);
    pointers.clear();
    gesture = undefined;
  };
}

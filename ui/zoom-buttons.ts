/** Zoom in, zoom out and home over the graph paper's top right corner. */
import type { CalculatorUiController } from './controller';
import { createButton, createElement } from './dom';

/** One click scales the visible width by 2 (the step people expect from map and graph zoom buttons). */
const ZOOM_STEP = 2;

export function createZoomButtons(controller: CalculatorUiController): HTMLElement {
  return createElement('div', 'calc-ui-zoom', { role: 'group', 'aria-label': 'Zoom' }, [
    createButton('calc-ui-zoom-in', '+', 'Zoom in', () => controller.zoom(1 / ZOOM_STEP)),
    createButton('calc-ui-zoom-out', '−', 'Zoom out', () => controller.zoom(ZOOM_STEP)),
    createButton('calc-ui-zoom-home', '⌂', 'Default viewport', () => controller.zoomHome()),
  ]);
}

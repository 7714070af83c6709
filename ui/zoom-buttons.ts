/** Zoom in, zoom out and home over the graph paper's top right corner. */
import type { CalculatorUiController } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { UiText } from './ui-text';

/** One click scales the visible width by 2 (the step people expect from map and graph zoom buttons). */
const ZOOM_STEP = 2;

export function createZoomButtons(controller: CalculatorUiController, text: UiText): HTMLElement {
  const zoomIn = createButton('calc-ui-zoom-in', '+', '', () => controller.zoom(1 / ZOOM_STEP));
  const zoomOut = createButton('calc-ui-zoom-out', '−', '', () => controller.zoom(ZOOM_STEP));
  const home = createButton('calc-ui-zoom-home', '⌂', '', () => controller.zoomHome());
  const group = createElement('div', 'calc-ui-zoom', { role: 'group' }, [zoomIn, zoomOut, home]);
  text.bind(() => {
    group.setAttribute('aria-label', text.format('ui.zoom'));
    setLabel(zoomIn, text.format('ui.zoomIn'));
    setLabel(zoomOut, text.format('ui.zoomOut'));
    setLabel(home, text.format('ui.defaultViewport'));
  });
  return group;
}

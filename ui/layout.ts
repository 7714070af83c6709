/**
 * The frame: list panel beside the graph area above 450px of container width, below it when narrower
 * (calculator-api.md, Layout), keypad along the bottom. Parts the options turn off are never built;
 * the collapsed list leaves a button on the graph to bring it back.
 */
import { createButton, createElement, setLabel } from './dom';
import type { UiOptions } from './ui-options';
import type { UiText } from './ui-text';

/**
 * The spec's breakpoint: wider containers put the list beside the graph paper, at the inline start (left,
 * or right in a right-to-left language: the frame mirrors as the rest of a right-to-left page does).
 */
export const WIDE_LAYOUT_MIN_WIDTH = 450;

export interface Layout {
  root: HTMLElement;
  listPanel: HTMLElement;
  graphArea: HTMLElement;
  /** Buttons over the graph's top corner at the inline end (settings, zoom): away from the list. */
  graphControls: HTMLElement;
  keypadSlot: HTMLElement;
  setCollapsed(collapsed: boolean): void;
  isCollapsed(): boolean;
  /** Width-based layout; returns whether it changed. */
  applyWidth(width: number): boolean;
}

export function createLayout(options: UiOptions, text: UiText, onLayoutChange: () => void): Layout {
  const listPanel = createElement('section', 'calc-ui-list-panel');
  const graphControls = createElement('div', 'calc-ui-overlay calc-ui-overlay-top-right');
  const graphArea = createElement('div', 'calc-ui-graph-area', { role: 'region' }, [graphControls]);
  const expand = createButton('calc-ui-expand', '»', '', () => setCollapsed(false));
  text.bind(() => {
    listPanel.setAttribute('aria-label', text.format('ui.expressionList'));
    graphArea.setAttribute('aria-label', text.format('ui.graph'));
    setLabel(expand, text.format('ui.showExpressionList'));
  });
  graphArea.append(createElement('div', 'calc-ui-overlay calc-ui-overlay-top-left', {}, [expand]));
  const main = createElement('div', 'calc-ui-main');
  if (options.expressions) main.append(listPanel);
  if (options.graphpaper) main.append(graphArea);
  const keypadSlot = createElement('div', 'calc-ui-keypad-slot');
  const root = createElement(
    'div',
    'calc-ui',
    {
      'data-border': String(options.border),
      'data-graphpaper': String(options.graphpaper),
      'data-layout': 'wide',
    },
    [main, keypadSlot],
  );
  let collapsed = false;

  function setCollapsed(next: boolean): void {
    collapsed = next && options.graphpaper;
    listPanel.hidden = collapsed;
    expand.hidden = !collapsed || !options.expressions;
    root.dataset.collapsed = String(collapsed);
    onLayoutChange();
  }
  setCollapsed(options.expressionsCollapsed);

  return {
    root,
    listPanel,
    graphArea,
    graphControls,
    keypadSlot,
    setCollapsed,
    isCollapsed: () => collapsed,
    applyWidth(width) {
      const layout = width > WIDE_LAYOUT_MIN_WIDTH ? 'wide' : 'narrow';
      if (root.dataset.layout === layout) return false;
      root.dataset.layout = layout;
      return true;
    },
  };
}

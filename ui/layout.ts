/**
 * The frame: list panel beside the graph area above 450px of container width, below it when narrower
 * (calculator-api.md, Layout), keypad along the bottom. Parts the options turn off are never built;
 * the collapsed list leaves a button on the graph to bring it back.
 */
import { createButton, createElement } from './dom';
import type { UiOptions } from './ui-options';

/** The spec's breakpoint: wider containers put the list left of the graph paper. */
export const WIDE_LAYOUT_MIN_WIDTH = 450;

export interface Layout {
  root: HTMLElement;
  listPanel: HTMLElement;
  graphArea: HTMLElement;
  /** Buttons over the graph's top right corner (settings, zoom). */
  graphControls: HTMLElement;
  keypadSlot: HTMLElement;
  setCollapsed(collapsed: boolean): void;
  isCollapsed(): boolean;
  /** Width-based layout; returns whether it changed. */
  applyWidth(width: number): boolean;
}

export function createLayout(options: UiOptions, onLayoutChange: () => void): Layout {
  const listPanel = createElement('section', 'calc-ui-list-panel', { 'aria-label': 'Expression list' });
  const graphControls = createElement('div', 'calc-ui-overlay calc-ui-overlay-top-right');
  const graphArea = createElement('div', 'calc-ui-graph-area', { role: 'region', 'aria-label': 'Graph' }, [
    graphControls,
  ]);
  const expand = createButton('calc-ui-expand', '»', 'Show expression list', () => setCollapsed(false));
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

/**
 * The content model as its unit tests build it: a CalculatorContent on a host that keeps the viewport it
 * is given and records every change it is told, with the default palette and settings.
 */
import { CalculatorContent, type ContentHost } from './calculator-content';
import { DEFAULT_PALETTE } from './colors';
import { DEFAULT_GRAPH_SETTINGS } from './graph-settings';
import type { MathBounds } from './viewport';

const HOME: MathBounds = { left: -10, right: 10, bottom: -7.5, top: 7.5 };

export interface TestContent {
  content: CalculatorContent;
  host: ContentHost & { changes: unknown[] };
  setViewport(bounds: MathBounds): void;
}

export function newTestContent(
  options: { clearIntoDegreeMode?: boolean; viewport?: MathBounds } = {},
): TestContent {
  const home = options.viewport ?? HOME;
  let viewport = home;
  const host: TestContent['host'] = {
    changes: [],
    viewport: () => viewport,
    setViewport: (bounds) => {
      viewport = bounds ?? home;
    },
    contentChanged: (change) => host.changes.push(change),
  };
  const content = new CalculatorContent(
    host,
    () => DEFAULT_PALETTE,
    { ...DEFAULT_GRAPH_SETTINGS },
    ['change', 'graphReset'],
    () => options.clearIntoDegreeMode === true,
  );
  return { content, host, setViewport: (bounds) => (viewport = bounds) };
}

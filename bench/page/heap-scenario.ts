/**
 * The heap workload's page side: builds 1000 expressions in one library and destroys them again; the
 * runner measures the heaps (main thread and workers, after forced garbage collection) between the steps
 * through the DevTools protocol, which sees the worker's heap too.
 */
import { ensureOurLib, loadScript, ourLib, whenIdle, type OurCalculator } from './our-calculator';
import { createFunctionPlot } from './peers/function-plot';
import { createJsxBoard, freeJsxBoard, type JsxBoard } from './peers/jsxgraph';
import { createStage, nextFrame, removeStage } from './stage';
import { VIEW } from './view';
import type { Library } from './workload-end-to-end';

let teardown: (() => void) | undefined;

export function heapExpression(index: number): { ours: string; peer: string } {
  const offset = (index % 100) / 100;
  return {
    ours: `y=\\frac{x^{2}}{${index + 1}}+\\sin(x+${offset})`,
    peer: `x^2/${index + 1}+sin(x+${offset})`,
  };
}

/** Loads the library's script (peers from the bench server) without creating anything: the baseline. */
export async function loadHeapLibrary(library: Library, ourScriptUrl: string): Promise<void> {
  if (library === 'ours') await ensureOurLib(ourScriptUrl);
  else await loadScript(library === 'function-plot' ? '/peers/function-plot.js' : '/peers/jsxgraph.js');
}

export async function createHeapScenario(library: Library, count: number): Promise<void> {
  const stage = createStage();
  const indices = Array.from({ length: count }, (_, index) => index);
  if (library === 'ours') {
    const calculator = ourLib()?.GraphingCalculator(stage) as OurCalculator;
    calculator.setExpressions(
      indices.map((index) => ({ id: `e${index}`, latex: heapExpression(index).ours })),
    );
    await whenIdle(calculator);
    teardown = () => calculator.destroy();
  } else if (library === 'function-plot') {
    createFunctionPlot(
      stage,
      indices.map((index) => ({ fn: heapExpression(index).peer })),
      VIEW,
    );
    await nextFrame();
    // function-plot has no destroy: removing its target is all a page can do.
    teardown = () => undefined;
  } else {
    const board: JsxBoard = createJsxBoard(stage, VIEW);
    board.suspendUpdate();
    for (const index of indices) board.create('functiongraph', [heapExpression(index).peer]);
    board.unsuspendUpdate();
    await nextFrame();
    teardown = () => freeJsxBoard(board);
  }
  const destroy = teardown;
  teardown = () => {
    destroy();
    removeStage(stage);
  };
}

export async function destroyHeapScenario(): Promise<void> {
  teardown?.();
  teardown = undefined;
  await nextFrame();
}

/**
 * Creates and destroys a calculator `cycles` times in one element (an expression, a helper, an observer
 * each time), as api-lifecycle.browser.test.ts does: the runner reads the heap before and after.
 */
export async function runCreateDestroyCycles(cycles: number): Promise<number> {
  const stage = createStage();
  for (let index = 0; index < cycles; index++) {
    const calculator = ourLib()?.GraphingCalculator(stage) as OurCalculator & Record<string, any>;
    calculator.setExpression({ id: 'a', latex: `y=x^2+${index % 4}` });
    calculator.HelperExpression({ latex: '2' });
    calculator.observe('graphpaperBounds', () => undefined);
    await whenIdle(calculator);
    calculator.destroy();
  }
  const children = stage.children.length;
  removeStage(stage);
  return children;
}

/** Our calculator as an embedding page sees it: the `Lib` global of the served script, typed for the bench. */
export interface OurCalculator {
  setExpression(state: { id: string; latex: string; color?: string }): void;
  setExpressions(states: { id: string; latex: string }[]): void;
  removeExpressions(states: { id: string }[]): void;
  setMathBounds(bounds: { left: number; right: number; bottom: number; top: number }): void;
  observe(property: string, callback: () => void): void;
  unobserve(property: string): void;
  readonly expressionAnalysis: Record<string, { isError: boolean; errorCode?: string }>;
  destroy(): void;
}

export const WHEN_IDLE = Symbol.for('calculator.whenIdle');

export function ourLib(): { GraphingCalculator(element: HTMLElement): OurCalculator } | undefined {
  return (window as any).Lib;
}

/** Resolves once analysis, sampling and the frame that shows them are done (the tests' idle signal). */
export function whenIdle(calculator: OurCalculator): Promise<void> {
  return (calculator as unknown as Record<symbol, () => Promise<void>>)[WHEN_IDLE]();
}

export function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`cannot load ${url}`));
    document.head.appendChild(script);
  });
}

/** Loads our served script once per page. */
export async function ensureOurLib(scriptUrl: string): Promise<void> {
  if (!ourLib()) await loadScript(scriptUrl);
}

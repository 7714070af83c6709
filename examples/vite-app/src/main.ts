// The package's ES module: the worker and the WASM come inlined, so Vite needs no configuration.
import { GraphingCalculator, type ExpressionAnalysis } from 'embeddable-calculator';

const element = document.getElementById('calculator') as HTMLElement;
const calculator = GraphingCalculator(element, { expressions: false, keypad: false });
calculator.setExpression({ id: 'parabola', latex: 'y=x^2', color: '#c74440' });
calculator.setMathBounds({ left: -5, right: 5, bottom: -2, top: 8 });
calculator.observe('expressionAnalysis', () => {
  const analysis: ExpressionAnalysis | undefined = calculator.expressionAnalysis['parabola'];
  document.body.dataset.graphable = String(analysis?.isGraphable === true);
});

// For the test that drives this app (test/package-vite-app.browser.test.ts).
(window as unknown as { calc: typeof calculator }).calc = calculator;

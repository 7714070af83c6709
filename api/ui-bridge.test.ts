import { describe, expectTypeOf, it } from 'vitest';
import type { CalculatorForUi } from '../ui/calculator-adapter';
import type { createCalculatorForUi } from './ui-bridge';

describe('createCalculatorForUi', () => {
  it("implements the UI's CalculatorForUi contract", () => {
    expectTypeOf<ReturnType<typeof createCalculatorForUi>>().toExtend<CalculatorForUi>();
  });
});

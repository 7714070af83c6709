import { describe, expect, it } from 'vitest';
import { disallowedReason, fourFunctionRules, SCIENTIFIC_RULES } from './math-rules';
import { readMath } from './math-items';

describe('entry rules', () => {
  it('lets the four-function calculator take arithmetic, ans and its additional functions only', () => {
    const sqrtOnly = fourFunctionRules(['sqrt']);
    expect(disallowedReason(readMath('2+3×4÷(1−5)+ans'), sqrtOnly)).toBeUndefined();
    expect(disallowedReason(readMath('sqrt(9)'), sqrtOnly)).toBeUndefined();
    expect(disallowedReason(readMath('2^3'), sqrtOnly)?.message).toMatch(/Exponents/);
    expect(disallowedReason(readMath('50%'), sqrtOnly)?.message).toMatch(/Percent/);
    expect(disallowedReason(readMath('(2x)'), sqrtOnly)?.message).toMatch(/Only numbers/);
    expect(disallowedReason(readMath('sin(3)'), sqrtOnly)?.message).toMatch(/Only numbers/);
    expect(disallowedReason(readMath('5!'), sqrtOnly)).toMatchObject({
      message: "'!' is not available in this calculator",
      messageId: 'basic.operatorUnavailable',
      messageValues: { operator: '!' },
    });
    const exponentPercent = fourFunctionRules(['exponent', 'percent']);
    expect(disallowedReason(readMath('2^3+50%'), exponentPercent)).toBeUndefined();
    expect(disallowedReason(readMath('√9'), exponentPercent)?.message).toMatch(/Square roots/);
  });

  it('lets the scientific calculator take everything', () => {
    expect(disallowedReason(readMath('f(x)=sin(x)^2+5!+50%'), SCIENTIFIC_RULES)).toBeUndefined();
  });
});

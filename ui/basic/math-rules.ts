/**
 * What each calculator lets a person enter. The four-function calculator has digits, the four
 * operations, parentheses, `ans` and the one or two additional functions its options name; the
 * scientific calculator has everything the language reads.
 */
import type { AdditionalFunction } from './basic-options';
import type { MathItem } from './math-items';

export interface EntryRules {
  readonly letters: boolean;
  readonly exponent: boolean;
  readonly percent: boolean;
  readonly sqrt: boolean;
}

export const SCIENTIFIC_RULES: EntryRules = { letters: true, exponent: true, percent: true, sqrt: true };

export function fourFunctionRules(additionalFunctions: readonly AdditionalFunction[]): EntryRules {
  return {
    letters: false,
    exponent: additionalFunctions.includes('exponent'),
    percent: additionalFunctions.includes('percent'),
    sqrt: additionalFunctions.includes('sqrt'),
  };
}

function children(item: MathItem): readonly MathItem[] {
  switch (item.kind) {
    case 'power':
      return item.exponent;
    case 'subscript':
    case 'group':
    case 'braces':
      return item.items;
    case 'root':
      return [...(item.index ?? []), ...item.body];
    case 'fraction':
      return [...item.numerator, ...item.denominator];
    case 'function':
      return item.base ?? [];
    default:
      return [];
  }
}

/** Why an entry is not allowed here, or undefined when it is. */
export function disallowedReason(items: readonly MathItem[], rules: EntryRules): string | undefined {
  for (const item of items) {
    const reason = itemReason(item, rules) ?? disallowedReason(children(item), rules);
    if (reason) return reason;
  }
  return undefined;
}

function itemReason(item: MathItem, rules: EntryRules): string | undefined {
  if (rules.letters) return undefined;
  switch (item.kind) {
    case 'letter':
    case 'constant':
    case 'function':
    case 'subscript':
    case 'raw':
      return 'Only numbers, + − × ÷, parentheses and ans can be used in this calculator';
    case 'power':
      return rules.exponent ? undefined : 'Exponents are not available in this calculator';
    case 'root':
      return rules.sqrt && !item.index ? undefined : 'Square roots are not available in this calculator';
    case 'operator':
      if (item.operator === '%')
        return rules.percent ? undefined : 'Percent is not available in this calculator';
      return ['+', '-', 'times', 'cdot', 'div', '/'].includes(item.operator)
        ? undefined
        : `'${item.operator}' is not available in this calculator`;
    default:
      return undefined;
  }
}

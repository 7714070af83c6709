/**
 * What each calculator lets a person enter. The four-function calculator has digits, the four
 * operations, parentheses, `ans` and the one or two additional functions its options name; the
 * scientific calculator has everything the language reads.
 */
import type { AdditionalFunction } from './basic-options';
import type { ErrorOutcome } from './evaluation';
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

/** A refusal, by catalog id, with its English text. */
function refusal(messageId: string, message: string, operator?: string): ErrorOutcome {
  return operator === undefined
    ? { kind: 'error', message, messageId }
    : { kind: 'error', message, messageId, messageValues: { operator } };
}

/** Why an entry is not allowed here, or undefined when it is. */
export function disallowedReason(items: readonly MathItem[], rules: EntryRules): ErrorOutcome | undefined {
  for (const item of items) {
    const reason = itemReason(item, rules) ?? disallowedReason(children(item), rules);
    if (reason) return reason;
  }
  return undefined;
}

function itemReason(item: MathItem, rules: EntryRules): ErrorOutcome | undefined {
  if (rules.letters) return undefined;
  switch (item.kind) {
    case 'letter':
    case 'constant':
    case 'function':
    case 'subscript':
    case 'raw':
      return refusal(
        'basic.onlyBasicOperations',
        'Only numbers, + − × ÷, parentheses and ans can be used in this calculator',
      );
    case 'power':
      return rules.exponent
        ? undefined
        : refusal('basic.exponentsUnavailable', 'Exponents are not available in this calculator');
    case 'root':
      return rules.sqrt && !item.index
        ? undefined
        : refusal('basic.squareRootsUnavailable', 'Square roots are not available in this calculator');
    case 'operator':
      if (item.operator === '%')
        return rules.percent
          ? undefined
          : refusal('basic.percentUnavailable', 'Percent is not available in this calculator');
      return ['+', '-', 'times', 'cdot', 'div', '/'].includes(item.operator)
        ? undefined
        : refusal(
            'basic.operatorUnavailable',
            `'${item.operator}' is not available in this calculator`,
            item.operator,
          );
    default:
      return undefined;
  }
}

/**
 * The argument names an ICU message uses (`{index}`, `{kind, select, …}`, plural variables), with the option
 * keys of each select and plural, read from intl-messageformat's parsed AST. Used to check that a translation
 * keeps English's placeholders: a lost `{source}` would drop the culprit from an error message, and an extra
 * one would throw when formatted.
 */
import { IntlMessageFormat } from 'intl-messageformat';

interface AstElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

/** Parses a message; throws a SyntaxError naming the problem when it is not valid ICU. */
export function parseMessage(message: string): AstElement[] {
  return new IntlMessageFormat(message, 'en').getAst() as unknown as AstElement[];
}

function collect(elements: AstElement[], into: Set<string>): void {
  for (const element of elements) {
    // Element types 1–6 (argument, number, date, time, select, plural) carry the argument name as `value`;
    // 0 is literal text and 7 the `#` of a plural, 8 a rich-text tag (its children are messages too).
    if (element.type >= 1 && element.type <= 6 && typeof element.value === 'string') {
      into.add(element.value);
    }
    if (element.options !== undefined) {
      for (const [key, option] of Object.entries(element.options)) {
        into.add(`${String(element.value)}=${key}`);
        collect(option.value, into);
      }
    }
    if (element.children !== undefined) collect(element.children, into);
  }
}

/** Sorted argument names, plus `name=option` for each select/plural option key. */
export function listMessageArguments(message: string): string[] {
  const names = new Set<string>();
  collect(parseMessage(message), names);
  return [...names].sort();
}

/**
 * Helper expressions: evaluated with the list (so they see its definitions) but not shown in it. Each
 * helper is sent to the engine as a hidden expression under an id no page can collide with, and its
 * `numericValue` / `listValue` follow the analysis of that id. Values are undefined until first
 * evaluated; observers are called on changes only, never on registration.
 */
import type { ExpressionAnalysis, ExpressionInput } from '../../worker/protocol';
import { ObserverRegistry } from '../model/observers';

/** A control character starts the engine id, so it cannot equal an id a page chose. */
const HELPER_ID_PREFIX = '\u0001helper:';

export interface HelperExpressionObject {
  readonly latex: string;
  readonly numericValue: number | undefined;
  readonly listValue: number[] | undefined;
  observe(property: string, callback: (...args: unknown[]) => void): void;
  unobserve(property: string): void;
}

interface Helper {
  readonly id: string;
  readonly latex: string;
  readonly observers: ObserverRegistry;
  numericValue: number | undefined;
  listValue: number[] | undefined;
}

function sameList(first: number[] | undefined, second: number[] | undefined): boolean {
  if (first === second) return true;
  if (!first || !second || first.length !== second.length) return false;
  return first.every((value, index) => Object.is(value, second[index]));
}

export class HelperExpressions {
  private readonly helpers: Helper[] = [];
  private nextId = 1;

  constructor(
    private readonly withListValue: boolean,
    private readonly isDestroyed: (operation: string) => boolean,
  ) {}

  create(input: unknown): { object: HelperExpressionObject; added: boolean } {
    const latex =
      input && typeof input === 'object' && typeof (input as { latex?: unknown }).latex === 'string'
        ? (input as { latex: string }).latex
        : '';
    const helper: Helper = {
      id: `${HELPER_ID_PREFIX}${this.nextId++}`,
      latex,
      observers: new ObserverRegistry(),
      numericValue: undefined,
      listValue: undefined,
    };
    this.helpers.push(helper);
    const object = {
      latex,
      observe: (property: string, callback: (...args: unknown[]) => void) => {
        if (!this.isDestroyed('HelperExpression.observe')) helper.observers.add(property, callback);
      },
      unobserve: (property: string) => {
        if (!this.isDestroyed('HelperExpression.unobserve')) helper.observers.remove(property);
      },
    } as Record<string, unknown>;
    Object.defineProperty(object, 'numericValue', { enumerable: true, get: () => helper.numericValue });
    if (this.withListValue)
      Object.defineProperty(object, 'listValue', {
        enumerable: true,
        get: () => helper.listValue?.slice(),
      });
    return { object: object as unknown as HelperExpressionObject, added: latex !== '' };
  }

  /** The helpers as the engine sees them: hidden expressions. */
  inputs(): ExpressionInput[] {
    return this.helpers
      .filter((helper) => helper.latex !== '')
      .map(({ id, latex }) => ({ id, latex, hidden: true }));
  }

  isHelperId(id: string): boolean {
    return id.startsWith(HELPER_ID_PREFIX);
  }

  /** Updates values from a fresh analysis and tells the observers of those that changed. */
  applyAnalysis(analysis: Readonly<Record<string, ExpressionAnalysis>>): void {
    for (const helper of this.helpers) {
      const entry = analysis[helper.id];
      if (!entry) continue;
      const evaluation = entry.evaluation;
      // An expression that does not evaluate to a number (an error, an undefined piecewise) is NaN.
      const numeric = evaluation?.type === 'Number' ? evaluation.value : NaN;
      const list = evaluation?.type === 'ListOfNumber' ? evaluation.value.slice() : undefined;
      const numericChanged = !Object.is(numeric, helper.numericValue);
      const listChanged = !sameList(list, helper.listValue);
      helper.numericValue = numeric;
      helper.listValue = list;
      if (numericChanged) helper.observers.notify('numericValue', 'numericValue', helper.numericValue);
      if (listChanged && this.withListValue)
        helper.observers.notify('listValue', 'listValue', helper.listValue);
    }
  }

  clear(): void {
    for (const helper of this.helpers) helper.observers.clear();
    this.helpers.length = 0;
  }
}

/**
 * Evaluation of one calculator entry by the engine worker, the same language and WASM VM as the
 * graphing calculator. The basic calculators are sequential where the graphing list is not: `ans` is the
 * answer of the entry before, and a name defined again takes its newest definition. So each entry is
 * sent with the definitions in force at that point (the newest per name) and with `ans` replaced by the
 * exact previous value; the engine's analysis of the whole little list gives the entry's value.
 */
import { parseLatex } from '../../language/index';
import type { UpdateRequest, UpdateResult } from '../../worker/protocol';
import { ANSWER_LATEX } from './math-latex';
import { exactNumberLatex } from './number-format';

export type EngineUpdate = (request: UpdateRequest) => Promise<UpdateResult>;

export interface DefinitionContext {
  /** Definitions in force, newest per name, as LaTeX (`a=3`, `f(x)=2x`). */
  readonly definitions: ReadonlyMap<string, string>;
  /** The previous entry's value, for `ans`. */
  readonly answer?: number;
  readonly degreeMode: boolean;
  /** False when the scientific calculator's functionDefinition option is off. */
  readonly allowFunctionDefinitions: boolean;
}

/**
 * An entry that has no value: `message` is the English text (what saved states have always held); the
 * calculator shows it in its language from `code` and `source` (an error of the expression language,
 * i18n's `formatLanguageError`) or from `messageId` and `messageValues` (the calculator's own messages).
 */
export interface ErrorOutcome {
  readonly kind: 'error';
  readonly message: string;
  readonly messageId?: string;
  readonly messageValues?: Readonly<Record<string, string>>;
  readonly code?: string;
  readonly source?: string;
}

/** An entry's outcome, as it is kept in the history and the saved state. */
export type EntryOutcome =
  | { readonly kind: 'value'; readonly value: number; readonly defines?: string }
  | { readonly kind: 'function'; readonly defines: string }
  | ErrorOutcome;

/** One of the calculator's own messages, by catalog id, with its English text. */
function failure(messageId: string, message: string): ErrorOutcome {
  return { kind: 'error', message, messageId };
}

/** The engine's analysis of an entry that has an error. */
function languageFailure(analysis: {
  errorMessage?: string;
  errorCode?: string;
  errorSource?: string;
}): ErrorOutcome {
  const outcome: ErrorOutcome = failure(
    'basic.cannotEvaluate',
    analysis.errorMessage ?? 'This entry cannot be evaluated',
  );
  if (analysis.errorCode === undefined) return outcome;
  return analysis.errorSource === undefined
    ? { ...outcome, code: analysis.errorCode }
    : { ...outcome, code: analysis.errorCode, source: analysis.errorSource };
}

interface EntryShape {
  readonly definition?: { readonly kind: 'variable' | 'function'; readonly name: string };
  /** For a variable definition, the LaTeX right of the `=`. */
  readonly valueLatex?: string;
}

/** Any viewport will do: basic calculators draw nothing, they only read the analysis. */
const NO_VIEWPORT = { xmin: -10, xmax: 10, ymin: -10, ymax: 10, widthPixels: 1, heightPixels: 1 };

function shapeOf(latex: string): EntryShape {
  let statement;
  try {
    statement = parseLatex(latex);
  } catch {
    return {};
  }
  if (statement.type !== 'equation') return {};
  const { left } = statement;
  const equals = latex.indexOf('=', left.end);
  const valueLatex = equals >= 0 ? latex.slice(equals + 1) : undefined;
  if (left.type === 'identifier') return { definition: { kind: 'variable', name: left.name }, valueLatex };
  if (left.type === 'apply' && left.arguments.every((argument) => argument.type === 'identifier'))
    return { definition: { kind: 'function', name: left.callee.name } };
  return {};
}

/** The LaTeX with `ans` replaced by the exact value it stands for. */
export function resolveAnswer(latex: string, answer: number): string {
  return latex.split(ANSWER_LATEX).join(exactNumberLatex(answer));
}

export class EntryEvaluator {
  private generation = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly update: EngineUpdate,
    private readonly calculatorId: number,
  ) {}

  /** Evaluations run one after another, so none is dropped by the worker as stale. */
  evaluate(latex: string, context: DefinitionContext): Promise<EntryOutcome> {
    const run = this.queue.then(() => this.run(latex, context));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(rawLatex: string, context: DefinitionContext): Promise<EntryOutcome> {
    if (rawLatex.trim() === '') return failure('basic.nothingToEvaluate', 'Nothing to evaluate');
    if (rawLatex.includes(ANSWER_LATEX) && context.answer === undefined)
      return failure('basic.noAnswerYet', 'There is no answer yet to use as ans');
    const latex = resolveAnswer(rawLatex, context.answer ?? 0);
    const shape = shapeOf(latex);
    if (shape.definition?.kind === 'function' && !context.allowFunctionDefinitions)
      return failure(
        'basic.functionDefinitionsOff',
        'Function definitions are turned off in this calculator',
      );
    const expressions = [...context.definitions]
      .filter(([name]) => name !== shape.definition?.name)
      .map(([name, definition]) => ({ id: `definition:${name}`, latex: definition, hidden: true }));
    expressions.push({ id: 'entry', latex, hidden: true });
    if (shape.valueLatex !== undefined && shape.definition?.kind === 'variable')
      expressions.push({ id: 'value', latex: shape.valueLatex, hidden: true });
    const result = await this.update({
      calculatorId: this.calculatorId,
      generation: ++this.generation,
      expressions,
      degreeMode: context.degreeMode,
      viewport: NO_VIEWPORT,
    });
    const entry = result.analysis.entry;
    if (!entry) return failure('basic.engineDidNotAnswer', 'The engine did not answer');
    if (entry.isError) return languageFailure(entry);
    if (shape.definition?.kind === 'function') return { kind: 'function', defines: shape.definition.name };
    const valued = shape.definition ? (result.analysis.value ?? entry) : entry;
    if (valued.isError) return languageFailure(valued);
    const evaluation = valued.evaluation;
    if (evaluation?.type !== 'Number')
      return failure('basic.notSingleNumber', 'This entry has no single number as its value');
    // Comlink clones NaN and Infinity faithfully; a missing value (JSON-shaped states) reads as NaN.
    const value = typeof evaluation.value === 'number' ? evaluation.value : NaN;
    return shape.definition
      ? { kind: 'value', value, defines: shape.definition.name }
      : { kind: 'value', value };
  }
}

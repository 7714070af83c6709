/**
 * The list analysis of one entry in the shape of the spec's `expressionAnalysis` values: isGraphable,
 * isError, errorMessage, evaluationDisplayed, evaluation ({type:'Number'} or {type:'ListOfNumber'}).
 */
import type { ListEntryAnalysis } from '../language/index';
import type { WireExpressionAnalysis } from './protocol';

const GRAPHABLE_EFFECTS: ReadonlySet<string> = new Set([
  'explicit',
  'parametric',
  'polar',
  'implicit',
  'inequality',
  'points',
  'polygon',
  'polygons',
  'statistical-plot',
]);

function evaluationOf(value: number | readonly number[]): NonNullable<WireExpressionAnalysis['evaluation']> {
  return typeof value === 'number'
    ? { type: 'Number', value }
    : { type: 'ListOfNumber', value: new Float64Array(value) };
}

/** `latex`: the entry's source, from which the error's culprit is cut for localized messages. */
export function toPublicAnalysis(entry: ListEntryAnalysis, latex?: string): WireExpressionAnalysis {
  const { effect, definition } = entry;
  if (effect.kind === 'error') {
    const analysis: WireExpressionAnalysis = {
      isGraphable: false,
      isError: true,
      errorMessage: effect.error.message,
      errorCode: effect.error.code,
    };
    if (latex !== undefined) analysis.errorSource = latex.slice(effect.error.start, effect.error.end);
    if (effect.error.undefinedNames) analysis.undefinedNames = effect.error.undefinedNames.slice();
    return analysis;
  }
  const analysis: WireExpressionAnalysis = {
    isGraphable: GRAPHABLE_EFFECTS.has(effect.kind),
    isError: false,
  };
  if (entry.regression) {
    const { statistics, parameters, dependentParameters, ...rest } = entry.regression;
    analysis.regression = {
      ...rest,
      parameters: parameters.map(({ name, value }) => ({ name, value })),
      dependentParameters: dependentParameters.slice(),
      statistics: { ...statistics },
    };
  }
  if (effect.kind === 'evaluation') {
    analysis.evaluationDisplayed = true;
    analysis.evaluation = evaluationOf(effect.value);
  } else if (definition?.kind === 'variable' && definition.value !== undefined) {
    // `a=1` is a slider, whose value is its own text; `a=2+3` shows its value, as calculators do.
    analysis.evaluationDisplayed = !definition.sliderCandidate;
    analysis.evaluation = evaluationOf(definition.value);
  }
  return analysis;
}

/**
 * The work scope bodies may do in one call: a cap on body evaluations (integration nodes, terms of sums,
 * interval pieces) between two `resetScratch` calls, so that an expression such as three nested hard
 * integrals cannot hold the worker for minutes (a running WASM call cannot be interrupted). Once it is
 * spent, bodies are not run any more: point scopes answer NaN, interval scopes the whole line, flagged.
 * 2^26 evaluations take about a second for a body of a few operations.
 */
export const MAX_SCOPE_EVALUATIONS: f64 = 67108864;

let spentEvaluations: f64 = 0;

export function resetScopeBudget(): void {
  spentEvaluations = 0;
}

/** Charges `count` evaluations; false once this call's budget is spent (the body must not run). */
export function chargeScopeBudget(count: i32): bool {
  spentEvaluations += <f64>count;
  return spentEvaluations <= MAX_SCOPE_EVALUATIONS;
}

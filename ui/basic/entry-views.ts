/**
 * What the history shows of each entry: its text, its result (a number, a definition's note or the
 * error), and, in a braille mode, the entry with its result in braille.
 */
import type { BrailleMode } from './basic-options';
import type { HistoryEntry } from './basic-state';
import type { EntryView } from './basic-view';
import { brailleEquation, brailleOf } from './braille';
import type { EntryOutcome } from './evaluation';
import { formatNumber } from './number-format';

export function outcomeText(outcome: EntryOutcome): string {
  if (outcome.kind === 'error') return outcome.message;
  if (outcome.kind === 'function') return `${outcome.defines} is defined`;
  return formatNumber(outcome.value).text;
}

export function entryViews(entries: readonly HistoryEntry[], mode: BrailleMode): EntryView[] {
  return entries.map((entry) => {
    const result = outcomeText(entry.outcome);
    const isValue = entry.outcome.kind === 'value';
    let braille: string | undefined;
    if (mode !== 'none')
      braille = isValue ? brailleEquation(entry.text, result, mode) : brailleOf(entry.text, mode);
    return { text: entry.text, result, isError: entry.outcome.kind === 'error', isValue, braille };
  });
}

/**
 * What the history shows of each entry: its text (typeset from what was typed), its result (a number, a definition's note or the
 * error), and, in a braille mode, the entry with its result in braille.
 */
import { formatLanguageError, type Translator } from '../../i18n/index';
import {
  formatNumber,
  readMath,
  toDisplayLatex,
  type BrailleMode,
  type EntryOutcome,
  type ErrorOutcome,
  type HistoryEntry,
} from '../../api/basic/index';
import type { EntryView } from './basic-view';
import { brailleEquation, brailleOf } from './braille';

/** An error in the translator's language (the English `message` when it has nothing else to go by). */
export function errorText(outcome: ErrorOutcome, translator: Translator): string {
  if (outcome.code !== undefined) return formatLanguageError(translator, outcome);
  if (outcome.messageId !== undefined) return translator.format(outcome.messageId, outcome.messageValues);
  return outcome.message;
}

export function outcomeText(outcome: EntryOutcome, translator: Translator): string {
  if (outcome.kind === 'error') return errorText(outcome, translator);
  if (outcome.kind === 'function') return translator.format('basic.isDefined', { name: outcome.defines });
  return formatNumber(outcome.value).text;
}

export function entryViews(
  entries: readonly HistoryEntry[],
  mode: BrailleMode,
  translator: Translator,
): EntryView[] {
  return entries.map((entry) => {
    const result = outcomeText(entry.outcome, translator);
    const isValue = entry.outcome.kind === 'value';
    let braille: string | undefined;
    if (mode !== 'none')
      braille = isValue ? brailleEquation(entry.text, result, mode) : brailleOf(entry.text, mode);
    const latex = toDisplayLatex(readMath(entry.input ?? entry.text));
    return { text: entry.text, latex, result, isError: entry.outcome.kind === 'error', isValue, braille };
  });
}

/**
 * Braille cells as Unicode braille patterns (U+2800 + dot bits), which screen readers pass to
 * refreshable displays unchanged, and the letter cells both codes share.
 */

/** The cell with the given dots (1–6). */
export function cell(...dots: number[]): string {
  return String.fromCharCode(0x2800 + dots.reduce((bits, dot) => bits | (1 << (dot - 1)), 0));
}

/** The dots of a cell, ascending. */
export function dotsOf(braille: string): number[] {
  const bits = braille.charCodeAt(0) - 0x2800;
  return [1, 2, 3, 4, 5, 6].filter((dot) => bits & (1 << (dot - 1)));
}

export const BLANK = '⠀';

/** Literary braille letters a–z, shared by Nemeth and UEB. */
export const LETTERS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyz'].map((letter, index) => [letter, '⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵'[index]]),
);

/** A letter, capitals with the capital indicator (dot 6) as both codes write them. */
export function letterCells(letter: string): string {
  const lower = letter.toLowerCase();
  const cells = LETTERS[lower] ?? '⠿';
  return letter === lower ? cells : `⠠${cells}`;
}

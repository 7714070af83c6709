import { describe, expect, it } from 'vitest';
import { brailleOf } from './braille';
import { NEMETH_EXAMPLES, UEB_EXAMPLES } from './braille-examples';

describe('Nemeth', () => {
  it.each(NEMETH_EXAMPLES)('%s', (text, cells) => {
    expect(brailleOf(text, 'nemeth')).toBe(cells);
  });

  it('has at least 30 published examples', () => {
    expect(NEMETH_EXAMPLES.length).toBeGreaterThanOrEqual(30);
  });
});

describe('UEB', () => {
  it.each(UEB_EXAMPLES)('%s', (text, cells) => {
    expect(brailleOf(text, 'ueb')).toBe(cells);
  });

  it('has at least 30 published examples', () => {
    expect(UEB_EXAMPLES.length).toBeGreaterThanOrEqual(30);
  });
});

import { describe, expect, it } from 'vitest';
import { splitNoteLinks } from './note-links';

describe('splitNoteLinks', () => {
  it('finds http and https links and leaves trailing punctuation out', () => {
    expect(splitNoteLinks('see https://example.com/a?b=1. and http://x.org')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org' },
    ]);
  });

  it('never turns script or markup into a link', () => {
    const parts = splitNoteLinks('javascript:alert(1) <img src=x onerror=alert(1)>');
    expect(parts).toEqual([{ kind: 'text', text: 'javascript:alert(1) <img src=x onerror=alert(1)>' }]);
  });
});

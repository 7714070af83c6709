import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

describe('ByteLru', () => {
  it('never holds more than its budget, dropping the least recently used first', () => {
    const cache = new ByteLru<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect(cache.bytes).toBe(80);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('drops as many entries as a large value needs, and keeps none larger than the budget', () => {
    const cache = new ByteLru<string>(100);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key, 25);
    cache.set('big', 'BIG', 70);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, undefined]);
    expect(cache.get('d')).toBe('d');
    expect(cache.bytes).toBe(95);
    cache.set('huge', 'HUGE', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(95);
  });

  it('replaces a key without counting it twice, and drops keys by prefix', () => {
    const cache = new ByteLru<number>(100);
    cache.set('file1|a', 1, 30);
    cache.set('file1|a', 2, 50);
    cache.set('file2|a', 3, 10);
    expect(cache.bytes).toBe(60);
    cache.deletePrefix('file1|');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
  });
});

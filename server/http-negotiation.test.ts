import { describe, expect, it } from 'vitest';
import { acceptsGzip, MalformedRequestError, matchesIfNoneMatch, readQueryValues } from './http-negotiation';

describe('readQueryValues', () => {
  it('decodes form-encoded values and collects repeats', () => {
    expect(readQueryValues('apiKey=a%20b+c&lang=en', 'apiKey')).toEqual(['a b c']);
    expect(readQueryValues('apiKey=1&x&apiKey=2', 'apiKey')).toEqual(['1', '2']);
    expect(readQueryValues('api%4Bey=k', 'apiKey')).toEqual(['k']);
    expect(readQueryValues('apiKey', 'apiKey')).toEqual(['']);
    expect(readQueryValues('', 'apiKey')).toEqual([]);
  });

  it('throws MalformedRequestError on invalid percent-encoding anywhere', () => {
    expect(() => readQueryValues('apiKey=%zz', 'apiKey')).toThrow(MalformedRequestError);
    expect(() => readQueryValues('other=%E0%A4%A&apiKey=k', 'apiKey')).toThrow(MalformedRequestError);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['GZIP', true],
    ['deflate, gzip;q=0.5', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br, identity', false],
    ['gzip;q=abc', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in lists, and with *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKeyStore, parseApiKeys } from './api-keys';

const ALL = { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: true };

describe('parseApiKeys', () => {
  it('maps each key to its features', () => {
    const keys = parseApiKeys({ a: ALL, b: { ...ALL, FourFunctionCalculator: false } }, 'keys.json');
    expect([...keys.keys()]).toEqual(['a', 'b']);
    expect(keys.get('b')).toEqual({ ...ALL, FourFunctionCalculator: false });
  });

  it('keeps __proto__ as an ordinary key', () => {
    const keys = parseApiKeys(JSON.parse(`{"__proto__": ${JSON.stringify(ALL)}}`), 'keys.json');
    expect(keys.get('__proto__')).toEqual(ALL);
    expect(keys.get('constructor')).toBeUndefined();
  });

  it.each([
    [[], /expected an object mapping/],
    [null, /expected an object mapping/],
    [{ '': ALL }, /must not be empty/],
    [{ a: true }, /key "a": expected an object/],
    [{ a: { ...ALL, GraphingCalculator: 'yes' } }, /key "a": GraphingCalculator must be true or false/],
    [{ a: { GraphingCalculator: true, ScientificCalculator: true } }, /FourFunctionCalculator must be/],
    [{ a: { ...ALL, GraphingCalculater: true } }, /unknown field "GraphingCalculater"/],
  ])('rejects %j', (json, message) => {
    expect(() => parseApiKeys(json, 'keys.json')).toThrow(message);
  });
});

describe('createApiKeyStore', () => {
  let directory: string | undefined;
  afterEach(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('fails at once on a missing or invalid file, naming it', () => {
    directory = mkdtempSync(join(tmpdir(), 'api-keys-'));
    const file = join(directory, 'keys.json');
    expect(() => createApiKeyStore(file, () => {})).toThrow(/ENOENT/);
    writeFileSync(file, '{"a": ');
    expect(() => createApiKeyStore(file, () => {})).toThrow(`${file}: not valid JSON`);
  });

  it('finds the features of a known key', async () => {
    directory = mkdtempSync(join(tmpdir(), 'api-keys-'));
    const file = join(directory, 'keys.json');
    writeFileSync(file, JSON.stringify({ k: { ...ALL, ScientificCalculator: false } }));
    const store = createApiKeyStore(file, () => {});
    expect(await store.findFeatures('k')).toEqual({ ...ALL, ScientificCalculator: false });
    expect(await store.findFeatures('other')).toBeUndefined();
  });

  it('ships a keys file with the demo key, all calculators enabled', () => {
    const shipped = new URL('./api-keys.json', import.meta.url);
    const keys = parseApiKeys(JSON.parse(readFileSync(shipped, 'utf8')), 'server/api-keys.json');
    expect(keys.get('demo')).toEqual(ALL);
  });
});

import { mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
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

  /** Writes the keys file with a modification time `seconds` ahead, as a later edit would have. */
  function edit(file: string, text: string, seconds: number): void {
    writeFileSync(file, text);
    const time = new Date(Date.now() + seconds * 1000);
    utimesSync(file, time, time);
  }

  it('reports a missing file once, not per request, keeps the keys, and reports the recovery once', async () => {
    directory = mkdtempSync(join(tmpdir(), 'api-keys-'));
    const file = join(directory, 'keys.json');
    writeFileSync(file, JSON.stringify({ k: ALL }));
    const reports: string[] = [];
    const store = createApiKeyStore(file, (message) => reports.push(message));
    unlinkSync(file);
    for (let request = 0; request < 20; request++) expect(await store.findFeatures('k')).toEqual(ALL);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^API keys file unreadable, keeping previous keys: ENOENT/);

    edit(file, JSON.stringify({ k: ALL, added: ALL }), 5);
    for (let request = 0; request < 20; request++) expect(await store.findFeatures('added')).toEqual(ALL);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toBe(`API keys file ${file} is usable again: 2 keys in force`);
  });

  it('reports each different invalid edit once, however many requests follow', async () => {
    directory = mkdtempSync(join(tmpdir(), 'api-keys-'));
    const file = join(directory, 'keys.json');
    writeFileSync(file, JSON.stringify({ k: ALL }));
    const reports: string[] = [];
    const store = createApiKeyStore(file, (message) => reports.push(message));
    const requests = async () => {
      for (let request = 0; request < 10; request++) expect(await store.findFeatures('k')).toEqual(ALL);
    };
    edit(file, '{ "k": ', 5);
    await requests();
    edit(file, JSON.stringify({ k: { GraphingCalculator: 1 } }), 10);
    await requests();
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatch(/not reloaded, keeping previous keys: .*not valid JSON/);
    expect(reports[1]).toMatch(
      /not reloaded, keeping previous keys: .*GraphingCalculator must be true or false/,
    );
  });

  it('ships a keys file with the demo key, all calculators enabled', () => {
    const shipped = new URL('./api-keys.json', import.meta.url);
    const keys = parseApiKeys(JSON.parse(readFileSync(shipped, 'utf8')), 'server/api-keys.json');
    expect(keys.get('demo')).toEqual(ALL);
  });
});

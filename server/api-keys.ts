/**
 * API keys: which calculators each key may construct.
 *
 * The keys file is JSON shaped `{ "<key>": { "GraphingCalculator": true, "FourFunctionCalculator": false,
 * "ScientificCalculator": true } }`. It is read once when the store is created (an invalid file stops the
 * server from starting, so a typo is seen at once) and read again whenever its modification time, size or
 * inode changes; a later edit that does not parse is reported and the last good keys stay in force, so a
 * half-saved file never locks every page out.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

export const CALCULATOR_FEATURES = [
  'GraphingCalculator',
  'FourFunctionCalculator',
  'ScientificCalculator',
] as const;

export type CalculatorFeature = (typeof CALCULATOR_FEATURES)[number];

export type EnabledFeatures = Readonly<Record<CalculatorFeature, boolean>>;

export type ApiKeys = ReadonlyMap<string, EnabledFeatures>;

export interface ApiKeyStore {
  /** The features of `key`, or undefined when the key is unknown. */
  findFeatures(key: string): Promise<EnabledFeatures | undefined>;
}

/** Validates parsed keys-file JSON; the error names the file and the offending key or field. */
export function parseApiKeys(json: unknown, source: string): ApiKeys {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${source}: expected an object mapping each API key to its enabled calculators`);
  }
  const keys = new Map<string, EnabledFeatures>();
  for (const [key, value] of Object.entries(json)) {
    if (key.length === 0) throw new Error(`${source}: an API key must not be empty`);
    keys.set(key, parseEnabledFeatures(value, `${source}: key ${JSON.stringify(key)}`));
  }
  return keys;
}

function parseEnabledFeatures(value: unknown, context: string): EnabledFeatures {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${context}: expected an object of ${CALCULATOR_FEATURES.join(', ')}`);
  }
  const fields = value as Record<string, unknown>;
  // Unknown fields are refused so that a misspelt feature name cannot silently disable a calculator.
  for (const name of Object.keys(fields)) {
    if (!(CALCULATOR_FEATURES as readonly string[]).includes(name)) {
      throw new Error(`${context}: unknown field ${JSON.stringify(name)}`);
    }
  }
  const features = {} as Record<CalculatorFeature, boolean>;
  for (const name of CALCULATOR_FEATURES) {
    if (typeof fields[name] !== 'boolean') throw new Error(`${context}: ${name} must be true or false`);
    features[name] = fields[name];
  }
  return features;
}

function readApiKeysFileSync(file: string): ApiKeys {
  return parseApiKeys(parseJson(readFileSync(file, 'utf8'), file), file);
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

function describeFileVersion(details: { mtimeMs: number; size: number; ino: number }): string {
  return `${details.mtimeMs}:${details.size}:${details.ino}`;
}

/**
 * Loads the keys file now (throwing when it is missing or invalid) and returns a store that re-reads it
 * when it changes. `reportError` receives reload failures.
 */
export function createApiKeyStore(file: string, reportError: (message: string) => void): ApiKeyStore {
  let version = describeFileVersion(statSync(file));
  let keys = readApiKeysFileSync(file);
  let reload: Promise<void> | undefined;

  async function reloadIfChanged(): Promise<void> {
    let details;
    try {
      details = await stat(file);
    } catch (error) {
      // The file is being replaced or was removed: keep serving the keys we have.
      reportError(`API keys file unreadable, keeping previous keys: ${(error as Error).message}`);
      return;
    }
    const currentVersion = describeFileVersion(details);
    if (currentVersion === version) return;
    version = currentVersion;
    try {
      keys = parseApiKeys(parseJson(await readFile(file, 'utf8'), file), file);
    } catch (error) {
      reportError(`API keys file not reloaded, keeping previous keys: ${(error as Error).message}`);
    }
  }

  return {
    async findFeatures(key) {
      // Concurrent requests share one stat/read instead of each starting their own.
      reload ??= reloadIfChanged().finally(() => {
        reload = undefined;
      });
      await reload;
      return keys.get(key);
    },
  };
}

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
 * when it changes. `reportError` hears of each change of the file's state once: a problem (unreadable,
 * not JSON, not valid keys) when it appears or changes, and the recovery when it is usable again; never
 * once per request, so a missing file cannot flood the log.
 */
export function createApiKeyStore(file: string, reportError: (message: string) => void): ApiKeyStore {
  let version = describeFileVersion(statSync(file));
  let keys = readApiKeysFileSync(file);
  /** What is wrong with the content read at `version`, if anything. */
  let contentProblem: string | undefined;
  /** The state last reported: a problem, or undefined while the file is usable. */
  let reportedProblem: string | undefined;
  let reload: Promise<void> | undefined;

  function enterState(problem: string | undefined): void {
    if (problem === reportedProblem) return;
    reportedProblem = problem;
    reportError(problem ?? `API keys file ${file} is usable again: ${keys.size} keys in force`);
  }

  async function reloadIfChanged(): Promise<void> {
    let text: string;
    let currentVersion: string;
    try {
      currentVersion = describeFileVersion(await stat(file));
      if (currentVersion === version) {
        enterState(contentProblem);
        return;
      }
      text = await readFile(file, 'utf8');
    } catch (error) {
      // Being replaced, removed or unreadable: keep serving the keys we have, and look again next time.
      enterState(`API keys file unreadable, keeping previous keys: ${(error as Error).message}`);
      return;
    }
    version = currentVersion;
    try {
      keys = parseApiKeys(parseJson(text, file), file);
      contentProblem = undefined;
    } catch (error) {
      contentProblem = `API keys file not reloaded, keeping previous keys: ${(error as Error).message}`;
    }
    enterState(contentProblem);
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

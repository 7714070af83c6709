/**
 * The machinery of a settings registry: a setting is defined once, as data (its kind, default, whether
 * it is saved in states, whether the renderer draws it, the first version line that knows it and any
 * older spelling), and everything else is derived from that definition by the functions here: the
 * value types (mapped types over an `as const` registry), the defaults, the normalization of an update,
 * the saved part of a state, the part the renderer draws and each version line's names.
 *
 * Every function takes the registry as an argument rather than reading the calculator's own
 * (`graph-settings.ts`), so a test can build all the derived pieces from a fixture registry and see a new
 * setting persisted, versioned, drawn and typed (`settings-registry.test.ts`). This file imports nothing:
 * the renderer and the version lines can derive from it without a circle.
 */

/** A name a setting had in older version lines (v0.5's `xAxisMinorGridLines`). */
export interface OldSpelling {
  readonly name: string;
  /** The lines that spell the setting so (their `settings` object and updates use this name). */
  readonly lines: readonly string[];
  /** How a value written with the old name reads (v0.5 passed Booleans for minor grid lines). */
  readonly read?: (value: unknown) => unknown;
}

/** What every setting says, whatever its kind. */
interface SettingFacts {
  /** Saved in `getState` and read by `setState`; false for the page's display preferences. */
  readonly persisted: boolean;
  /** Handed to the renderer (`GraphRenderer.setSettings`). */
  readonly drawn: boolean;
  /** The first version line whose `settings` object and `updateSettings` know the setting. */
  readonly since: string;
  readonly oldSpelling?: OldSpelling;
}

/**
 * One setting. Its kind says how a value is read: what is accepted, and what a near miss becomes (the
 * spec's repairs); anything else is ignored. Its default has the type its kind reads (a registry with a
 * mismatch does not compile).
 */
export type SettingDefinition = SettingFacts &
  (
    | /** true or false. */ { readonly kind: 'boolean'; readonly default: boolean }
    | /** A finite number ≥ 0 (a step: 0 means automatic), or > 0 (a font size). */ {
        readonly kind: 'nonNegative' | 'positive';
        readonly default: number;
      }
    | /** A finite number, rounded and clamped into `min..max` (subdivisions: 9.2 → 5). */ {
        readonly kind: 'integer';
        readonly default: number;
        readonly min: number;
        readonly max: number;
      }
    | /** A string, or a number written as one; `accepts` narrows it (a language code). */ {
        readonly kind: 'text';
        readonly default: string;
        readonly accepts?: (value: string) => boolean;
      }
    | /** One of `choices` exactly. */ {
        readonly kind: 'choice';
        readonly default: string;
        readonly choices: readonly string[];
      }
  );

export type SettingKind = SettingDefinition['kind'];

export type SettingsRegistry = Readonly<Record<string, SettingDefinition>>;

/** The value type of one definition. */
export type SettingValue<D> = D extends { readonly kind: 'boolean' }
  ? boolean
  : D extends { readonly kind: 'choice'; readonly choices: readonly (infer C)[] }
    ? C
    : D extends { readonly kind: 'text' }
      ? string
      : number;

/** Every setting of a registry with its value type. */
export type SettingValues<R> = { -readonly [K in keyof R]: SettingValue<R[K]> };

/** The settings of a registry the renderer draws. */
export type DrawnSettingValues<R> = {
  -readonly [K in keyof R as R[K] extends { readonly drawn: true } ? K : never]: SettingValue<R[K]>;
};

/** The names of the settings a registry saves in states. */
export type PersistedSettingName<R> = {
  [K in keyof R]: R[K] extends { readonly persisted: true } ? K : never;
}[keyof R];

/** The older spellings of a registry's settings (v0.5's `xAxisMinorGridLines`). */
export type OldSpellingName<R> = {
  [K in keyof R]: R[K] extends { readonly oldSpelling: { readonly name: infer N } } ? N : never;
}[keyof R];

/** Checks a registry's shape while keeping its literal types (write the registry `as const` too). */
export function defineSettings<const R extends SettingsRegistry>(registry: R): R {
  return Object.freeze(registry);
}

function namesOf<R extends SettingsRegistry>(registry: R): (keyof R & string)[] {
  return Object.keys(registry);
}

/** The defaults, frozen, in the registry's order (which is the order of saved states). */
export function settingDefaults<R extends SettingsRegistry>(registry: R): Readonly<SettingValues<R>> {
  return Object.freeze(
    Object.fromEntries(namesOf(registry).map((name) => [name, registry[name].default])),
  ) as SettingValues<R>;
}

export function persistedSettingNames<R extends SettingsRegistry>(registry: R): PersistedSettingName<R>[] {
  return namesOf(registry).filter((name) => registry[name].persisted) as PersistedSettingName<R>[];
}

export function drawnSettingNames<R extends SettingsRegistry>(registry: R): (keyof DrawnSettingValues<R>)[] {
  return namesOf(registry).filter((name) => registry[name].drawn) as (keyof DrawnSettingValues<R>)[];
}

/** The settings the renderer draws, taken from a full set of values. */
export function drawnSettings<R extends SettingsRegistry>(
  registry: R,
  settings: Readonly<SettingValues<R>>,
): DrawnSettingValues<R> {
  return Object.fromEntries(
    drawnSettingNames(registry).map((name) => [name, settings[name as keyof R]]),
  ) as DrawnSettingValues<R>;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The accepted value for a definition, or undefined when the value is not acceptable (it is ignored). */
export function normalizeSettingValue(
  definition: SettingDefinition,
  value: unknown,
): boolean | number | string | undefined {
  switch (definition.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'nonNegative':
      return isFiniteNumber(value) && value >= 0 ? value : undefined;
    case 'positive':
      return isFiniteNumber(value) && value > 0 ? value : undefined;
    case 'integer':
      return isFiniteNumber(value)
        ? Math.min(definition.max, Math.max(definition.min, Math.round(value)))
        : undefined;
    case 'text': {
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
      return text !== undefined && (definition.accepts?.(text) ?? true) ? text : undefined;
    }
    case 'choice':
      return typeof value === 'string' && definition.choices.includes(value) ? value : undefined;
  }
}

/**
 * The accepted changes of an update. `spellings` maps the names the caller's line (or an old state)
 * uses to the registry's names; a value written with an old spelling reads through its `read`. Unknown
 * keys and unacceptable values are left out; so are values equal to the current ones.
 */
export function settingsChanges<R extends SettingsRegistry>(
  registry: R,
  current: Readonly<SettingValues<R>>,
  update: unknown,
  spellings: Readonly<Record<string, string>> = {},
): Partial<SettingValues<R>> {
  const changes: Record<string, unknown> = {};
  if (!update || typeof update !== 'object') return changes as Partial<SettingValues<R>>;
  for (const [key, raw] of Object.entries(update as Record<string, unknown>)) {
    const name = spellings[key] ?? key;
    if (!Object.hasOwn(registry, name)) continue;
    const definition = registry[name];
    const read = key in spellings ? definition.oldSpelling?.read : undefined;
    const value = normalizeSettingValue(definition, read ? read(raw) : raw);
    if (value !== undefined && value !== current[name as keyof R]) changes[name] = value;
  }
  return changes as Partial<SettingValues<R>>;
}

/** The named settings that differ from their defaults, in the registry's order (for saved states). */
export function nonDefaultSettings<R extends SettingsRegistry>(
  registry: R,
  settings: Readonly<SettingValues<R>>,
  names: readonly (keyof R & string)[] = namesOf(registry),
): Partial<SettingValues<R>> {
  const result: Record<string, unknown> = {};
  for (const name of namesOf(registry)) {
    if (names.includes(name) && settings[name] !== registry[name].default) result[name] = settings[name];
  }
  return result as Partial<SettingValues<R>>;
}

/**
 * A version line's setting names in its own spelling, and its old spellings → the registry's names.
 * `lineOrder` lists the lines oldest first (a setting is known from its `since` line on).
 */
export function settingsOfLine(
  registry: SettingsRegistry,
  line: string,
  lineOrder: readonly string[],
): { names: string[]; aliases: Record<string, string> } {
  const position = lineOrder.indexOf(line);
  const names: string[] = [];
  const aliases: Record<string, string> = {};
  for (const name of namesOf(registry)) {
    const { since, oldSpelling } = registry[name];
    if (lineOrder.indexOf(since) > position) continue;
    if (oldSpelling?.lines.includes(line)) {
      names.push(oldSpelling.name);
      aliases[oldSpelling.name] = name;
    } else names.push(name);
  }
  return { names, aliases };
}

/** Every old spelling → the registry's name (an old state may use any of them). */
export function oldSpellings(registry: SettingsRegistry): Record<string, string> {
  return Object.fromEntries(
    namesOf(registry).flatMap((name) => {
      const spelling = registry[name].oldSpelling;
      return spelling ? [[spelling.name, name]] : [];
    }),
  );
}

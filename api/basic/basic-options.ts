/**
 * The basic calculators' options and settings, per kind and version line (spec: "Basic calculator
 * options (v1.1)", "BasicCalculator operations" and the "basic calculators" row of "Differences between
 * lines"). A value of the wrong type falls back to the default; the options with rules of their own,
 * `additionalFunctions`, `sixKeyInput` and `language`, say what is wrong on the console and keep the
 * default.
 */
import { isLanguageCode, LANGUAGE_CODES } from '../../i18n/index';
import { BRAILLE_MODES, type BrailleMode } from '../model/graph-settings';

export type BasicKind = 'FourFunctionCalculator' | 'ScientificCalculator';
export { BRAILLE_MODES, type BrailleMode };
export type AdditionalFunction = 'exponent' | 'percent' | 'sqrt';
export type BasicLineName = 'v0.8' | 'v0.9' | 'v1.1';

export const ADDITIONAL_FUNCTIONS: readonly AdditionalFunction[] = ['exponent', 'percent', 'sqrt'];
/** Spec "Limits": the default font size of the calculators. */
export const DEFAULT_FONT_SIZE = 16;

export interface BasicOptions {
  readonly additionalFunctions: readonly AdditionalFunction[];
  readonly invertedColors: boolean;
  readonly settingsMenu: boolean;
  readonly brailleMode: BrailleMode;
  readonly sixKeyInput: boolean;
  readonly projectorMode: boolean;
  readonly qwertyKeyboard: boolean;
  readonly degreeMode: boolean;
  readonly functionDefinition: boolean;
  readonly autosize: boolean;
  readonly fontSize: number;
  readonly language: string;
}

export const DEFAULT_BASIC_OPTIONS: BasicOptions = {
  additionalFunctions: ['sqrt'],
  invertedColors: false,
  settingsMenu: true,
  brailleMode: 'none',
  sixKeyInput: false,
  projectorMode: false,
  qwertyKeyboard: true,
  degreeMode: false,
  functionDefinition: true,
  autosize: true,
  fontSize: DEFAULT_FONT_SIZE,
  language: 'en',
};

export interface BasicLine {
  readonly line: BasicLineName;
  readonly kind: BasicKind;
  /** Constructor options this line reads (the rest keep their defaults). */
  readonly options: readonly (keyof BasicOptions)[];
  /** Keys `updateSettings` accepts. */
  readonly settings: readonly (keyof BasicOptions)[];
  readonly operations: readonly string[];
  /** Whether the calculator follows its container's size by itself (else `resize()` must be called). */
  readonly automaticResize: boolean;
}

const V08_OPERATIONS = [
  'getState',
  'setState',
  'setBlank',
  'resize',
  'focusFirstExpression',
  'observeEvent',
  'unobserveEvent',
  'updateSettings',
];
const V09_OPERATIONS = [...V08_OPERATIONS, 'destroy'];
const V11_OPERATIONS = [...V09_OPERATIONS, 'undo', 'redo', 'clearHistory'];

const V11_FOUR_OPTIONS: (keyof BasicOptions)[] = [
  'additionalFunctions',
  'invertedColors',
  'settingsMenu',
  'brailleMode',
  'sixKeyInput',
  'projectorMode',
];
const V11_SCIENTIFIC_OPTIONS: (keyof BasicOptions)[] = [
  'qwertyKeyboard',
  'degreeMode',
  'invertedColors',
  'settingsMenu',
  'brailleMode',
  'sixKeyInput',
  'projectorMode',
  'functionDefinition',
  'autosize',
];
const V11_FOUR_SETTINGS: (keyof BasicOptions)[] = [
  'fontSize',
  'invertedColors',
  'brailleMode',
  'sixKeyInput',
  'projectorMode',
  'language',
];
const V11_SCIENTIFIC_SETTINGS: (keyof BasicOptions)[] = [
  'fontSize',
  'invertedColors',
  'brailleMode',
  'sixKeyInput',
  'projectorMode',
  'degreeMode',
  'language',
];

/** The basic calculator of a kind on a line; undefined where the line has none (v0.5). */
export function basicLine(kind: BasicKind, line: string): BasicLine | undefined {
  const scientific = kind === 'ScientificCalculator';
  if (line === 'v0.8' || line === 'v0.9') {
    const oldScientific: (keyof BasicOptions)[] = ['qwertyKeyboard', 'degreeMode', 'functionDefinition'];
    return {
      line,
      kind,
      options: scientific ? (line === 'v0.9' ? [...oldScientific, 'autosize'] : oldScientific) : [],
      settings: scientific ? ['fontSize', 'degreeMode', 'language'] : ['fontSize', 'language'],
      operations: line === 'v0.9' ? V09_OPERATIONS : V08_OPERATIONS,
      automaticResize: line === 'v0.9',
    };
  }
  if (line !== 'v1.1') return undefined;
  return {
    line,
    kind,
    options: scientific ? V11_SCIENTIFIC_OPTIONS : V11_FOUR_OPTIONS,
    settings: scientific ? V11_SCIENTIFIC_SETTINGS : V11_FOUR_SETTINGS,
    operations: V11_OPERATIONS,
    automaticResize: true,
  };
}

export type Report = (message: string) => void;

function readAdditionalFunctions(value: unknown, report: Report): readonly AdditionalFunction[] | undefined {
  const list = typeof value === 'string' ? [value] : value;
  const problem = (why: string) => {
    report(
      `additionalFunctions ${why}: give 1 or 2 of 'exponent', 'percent', 'sqrt' (a String or an Array); ` +
        `keeping the default ['sqrt'].`,
    );
    return undefined;
  };
  if (!Array.isArray(list)) return problem('must be a String or an Array of String');
  if (list.length < 1 || list.length > 2) return problem(`has ${list.length} entries`);
  const unknown = list.find((name) => !ADDITIONAL_FUNCTIONS.includes(name as AdditionalFunction));
  if (unknown !== undefined) return problem(`contains ${JSON.stringify(unknown)}, which is not allowed`);
  if (new Set(list).size !== list.length) return problem('names a function twice');
  return list as AdditionalFunction[];
}

/** One option or setting read from the page's value; undefined keeps what there is. */
function readValue(name: keyof BasicOptions, value: unknown, report: Report): unknown {
  if (value === undefined) return undefined;
  switch (name) {
    case 'additionalFunctions':
      return readAdditionalFunctions(value, report);
    case 'brailleMode':
      if (BRAILLE_MODES.includes(value as BrailleMode)) return value;
      report(`brailleMode must be 'nemeth', 'ueb' or 'none', not ${JSON.stringify(value)}.`);
      return undefined;
    case 'fontSize':
      return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
    case 'language':
      // A code of the spec's list, as for the graphing calculator (api/model/graph-settings.ts); one that was
      // not loaded into the page is accepted and shows English (ui/basic/basic-ui.ts).
      if (typeof value === 'string' && isLanguageCode(value)) return value;
      report(`language must be one of the spec's language codes (${LANGUAGE_CODES.join(', ')}).`);
      return undefined;
    default:
      return typeof value === 'boolean' ? value : undefined;
  }
}

/** Six-key input types braille, so it needs a braille code to read the cells with. */
function checkSixKeyInput(options: BasicOptions, report: Report): BasicOptions {
  if (!options.sixKeyInput || options.brailleMode !== 'none') return options;
  report("sixKeyInput needs brailleMode 'nemeth' or 'ueb'; six-key input stays off.");
  return { ...options, sixKeyInput: false };
}

export function resolveBasicOptions(line: BasicLine, input: unknown, report: Report): BasicOptions {
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const options: Record<string, unknown> = { ...DEFAULT_BASIC_OPTIONS };
  // Graph-style settings may be passed beside the options, as for the graphing calculator.
  for (const name of new Set([...line.options, ...line.settings])) {
    const value = readValue(name, given[name], report);
    if (value !== undefined) options[name] = value;
  }
  return checkSixKeyInput(options as unknown as BasicOptions, report);
}

/** The options after `updateSettings(input)`: only the line's setting keys, each checked. */
export function updateBasicOptions(
  line: BasicLine,
  current: BasicOptions,
  input: unknown,
  report: Report,
): BasicOptions {
  if (!input || typeof input !== 'object') return current;
  const next: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(input)) {
    if (!line.settings.includes(name as keyof BasicOptions)) {
      report(`updateSettings: ${line.kind} has no setting '${name}'.`);
      continue;
    }
    const read = readValue(name as keyof BasicOptions, value, report);
    if (read !== undefined) next[name] = read;
  }
  // Turning braille off turns six-key input off with it, quietly: the person asked for no braille.
  if (next.brailleMode === 'none' && current.sixKeyInput && !('sixKeyInput' in input))
    next.sixKeyInput = false;
  return checkSixKeyInput(next as unknown as BasicOptions, report);
}

/**
 * Everything that differs between the documented lines v0.5, v0.8, v0.9 and v1.1, as data in one place
 * (spec: "Differences between lines"). The code underneath is one; the line decides which names the page
 * sees, which defaults apply and which shapes go in and out.
 */
import { Colors, COLORS_V05 } from './colors';
import { GRAPH_SETTINGS } from './graph-settings';
import { settingsOfLine } from './settings-registry';

export type VersionLine = 'v0.5' | 'v0.8' | 'v0.9' | 'v1.1';

export const VERSION_LINES: readonly VersionLine[] = ['v0.5', 'v0.8', 'v0.9', 'v1.1'];

/** Configuration options (not part of the saved state) and their defaults. */
export type OptionDefaults = Readonly<Record<string, boolean | null>>;

export interface VersionLineDefinition {
  readonly line: VersionLine;
  /** The name of the graphing calculator constructor on `Lib`. */
  readonly constructorName: 'Calculator' | 'GraphingCalculator';
  /** Boolean options with defaults; `colors` and `imageUploadCallback` are listed with null (no boolean). */
  readonly options: OptionDefaults;
  /** Fields of an expression state this line reads and writes. */
  readonly expressionFields: readonly string[];
  readonly columnFields: readonly string[];
  /** Bounds in `sliderBounds` and `domain` are Numbers (v0.5) rather than LaTeX strings. */
  readonly numericBounds: boolean;
  /** `style` (v0.9) rather than `lineStyle`/`pointStyle`. */
  readonly singleStyleField: boolean;
  /** Graph setting names this line knows (its spelling), derived from the settings registry. */
  readonly settings: readonly string[];
  /** The line's spelling → the internal setting it stands for. */
  readonly settingAliases: Readonly<Record<string, string>>;
  /** Operations and properties of the calculator object. */
  readonly operations: readonly string[];
  /** Events `observeEvent` accepts (none before v0.8). */
  readonly events: readonly string[];
  readonly palette: Readonly<Record<string, string>>;
  /** Members of `Lib` besides the constructor. */
  readonly libraryMembers: readonly string[];
  /** Screenshot options beyond width and height. */
  readonly screenshotPixelRatio: boolean;
  /** `resize()` is automatic (ResizeObserver) unless the autosize option is false. */
  readonly autosize: boolean;
}

function without<T extends object>(source: T, name: keyof T): Omit<T, typeof name> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => key !== name)) as Omit<T, typeof name>;
}

const V05_OPTIONS = {
  keypad: true,
  graphpaper: true,
  expressions: true,
  settingsMenu: true,
  zoomButtons: true,
  expressionsTopbar: true,
  solutions: true,
  border: true,
  lockViewport: false,
  expressionsCollapsed: false,
};

const V08_OPTIONS = {
  ...without(V05_OPTIONS, 'solutions'),
  pointsOfInterest: true,
  singleVariableSolutions: true,
  administerSecretFolders: false,
  images: true,
  folders: true,
  notes: true,
  qwertyKeyboard: true,
  restrictedFunctions: false,
  degreeMode: false,
  colors: null,
};

const V09_OPTIONS = {
  ...V08_OPTIONS,
  singleVariableSolutions: false,
  trace: true,
  imageUploadCallback: null,
  links: true,
  pasteGraphLink: false,
  pasteTableData: true,
  autosize: true,
};

const V11_OPTIONS = {
  ...without(V09_OPTIONS, 'singleVariableSolutions'),
  clearIntoDegreeMode: false,
  plotSingleVariableImplicitEquations: true,
};

const V05_EXPRESSION_FIELDS = ['type', 'latex', 'color', 'hidden', 'sliderBounds', 'domain', 'id'];
const V08_EXPRESSION_FIELDS = [...V05_EXPRESSION_FIELDS, 'dragMode'];
const V09_EXPRESSION_FIELDS = [...V08_EXPRESSION_FIELDS, 'style', 'secret', 'label', 'showLabel'];
const V11_EXPRESSION_FIELDS = [
  ...V09_EXPRESSION_FIELDS.filter((field) => field !== 'style'),
  'lineStyle',
  'pointStyle',
  'fillOpacity',
  'lineWidth',
  'lineOpacity',
  'pointSize',
  'points',
  'lines',
  'fill',
  'isLogModeRegression',
  'residualVariable',
  'vizProps',
];

const OLD_COLUMN_FIELDS = ['latex', 'values', 'color', 'hidden', 'columnMode', 'dragMode'];
const V11_COLUMN_FIELDS = [...OLD_COLUMN_FIELDS, 'pointStyle', 'lineStyle', 'points', 'lines'];

/** Each line's setting names and old spellings, from the registry's `since` and `oldSpelling`. */
const settingsOf = (line: VersionLine) => settingsOfLine(GRAPH_SETTINGS, line, VERSION_LINES);
const V05_SETTINGS = settingsOf('v0.5');
const V08_SETTINGS = settingsOf('v0.8');
const V09_SETTINGS = settingsOf('v0.9');
const V11_SETTINGS = settingsOf('v1.1');

const V05_OPERATIONS = [
  'setExpression',
  'setExpressions',
  'removeExpression',
  'removeExpressions',
  'removeSelected',
  'isAnyExpressionSelected',
  'focusFirstExpression',
  'focusedMathEditor',
  'setMathBounds',
  'graphpaperBounds',
  'mathToPixels',
  'pixelsToMath',
  'observe',
  'unobserve',
  'setGraphSettings',
  'graphSettings',
  'getState',
  'setState',
  'setBlank',
  'screenshot',
  'resize',
  'HelperExpression',
];
const V08_OPERATIONS = [
  ...V05_OPERATIONS,
  'updateSettings',
  'settings',
  'setDefaultState',
  'observeEvent',
  'unobserveEvent',
  'colors',
];
const V09_OPERATIONS = [...V08_OPERATIONS, 'destroy'];
const V11_OPERATIONS = [
  ...V09_OPERATIONS.filter((operation) => operation !== 'focusedMathEditor'),
  'undo',
  'redo',
  'clearHistory',
  'asyncScreenshot',
  'isProjectionUniform',
  'getExpressions',
  'expressionAnalysis',
];

const V05_LIBRARY = ['enabledFeatures', 'Colors', 'ColumnModes', 'AxisArrowModes'];
const V08_LIBRARY = [...V05_LIBRARY, 'supportedLanguages', 'FontSizes', 'DragModes'];
const V09_LIBRARY = [...V08_LIBRARY, 'Styles', 'imageFileToDataURL'];

export const LINES: Readonly<Record<VersionLine, VersionLineDefinition>> = {
  'v0.5': {
    line: 'v0.5',
    constructorName: 'Calculator',
    options: V05_OPTIONS,
    expressionFields: V05_EXPRESSION_FIELDS,
    columnFields: OLD_COLUMN_FIELDS,
    numericBounds: true,
    singleStyleField: false,
    settings: V05_SETTINGS.names,
    settingAliases: V05_SETTINGS.aliases,
    operations: V05_OPERATIONS,
    events: [],
    palette: COLORS_V05,
    libraryMembers: V05_LIBRARY,
    screenshotPixelRatio: false,
    autosize: false,
  },
  'v0.8': {
    line: 'v0.8',
    constructorName: 'GraphingCalculator',
    options: V08_OPTIONS,
    expressionFields: V08_EXPRESSION_FIELDS,
    columnFields: OLD_COLUMN_FIELDS,
    numericBounds: false,
    singleStyleField: false,
    settings: V08_SETTINGS.names,
    settingAliases: V08_SETTINGS.aliases,
    operations: V08_OPERATIONS,
    events: ['change'],
    palette: Colors,
    libraryMembers: V08_LIBRARY,
    screenshotPixelRatio: true,
    autosize: false,
  },
  'v0.9': {
    line: 'v0.9',
    constructorName: 'GraphingCalculator',
    options: V09_OPTIONS,
    expressionFields: V09_EXPRESSION_FIELDS,
    columnFields: OLD_COLUMN_FIELDS,
    numericBounds: false,
    singleStyleField: true,
    settings: V09_SETTINGS.names,
    settingAliases: V09_SETTINGS.aliases,
    operations: V09_OPERATIONS,
    events: ['change', 'graphReset'],
    palette: Colors,
    libraryMembers: V09_LIBRARY,
    screenshotPixelRatio: true,
    autosize: true,
  },
  'v1.1': {
    line: 'v1.1',
    constructorName: 'GraphingCalculator',
    options: V11_OPTIONS,
    expressionFields: V11_EXPRESSION_FIELDS,
    columnFields: V11_COLUMN_FIELDS,
    numericBounds: false,
    singleStyleField: false,
    settings: V11_SETTINGS.names,
    settingAliases: V11_SETTINGS.aliases,
    operations: V11_OPERATIONS,
    events: ['change', 'graphReset'],
    palette: Colors,
    libraryMembers: V09_LIBRARY,
    screenshotPixelRatio: true,
    autosize: true,
  },
};

/** The line a version string names; unknown or newer versions get the newest line. */
export function versionLine(version: unknown): VersionLineDefinition {
  return typeof version === 'string' && version in LINES ? LINES[version as VersionLine] : LINES['v1.1'];
}

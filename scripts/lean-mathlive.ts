/**
 * MathLive without the parts the calculator switches off (issue 23: MathLive was 227 KB of calculator.js's
 * 566 KB gzip). MathLive ships one bundled file, so a bundler cannot leave out what the field reaches
 * through its class (the virtual keyboard, the context menu); this Vite plugin builds the calculator from
 * MathLive's unminified ES module (`mathlive.mjs`, whose esbuild output marks each source file with a
 * `// src/…` line) and replaces the sections below with small stand-ins that keep every name the rest of
 * MathLive uses. What stays is MathLive's whole editor: parsing, layout, typing, keybindings, shortcuts,
 * LaTeX mode with its suggestions, undo, clipboard, speech and the accessible text.
 *
 * What goes, and why nothing the calculator offers goes with it (ui/math-field.ts):
 * - the virtual keyboard: `mathVirtualKeyboardPolicy = 'manual'` and its toggle hidden (ui/styles.ts);
 *   the calculator has its own keypad (ui/keypad.ts). A keyboard that is never shown stands in.
 * - the context menu: `menuItems = []` on every field; a menu that never opens stands in.
 * - the menu's, keyboard's and toolbar's strings in 14 languages other than English: each string is a
 *   label of the keyboard, the menu or their toggles, none of which a calculator user sees.
 * - mhchem (`\ce`, `\pu`): chemistry; the allowlist (ui/latex-safety.ts) shows them as letters.
 * - the matrix popover (row, column and delimiter buttons beside a matrix being edited): the language
 *   has no matrices, and the allowlist shows a pasted `\begin` as letters.
 * - the toggles' layout (`updateToggleLayout`): after every render it read the field's height, a forced
 *   layout (~3 ms of an edit's 11.6 ms of script, bench/README.md "setExpression to frame"), to stack the
 *   keyboard and menu toggles, which the calculator hides (ui/styles.ts); the method does nothing here.
 * - Typst and MathML output (`getValue('typst' | 'math-ml')`; MathML also fed speech only when a page
 *   loads the Speech Rule Engine itself), `<math-span>`/`<math-div>` and `renderMathInElement`: the
 *   calculator calls none of them; each throws if called, saying it is not in this build. The field's
 *   own spoken text (its aria-live region, `getValue('spoken')`) has its own code and stays.
 *
 * The cuts are tied to MathLive 0.111.1: another version fails the build, naming what it did not find,
 * so an upgrade re-checks each section by hand. Test: `npx vitest run scripts/lean-mathlive.test.ts`;
 * the typing, editing and keypad browser tests run the result.
 */
import type { Plugin } from 'vite';

export const LEAN_MATHLIVE_VERSION = '0.111.1';

const NOT_IN_BUILD = (what: string) =>
  `throw new Error(${JSON.stringify(`MathLive ${what} is not in the calculator's build (scripts/lean-mathlive.ts).`)});`;

/** A keyboard that is never shown: every member MathLive's field and commands read or call. */
const HIDDEN_KEYBOARD = `var VirtualKeyboard = class _VirtualKeyboard {
  static get singleton() { if (!this._singleton) this._singleton = new _VirtualKeyboard(); return this._singleton; }
  constructor() {
    this.visible = false; this.isShifted = false; this.container = null; this.currentLayer = "";
    this.layouts = []; this.layers = {}; this.alphabeticLayout = "auto"; this.editToolbar = "default";
    this.keypressSound = null; this.plonkSound = null; this.keypressVibration = false;
    this.originValidator = "none"; this.targetOrigin = "*";
  }
  get boundingRect() { return new DOMRect(0, 0, 0, 0); }
  addEventListener() {} removeEventListener() {} dispatchEvent() { return true; }
  connect() {} disconnect() {} update() {} show() {} hide() {} render() {} focus() {} blur() {}
  executeCommand() { return false; } getKeycap() { return undefined; } setKeycap() {} resetKeycap() {}
};
var VirtualKeyboardProxy = VirtualKeyboard;
function isVirtualKeyboardMessage() { return false; }
function hideVariantsPanel() {}
var virtual_keyboard_default = "";`;

/** A context menu that never opens (each field's items are set to [] at mount anyway). */
const CLOSED_MENU = `var Menu = class {
  constructor(items) { this._items = [...items]; this.state = "closed"; this.modifiers = undefined; }
  get menuItems() { return Object.freeze([...this._items]); }
  set menuItems(items) { this._items = [...items]; }
  show() { return false; } hide() {} dispose() {}
};`;

interface SectionCut {
  /** The section's header without `// `: the source file esbuild names. */
  section: string;
  /** What stands in for it: the names the rest of MathLive still uses. */
  standIn: string;
}

const VIRTUAL_KEYBOARD_SECTIONS = [
  'src/virtual-keyboard/data.ts',
  'src/virtual-keyboard/variants.ts',
  'src/virtual-keyboard/utils.ts',
  'src/virtual-keyboard/virtual-keyboard.ts',
  'css/virtual-keyboard.less',
];

export const SECTION_CUTS: readonly SectionCut[] = [
  { section: 'src/virtual-keyboard/proxy.ts', standIn: HIDDEN_KEYBOARD },
  ...VIRTUAL_KEYBOARD_SECTIONS.map((section) => ({ section, standIn: '' })),
  { section: 'src/ui/menu/menu.ts', standIn: CLOSED_MENU },
  { section: 'src/ui/menu/menu-item.ts', standIn: '' },
  { section: 'src/ui/menu/menu-list.ts', standIn: '' },
  { section: 'src/ui/menu/context-menu.ts', standIn: 'async function onContextMenu() { return false; }' },
  { section: 'src/editor/default-menu.ts', standIn: 'function getDefaultMenuItems() { return []; }' },
  { section: 'src/ui/menu/style.less', standIn: 'var style_default2 = "";' },
  { section: 'src/ui/style.less', standIn: 'var style_default = "";' },
  {
    section: 'src/latex-commands/mhchem.ts',
    standIn: `var ChemAtom = { fromJson() { ${NOT_IN_BUILD('mhchem (\\\\ce)')} } };`,
  },
  {
    section: 'src/formats/atom-to-typst.ts',
    standIn: `function atomToTypst() { ${NOT_IN_BUILD('Typst output')} }`,
  },
  {
    section: 'src/addons/static-render.ts',
    standIn: `function _renderMathInElement() { ${NOT_IN_BUILD('static rendering')} }`,
  },
  { section: 'src/public/math-static-elements.ts', standIn: 'var MathSpanElement, MathDivElement;' },
  {
    section: 'src/formats/atom-to-math-ml.ts',
    standIn: `function toMathML() { ${NOT_IN_BUILD('MathML output')} }`,
  },
  {
    section: 'src/editor/environment-popover.ts',
    standIn: ['show', 'hide', 'dispose', 'update']
      .map((verb) => `function ${verb}EnvironmentPopover() {}`)
      .join('\n'),
  },
  { section: 'css/environment-popover.less', standIn: 'var environment_popover_default = "";' },
];

/** Methods kept in name but emptied: the text from the method's first line to the next method's. */
export const METHOD_CUTS: readonly { from: string; to: string }[] = [
  { from: '  updateToggleLayout() {\n', to: '  dispose() {\n' },
];

const SECTION_HEADER = /^\/\/ (?:src|css)\/\S+$/gm;

/** The English strings alone: the first entry of `STRINGS`, up to its closing line. */
function englishStringsOnly(section: string): string {
  const start = section.indexOf('var STRINGS = {\n  "en": {\n');
  const end = section.indexOf('\n  },\n', start);
  if (start < 0 || end < 0)
    throw new Error('lean-mathlive: STRINGS["en"] not found in src/editor/l10n-strings.ts');
  return `${section.slice(start, end)}\n  }\n};\n`;
}

/** MathLive's `mathlive.mjs` with the sections above replaced; throws if any is not where it was. */
export function leanMathLive(source: string): string {
  if (!source.startsWith(`/** MathLive ${LEAN_MATHLIVE_VERSION} */`)) {
    throw new Error(
      `lean-mathlive: written for MathLive ${LEAN_MATHLIVE_VERSION}; check each cut for this version`,
    );
  }
  const headers = [...source.matchAll(SECTION_HEADER)];
  const sections = new Map<string, { start: number; end: number }>();
  headers.forEach((header, index) => {
    const end = index + 1 < headers.length ? headers[index + 1].index : source.length;
    sections.set(header[0].slice(3), { start: header.index, end });
  });
  const replacements: { start: number; end: number; text: string }[] = [];
  const cut = (name: string, text: string) => {
    const range = sections.get(name);
    if (!range) throw new Error(`lean-mathlive: section ${name} not found`);
    replacements.push({ ...range, text: `// ${name}: cut (scripts/lean-mathlive.ts)\n${text}\n\n` });
  };
  for (const { section, standIn } of SECTION_CUTS) cut(section, standIn);
  const strings = sections.get('src/editor/l10n-strings.ts');
  if (!strings) throw new Error('lean-mathlive: section src/editor/l10n-strings.ts not found');
  cut('src/editor/l10n-strings.ts', englishStringsOnly(source.slice(strings.start, strings.end)));
  for (const { from, to } of METHOD_CUTS) {
    const start = source.indexOf(from);
    const end = source.indexOf(to, start);
    if (start < 0 || end < 0 || source.indexOf(from, start + 1) >= 0)
      throw new Error(`lean-mathlive: method ${from.trim()} not found once`);
    replacements.push({ start, end, text: `${from}  }\n` });
  }
  replacements.sort((a, b) => b.start - a.start);
  let result = source;
  for (const { start, end, text } of replacements) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

const MATHLIVE_MODULE = /[\\/]node_modules[\\/]mathlive[\\/]mathlive\.mjs$/;

/** Vite plugin: `import … from 'mathlive'` gets the lean MathLive. */
export function leanMathLivePlugin(): Plugin {
  return {
    name: 'lean-mathlive',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'mathlive') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/[\\/]node_modules[\\/]mathlive[\\/]/.test(resolved.id)) return resolved;
      // The unminified module: its section lines are what the cuts find; the build minifies it.
      return { ...resolved, id: resolved.id.replace(/mathlive(?:\.min)?\.mjs$/, 'mathlive.mjs') };
    },
    transform(code, id) {
      if (!MATHLIVE_MODULE.test(id)) return null;
      return { code: leanMathLive(code), map: null };
    },
  };
}

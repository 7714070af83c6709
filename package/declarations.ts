/**
 * Generates the public TypeScript declarations from the source types (api/surface/public-api.ts), one set per
 * version line: each line's calculator, options, settings, expression fields and `Lib` members are the
 * `Pick` of what its row of the version-line table (api/model/version-lines.ts, ui/basic/basic-options.ts)
 * lists, so a member a line lacks is a compile error for a page written against that line.
 *
 * Two shapes per line, bundled into one self-contained file each by dts-bundle-generator:
 * - `index.d.ts`, the ES module of the npm package: every type, the line's `Lib` as default export and its
 *   constructors as named exports (the constructor and the calculator's type share a name, like a class);
 * - `calculator.d.ts`, beside the served script: the same types in `declare namespace Lib { … }` and the
 *   global `declare const Lib: Lib.Namespace` that a classic `<script>` defines.
 *
 * The entries are written to a mkdtemp folder (they import the sources by absolute path) and compiled in
 * one TypeScript program.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import { LINES, VERSION_LINES, type VersionLine } from '../api/model/version-lines';
import { basicLine } from '../api/basic/basic-options';

const publicApi = fileURLToPath(new URL('../api/surface/public-api', import.meta.url));

const union = (names: readonly string[]) => names.map((name) => JSON.stringify(name)).join(' | ') || 'never';

/** The line's types, in TypeScript, for an entry file beside nothing (imports by absolute path). */
function lineTypes(line: VersionLine): string {
  const definition = LINES[line];
  const settings = [...definition.settings];
  const basic = (['FourFunctionCalculator', 'ScientificCalculator'] as const).map((kind) => ({
    kind,
    line: basicLine(kind, line),
  }));
  const basicTypes = basic.map(({ kind, line: basicDefinition }) =>
    basicDefinition
      ? [
          `/** The ${kind} object of line ${line}: the members its version line lists. @example const basic = Lib.${kind}(element); basic.resize(); */`,
          `export type ${kind} = Pick<Api.BasicCalculatorApi<Pick<Api.BasicCalculatorOptions, ${union(basicDefinition.settings)}>>, ${union(basicDefinition.operations)}>;`,
          `/** Options of ${kind} in line ${line}. @example Lib.${kind}(element, {}); */`,
          `export type ${kind}Options = Pick<Api.BasicCalculatorOptions, ${union([...new Set([...basicDefinition.options, ...basicDefinition.settings])])}>;`,
        ].join('\n')
      : '',
  );
  const constructors = [
    `  /** @example const calc = Lib.${definition.constructorName}(element); calc.setExpression({ latex: 'y=x^2' }); */`,
    `  ${definition.constructorName}: Api.CalculatorConstructor<GraphingCalculator, GraphingCalculatorOptions>;`,
    ...basic
      .filter(({ line: basicDefinition }) => basicDefinition)
      .flatMap(({ kind }) => [
        `  /** @example const basic = Lib.${kind}(element); basic.resize(); */`,
        `  ${kind}: Api.CalculatorConstructor<${kind}, ${kind}Options>;`,
      ]),
  ];
  return [
    `import type * as Api from ${JSON.stringify(publicApi)};`,
    `export type * from ${JSON.stringify(publicApi)};`,
    `/** The fields of an expression in line ${line}. @example calculator.setExpression({ latex: 'y=x' }); */`,
    `export type Expression = Pick<Api.ExpressionInput & Api.LegacyExpressionFields, ${union(definition.expressionFields)}>;`,
    `/** The graph settings of line ${line}, in its spelling. @example calculator.updateSettings({ showGrid: true }); */`,
    `export type Settings = Pick<Api.GraphSettings & Api.LegacyGraphSettings, ${union(settings)}>;`,
    `/** The graphing calculator object of line ${line}: exactly the operations its version line lists. @example calculator.setExpression({ latex: 'y=x^2' }); */`,
    `export type GraphingCalculator = Pick<Api.GraphingCalculatorApi<Expression, Settings> & Api.LegacyCalculatorMembers, ${union(definition.operations)}>;`,
    `/** The graphing calculator's options in line ${line}, with its graph settings beside them. @example Lib.${definition.constructorName}(element, { expressions: false }); */`,
    `export type GraphingCalculatorOptions = Pick<Api.GraphingCalculatorOptionFields & Api.LegacyGraphingOptionFields, ${union(Object.keys(definition.options).filter((name) => !settings.includes(name)))}> & Partial<Settings>;`,
    ...basicTypes,
    `/** \`Lib\` of line ${line}: its constructors and library members. @example console.log(Object.keys(Lib)); */`,
    `export interface Namespace extends Pick<Api.LibraryMembers, ${union(definition.libraryMembers)}> {`,
    ...constructors,
    `}`,
  ]
    .filter((text) => text !== '')
    .join('\n');
}

/** The ES module's value exports: the line's `Lib` as default, its constructors by name. */
function moduleValues(line: VersionLine): string {
  const names = [LINES[line].constructorName, 'FourFunctionCalculator', 'ScientificCalculator'].filter(
    (name) => name === LINES[line].constructorName || basicLine(name as 'ScientificCalculator', line),
  );
  return [
    `/** \`Lib\` of line ${line}, every calculator enabled (the package needs no API key). @example import Lib from 'embeddable-calculator'; Lib.GraphingCalculator(element); */`,
    `declare const Lib: Namespace;`,
    `export default Lib;`,
    ...names.flatMap((name) => [
      `/** @example import { ${name} } from 'embeddable-calculator'; ${name}(element); */`,
      `export declare const ${name}: Namespace[${JSON.stringify(name)}];`,
    ]),
  ].join('\n');
}

/** Wraps module declarations (types only) into the global namespace a classic script defines. */
function globalDeclarations(line: VersionLine, moduleText: string): string {
  const body = moduleText
    .replace(/^export \{\};?\s*$/m, '')
    .replace(/^export declare /gm, 'export ')
    .replace(/^declare /gm, '')
    .trim()
    .split('\n')
    .map((text) => (text === '' ? text : `  ${text}`))
    .join('\n');
  return [
    `/**`,
    ` * TypeScript declarations of the calculator script's public API, line ${line}, generated from the source`,
    ` * types (package/declarations.ts). A page references it with \`/// <reference path="calculator.d.ts" />\``,
    ` * and uses the global \`Lib\` that the script defines.`,
    ` */`,
    `declare namespace Lib {`,
    body,
    `}`,
    ``,
    `declare const Lib: Lib.Namespace;`,
    ``,
  ].join('\n');
}

export interface LineDeclarations {
  /** The package's ES module declarations (`import Lib, { GraphingCalculator } from …`). */
  readonly module: string;
  /** The served script's global declarations (`Lib` defined by a classic script). */
  readonly global: string;
}

/** Generates both shapes of every line's declarations in one compilation. */
export function generateDeclarations(
  lines: readonly VersionLine[] = VERSION_LINES,
): Record<VersionLine, LineDeclarations> {
  const folder = mkdtempSync(join(tmpdir(), 'calculator-declarations-'));
  try {
    const entries = lines.flatMap((line) => {
      const types = join(folder, `${line}-types.ts`);
      const module = join(folder, `${line}-module.ts`);
      writeFileSync(types, lineTypes(line) + '\n');
      writeFileSync(module, `${lineTypes(line)}\n${moduleValues(line)}\n`);
      return [types, module];
    });
    const output = generateDtsBundle(
      entries.map((filePath) => ({ filePath, output: { noBanner: true, exportReferencedTypes: false } })),
      { preferredConfigPath: fileURLToPath(new URL('./tsconfig.declarations.json', import.meta.url)) },
    );
    return Object.fromEntries(
      lines.map((line, index) => [
        line,
        {
          module: `/** Declarations of the calculator package, line ${line} (generated from api/surface/public-api.ts). */\n${output[index * 2 + 1]}`,
          global: globalDeclarations(line, output[index * 2]),
        },
      ]),
    ) as Record<VersionLine, LineDeclarations>;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

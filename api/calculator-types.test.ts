/**
 * The generated declarations (package/declarations.ts, from api/surface/public-api.ts) against page-like code:
 * usage files compile, misuse files fail on each of their lines, and each line's calculator and `Lib`
 * list exactly the runtime's members of that line. The script's global declarations are served to the
 * compiler as `api/calculator.d.ts` (the path the fixtures reference) and the package's module
 * declarations as `embeddable-calculator`. The fixtures are `.ts.txt` so the project's own type check
 * does not compile them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDeclarations, type LineDeclarations } from '../package/declarations';
import { basicLine } from '../api/basic/basic-options';
import { LINES, VERSION_LINES, type VersionLine } from './model/version-lines';

const globalDeclarations = fileURLToPath(new URL('./calculator.d.ts', import.meta.url));
const moduleDeclarations = fileURLToPath(
  new URL('./type-fixtures/embeddable-calculator.d.ts', import.meta.url),
);
const fixturePath = (name: string) => fileURLToPath(new URL(`./type-fixtures/${name}.ts`, import.meta.url));

let declarations: Record<VersionLine, LineDeclarations>;
/** Library files (lib.dom.d.ts is large) are parsed once for every program. */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

function compile(line: VersionLine, name: string, source: string) {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
    types: [],
    paths: { 'embeddable-calculator': [moduleDeclarations] },
  };
  const virtual = new Map([
    [fixturePath(name), source],
    [globalDeclarations, declarations[line].global],
    [moduleDeclarations, declarations[line].module],
  ]);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => virtual.get(file) ?? readFile(file);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) => {
    const text = virtual.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    if (!libraryFiles.has(file)) libraryFiles.set(file, getSourceFile(file, language));
    return libraryFiles.get(file);
  };
  const program = ts.createProgram([fixturePath(name)], options, host);
  return { program, diagnostics: ts.getPreEmitDiagnostics(program) };
}

const compileFixture = (name: string) =>
  compile(
    'v1.1',
    name,
    readFileSync(fileURLToPath(new URL(`./type-fixtures/${name}.ts.txt`, import.meta.url)), 'utf8'),
  );

const messages = (diagnostics: readonly ts.Diagnostic[]) =>
  diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));

const errorLines = (diagnostics: readonly ts.Diagnostic[]) =>
  [
    ...new Set(
      diagnostics.map((diagnostic) =>
        diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0,
      ),
    ),
  ].sort((a, b) => a - b);

/** The property names of types named in a line's global declarations, read through one tiny page. */
function membersOf(line: VersionLine, typeExpressions: readonly string[]): string[][] {
  const source = [
    '/// <reference path="../calculator.d.ts" />',
    ...typeExpressions.map((expression, index) => `declare const probe${index}: ${expression};`),
  ].join('\n');
  const { program } = compile(line, `probe-${line}`, source);
  const file = program.getSourceFile(fixturePath(`probe-${line}`)) as ts.SourceFile;
  const checker = program.getTypeChecker();
  return file.statements.map((statement) =>
    checker
      .getTypeAtLocation((statement as ts.VariableStatement).declarationList.declarations[0].name)
      .getProperties()
      .map((symbol) => symbol.name)
      .sort(),
  );
}

describe('generated declarations', { timeout: 120000 }, () => {
  beforeAll(() => {
    declarations = generateDeclarations();
  }, 120000);

  it('compile a page-like usage file of the script (global Lib) without errors', () => {
    expect(messages(compileFixture('page-usage').diagnostics)).toEqual([]);
  });

  it('refuse misuse of the script, one error per line of the misuse file', () => {
    expect(errorLines(compileFixture('page-misuse').diagnostics)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('compile an app importing the package (default Lib and named constructors) without errors', () => {
    expect(messages(compileFixture('package-usage').diagnostics)).toEqual([]);
  });

  it('refuse misuse of the package, one error per line of the misuse file', () => {
    expect(errorLines(compileFixture('package-misuse').diagnostics)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each(VERSION_LINES)('declare exactly the members of line %s (calculators and Lib)', (line) => {
    const definition = LINES[line];
    const basicKinds = (['FourFunctionCalculator', 'ScientificCalculator'] as const).filter((kind) =>
      basicLine(kind, line),
    );
    const [calculator, lib, ...basic] = membersOf(line, [
      'Lib.GraphingCalculator',
      'typeof Lib',
      ...basicKinds.map((kind) => `Lib.${kind}`),
    ]);
    expect(calculator).toEqual([...definition.operations].sort());
    expect(lib).toEqual([definition.constructorName, ...basicKinds, ...definition.libraryMembers].sort());
    basicKinds.forEach((kind, index) => {
      expect(basic[index], kind).toEqual([...basicLine(kind, line)!.operations].sort());
    });
  });

  it('refuse in an older line what only newer lines have', () => {
    const source = [
      '/// <reference path="../calculator.d.ts" />',
      'const calculator = Lib.Calculator(document.body);',
      "calculator.setExpression({ latex: 'y=x', sliderBounds: { min: 0, max: 1 } });",
      'calculator.setGraphSettings({ xAxisMinorGridLines: 2 });',
      'calculator.undo();',
      "calculator.setExpression({ latex: 'y=x', dragMode: 'XY' });",
      'Lib.GraphingCalculator(document.body);',
    ].join('\n');
    const { diagnostics } = compile('v0.5', 'older-line', source);
    expect(errorLines(diagnostics)).toEqual([5, 6, 7]);
  });
});

/**
 * The shipped declarations (`calculator.d.ts`) against page-like code: a usage file compiles, a misuse
 * file fails on each of its lines, and the calculator interface lists exactly the runtime's v1.1 members.
 * The fixtures are `.ts.txt` so the project's own type check does not compile them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LINES } from './version-lines';

const declarations = fileURLToPath(new URL('./calculator.d.ts', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./type-fixtures/${name}.ts.txt`, import.meta.url));

/** Library files (lib.dom.d.ts is large) are parsed once for both programs. */
const sourceFiles = new Map<string, ts.SourceFile | undefined>();
const compiled = new Map<string, { program: ts.Program; diagnostics: readonly ts.Diagnostic[] }>();

function compile(fixtureName: string): { program: ts.Program; diagnostics: readonly ts.Diagnostic[] } {
  const known = compiled.get(fixtureName);
  if (known) return known;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2020,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const pageFile = fileURLToPath(new URL(`./type-fixtures/${fixtureName}.ts`, import.meta.url));
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === pageFile ? readFileSync(fixture(fixtureName), 'utf8') : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === pageFile || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === pageFile
      ? ts.createSourceFile(file, readFileSync(fixture(fixtureName), 'utf8'), language)
      : (sourceFiles.get(file) ??
        (sourceFiles.set(file, getSourceFile(file, language)).get(file) as ts.SourceFile | undefined));
  const program = ts.createProgram([pageFile, declarations], options, host);
  const result = { program, diagnostics: ts.getPreEmitDiagnostics(program) };
  compiled.set(fixtureName, result);
  return result;
}

const describeDiagnostics = (diagnostics: readonly ts.Diagnostic[]) =>
  diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));

describe('calculator.d.ts', { timeout: 60000 }, () => {
  it('compiles a page-like usage file without errors', () => {
    const { diagnostics } = compile('page-usage');
    expect(describeDiagnostics(diagnostics)).toEqual([]);
  });

  it('refuses misuse, one error per line of the misuse file', () => {
    const { diagnostics } = compile('page-misuse');
    const lines = new Set(
      diagnostics.map((diagnostic) =>
        diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0,
      ),
    );
    expect([...lines].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('declares exactly the v1.1 members of the calculator object', () => {
    const { program } = compile('page-usage');
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(declarations) as ts.SourceFile;
    let members: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'GraphingCalculator') {
        members = checker
          .getTypeAtLocation(node)
          .getProperties()
          .map((symbol) => symbol.name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(members.sort()).toEqual([...LINES['v1.1'].operations].sort());
  });
});

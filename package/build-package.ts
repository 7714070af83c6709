/**
 * `npm run package`: builds the publishable npm package into build/package/ and packs it with `npm pack`
 * into build/embeddable-calculator-<version>.tgz (the path is printed last). The repository's own
 * package.json stays private: it is the development workspace, and the package gets its own manifest.
 *
 * The package holds, per version line, the ES module (package/vite.package.config.ts) and its generated
 * declarations (package/declarations.ts), plus `calculator.iife.js`, the served script (dist/, from
 * `npm run build`) for classic `<script>` tags with every calculator enabled and no API key.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { VERSION_LINES } from '../api/model/version-lines';
import { generateDeclarations } from './declarations';
import config, { PACKAGE_DIRECTORY } from './vite.package.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE_NAME = 'embeddable-calculator';

/**
 * The served script answers with `LIB_SERVER_CONFIG` written in front of it; the package's copy has a
 * default one instead, which a page may replace by defining `LIB_SERVER_CONFIG` before the script (to
 * pick another line: `{ version: 'v0.9', enabledFeatures: { … } }`).
 */
const IIFE_PRELUDE =
  'var LIB_SERVER_CONFIG = typeof LIB_SERVER_CONFIG === "object" && LIB_SERVER_CONFIG !== null ? LIB_SERVER_CONFIG : ' +
  '{ version: "v1.1", enabledFeatures: { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: true } };\n';

/** v1.1 is the package's main entry, `index.js`; the older lines have their own. */
const entryFile = (line: string) => (line === 'v1.1' ? './index.js' : `./${line}.js`);

function manifest(version: string): Record<string, unknown> {
  const lines = Object.fromEntries(
    VERSION_LINES.map((line) => [`./${line}`, { types: `./${line}.d.ts`, default: entryFile(line) }]),
  );
  return {
    name: PACKAGE_NAME,
    version,
    description:
      'Embeddable graphing, scientific and four-function calculators: ES modules with types, and a script for <script> tags.',
    type: 'module',
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      ...lines,
      './calculator.iife.js': './calculator.iife.js',
      './calculator.d.ts': './calculator.d.ts',
      './package.json': './package.json',
    },
    sideEffects: false,
    files: ['*.js', '*.d.ts', 'chunks/', 'README.md'],
    engines: { node: '>=18' },
    license: 'UNLICENSED',
  };
}

export async function buildPackage(): Promise<string> {
  const script = join(root, 'dist/api/v1.1/calculator.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first.`);
  await build({ ...config, configFile: false });
  const declarations = generateDeclarations();
  for (const line of VERSION_LINES)
    writeFileSync(join(PACKAGE_DIRECTORY, `${line}.d.ts`), declarations[line].module);
  writeFileSync(join(PACKAGE_DIRECTORY, 'index.d.ts'), declarations['v1.1'].module);
  writeFileSync(join(PACKAGE_DIRECTORY, 'calculator.d.ts'), declarations['v1.1'].global);
  // Without its source map comment: the map is not shipped, and a debugger would ask for it.
  const scriptText = readFileSync(script, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  writeFileSync(join(PACKAGE_DIRECTORY, 'calculator.iife.js'), IIFE_PRELUDE + scriptText);
  copyFileSync(join(root, 'package/PACKAGE-README.md'), join(PACKAGE_DIRECTORY, 'README.md'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(PACKAGE_DIRECTORY, 'package.json'), JSON.stringify(manifest(version), null, 2) + '\n');
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', join(root, 'build')], {
    cwd: PACKAGE_DIRECTORY,
    encoding: 'utf8',
  });
  return join(root, 'build', packed.trim().split('\n').pop() as string);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await buildPackage());
}

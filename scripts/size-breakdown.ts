/**
 * Where calculator.js's gzip bytes go: every generated character is charged to the source its source-map
 * segment names, grouped by package (node_modules/<name>, MathLive's fonts apart) or by our top-level
 * folder, and each group is measured two ways:
 * - alone: gzip of the group's characters concatenated (what the part would weigh on its own);
 * - removed: gzip of the whole file minus gzip of the file with the group's characters taken out (what
 *   deleting it would save; gzip shares context between parts, so this is the figure a cut moves).
 * Characters before the first segment of a line are "(unmapped)". Three parts are found by their text,
 * not the map: the worker's blob string (without the language, which it takes from the main thread's
 * copy), the WASM's base64 inside it, and the inlined KaTeX fonts' data URLs.
 *
 * Usage (after `npm run build`): `npx tsx scripts/size-breakdown.ts [path/to/calculator.js] [--json]`.
 * gzip is zlib's default level (6), as test/ui-size.browser.test.ts measures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

export interface SizePart {
  part: string;
  rawBytes: number;
  gzipAlone: number;
  gzipRemoved: number;
}

export interface SizeBreakdown {
  rawBytes: number;
  gzipBytes: number;
  parts: SizePart[];
}

/** The group a source path belongs to: `mathlive`, `ui/`, `(unmapped)`. */
export function groupOfSource(source: string | null): string {
  if (source === null) return '(unmapped)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch) {
    const name = packageMatch[1];
    if (name.startsWith('@formatjs/')) return 'intl-messageformat';
    return name;
  }
  const ours = /(?:^|\/)(api|ui|language|renderer-gl|worker|i18n|engine-wasm|scripts)\//.exec(source);
  return ours ? `${ours[1]}/` : source;
}

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
function isEscaped(code: string, index: number): boolean {
  let backslashes = 0;
  while (index - backslashes - 1 >= 0 && code[index - backslashes - 1] === '\\') backslashes++;
  return backslashes % 2 === 1;
}

/**
 * The widest string literal around `index`: for each quote character, the nearest unescaped one before
 * and after. Inside the worker's literal its own quote character is always escaped while the other two
 * appear bare, so their spans are short and the widest span is the literal itself.
 */
function enclosingStringLiteral(code: string, index: number): { start: number; end: number } | undefined {
  let best: { start: number; end: number } | undefined;
  for (const quote of ["'", '"', '`']) {
    let start = index - 1;
    while (start >= 0 && (code[start] !== quote || isEscaped(code, start))) start--;
    let end = index;
    while (end < code.length && (code[end] !== quote || isEscaped(code, end))) end++;
    if (start < 0 || end >= code.length) continue;
    if (!best || end + 1 - start > best.end - best.start) best = { start, end: end + 1 };
  }
  return best;
}

/** Each character of `code` labelled with its group's index in `groups`. */
function labelCharacters(code: string, map: SourceMapConsumer, groups: string[]): Uint16Array {
  const indexOf = new Map<string, number>();
  const groupIndex = (name: string): number => {
    let index = indexOf.get(name);
    if (index === undefined) {
      index = groups.length;
      groups.push(name);
      indexOf.set(name, index);
    }
    return index;
  };
  const unmapped = groupIndex('(unmapped)');
  const labels = new Uint16Array(code.length).fill(unmapped);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const segments: { line: number; column: number; group: number }[] = [];
  map.eachMapping(
    (mapping) =>
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        group: groupIndex(groupOfSource(mapping.source)),
      }),
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const lineStart = lineStarts[segment.line - 1];
    const lineEnd = segment.line < lineStarts.length ? lineStarts[segment.line] : code.length;
    const next = segments[i + 1];
    const end = next && next.line === segment.line ? lineStart + next.column : lineEnd;
    labels.fill(segment.group, lineStart + segment.column, end);
  }
  // The worker's blob source is one string literal from a `\0` module (no segments of its own, so the
  // segment before it on the line would take it); inside it, the WASM's deflated base64, the one long
  // base64 run that is not a font's data URL.
  const wasm = /(?<![A-Za-z0-9+/,])[A-Za-z0-9+/]{20000,}={0,2}/.exec(code);
  if (wasm) {
    const worker = enclosingStringLiteral(code, wasm.index);
    if (worker) labels.fill(groupIndex('(worker string)'), worker.start, worker.end);
    labels.fill(groupIndex('(WASM base64)'), wasm.index, wasm.index + wasm[0].length);
  }
  // The inlined font faces (ui/math-fonts.ts), charged to that file by the map: apart, they are a part
  // of their own.
  for (const font of code.matchAll(/data:font\/woff2;base64,[A-Za-z0-9+/]+={0,2}/g)) {
    labels.fill(groupIndex('(KaTeX fonts)'), font.index, font.index + font[0].length);
  }
  return labels;
}

export function sizeBreakdown(code: string, rawMap: string): SizeBreakdown {
  const map = new SourceMapConsumer(JSON.parse(rawMap));
  const groups: string[] = [];
  const labels = labelCharacters(code, map, groups);
  const whole = gzipSync(code).length;
  const parts: SizePart[] = groups.map((part, index) => {
    let inside = '';
    let outside = '';
    let runStart = 0;
    for (let i = 1; i <= code.length; i++) {
      if (i < code.length && (labels[i] === index) === (labels[runStart] === index)) continue;
      const run = code.slice(runStart, i);
      if (labels[runStart] === index) inside += run;
      else outside += run;
      runStart = i;
    }
    return {
      part,
      rawBytes: Buffer.byteLength(inside),
      gzipAlone: gzipSync(inside).length,
      gzipRemoved: whole - gzipSync(outside).length,
    };
  });
  parts.sort((a, b) => b.gzipRemoved - a.gzipRemoved);
  return { rawBytes: Buffer.byteLength(code), gzipBytes: whole, parts: parts.filter((p) => p.rawBytes > 0) };
}

function formatTable(breakdown: SizeBreakdown): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const rows = breakdown.parts.map(
    (p) =>
      `| ${p.part.padEnd(22)} | ${kb(p.rawBytes).padStart(8)} | ${kb(p.gzipAlone).padStart(10)} | ${kb(p.gzipRemoved).padStart(12)} |`,
  );
  return [
    `calculator.js: ${breakdown.rawBytes} B raw, ${breakdown.gzipBytes} B gzip`,
    '',
    `| ${'part'.padEnd(22)} |   raw KB | gzip alone | gzip removed |`,
    `| ${'-'.repeat(22)} | -------: | ---------: | -----------: |`,
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const scriptPath =
    args.find((a) => !a.startsWith('--')) ??
    fileURLToPath(new URL('../dist/api/v1.1/calculator.js', import.meta.url));
  const breakdown = sizeBreakdown(
    readFileSync(scriptPath, 'utf8'),
    readFileSync(`${scriptPath}.map`, 'utf8'),
  );
  console.log(args.includes('--json') ? JSON.stringify(breakdown, null, 2) : formatTable(breakdown));
}

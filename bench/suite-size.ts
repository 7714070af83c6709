/**
 * Sizes: our script as built and as the real server sends it, and the peers' browser bundles, all
 * gzip-compressed the same way (zlib level 9) for the comparison. MathLive is not installed here; its
 * figure is the one quoted in the issue and is marked as such.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BenchServers } from './bench-server';
import type { BenchRow, BenchSection } from './page/result-types';
import { PEER_BUNDLES, SNAPSHOT_ENGINE_WASM, SNAPSHOT_LIBRARY_BUNDLE } from './paths';

const MATHLIVE_QUOTED_GZIP_BYTES = 227 * 1024;

function sizes(path: string): { raw: number; gzip: number } {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

async function servedGzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  await response.arrayBuffer();
  return length;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function runSizeSection(servers: BenchServers): Promise<BenchSection> {
  const ours = sizes(SNAPSHOT_LIBRARY_BUNDLE);
  const wasm = sizes(SNAPSHOT_ENGINE_WASM);
  const served = await servedGzipBytes(servers.libraryScriptUrl);
  const row = (subject: string, gzip: number, figures: Record<string, number | string>): BenchRow => ({
    workload: 'script size',
    subject,
    supported: true,
    vsOurs: subject.startsWith('ours') ? undefined : gzip / ours.gzip,
    figures: { gzipKB: kilobytes(gzip), ...figures },
  });
  const peerNames: Record<string, string> = {
    'function-plot': 'function-plot 1.25 (dist/function-plot.js)',
    jsxgraph: 'JSXGraph 1.13 (distrib/jsxgraphcore.js)',
    mathjs: 'math.js 15.2 (lib/browser/math.js)',
  };
  return {
    id: 'size',
    title: '6. Size',
    note: 'gzip at zlib level 9 for every file; the ratio is the peer\u2019s gzip size ÷ ours.',
    rows: [
      row('ours: calculator.js (worker and WASM inlined)', ours.gzip, {
        rawKB: kilobytes(ours.raw),
        servedGzipKB: kilobytes(served),
        wasmRawKB: kilobytes(wasm.raw),
        wasmGzipKB: kilobytes(wasm.gzip),
      }),
      ...Object.entries(PEER_BUNDLES).map(([name, path]) => {
        const peer = sizes(path);
        return row(peerNames[name] ?? name, peer.gzip, { rawKB: kilobytes(peer.raw) });
      }),
      row('MathLive (not installed: the issue\u2019s figure)', MATHLIVE_QUOTED_GZIP_BYTES, { quoted: 'yes' }),
    ],
  };
}

/**
 * Built bundles read from dist/, and every served variant (per version, features and languages; identity
 * and gzip) built once, shared by every request that wants it, and kept within a memory budget.
 *
 * Strategy:
 * - A dist file is loaded once per build (modification time, size, inode): concurrent requests share one
 *   status check and one load, and the load waits until the file is completely written (complete-file.ts).
 *   A loaded bundle keeps its bytes, their SHA-256 and, compressed on first gzip request, its deflate stream.
 * - A script variant is the bundle with one prelude line in front. It never copies the bundle: its identity
 *   body is two chunks (prelude, shared bundle) and its gzip body is spliced from the prelude's deflate and
 *   the bundle's shared deflate (gzip-splice.ts). Building a variant is a few milliseconds of JSON and
 *   hashing, done in one synchronous step, so concurrent requests cannot build it twice; compression runs
 *   on the thread pool, once, when a client first accepts gzip. HEAD, 304 and identity requests never
 *   compress: the ETags derive from the content's hashes and the compression settings.
 * - Variants live in an LRU bounded by bytes (`variantCacheBytes`), each charged twice its prelude (the
 *   text and at most as much compressed). Loaded bundles and source maps are outside it: one each per
 *   built version.
 * - Building a variant that is not in memory needs the caller's admission (build-limiter.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { versions as runtimeVersions } from 'node:process';
import { readCatalogs } from '../i18n/catalog-files';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../i18n/languages';
import { CALCULATOR_FEATURES, type EnabledFeatures } from './api-keys';
import type { Admission } from './build-limiter';
import { ByteLru } from './byte-lru';
import { describeFileVersion, readCompleteFile, type SettleOptions } from './complete-file';
import {
  deflateFinalPart,
  deflateLeadingPart,
  gzipWhole,
  SCRIPT_GZIP_LEVEL,
  SOURCE_MAP_GZIP_LEVEL,
  spliceGzip,
} from './gzip-splice';
import { DEFAULT_LIMITS } from './limits';
import {
  createPrelude,
  rewriteSourceMappingUrl,
  shiftSourceMapByOneLine,
  VERSION_PATTERN,
} from './script-assembly';

/** One response body as the chunks to write, with its length and strong ETag. */
export interface EncodedBody {
  chunks: readonly Buffer[];
  length: number;
  etag: string;
}

/** A resource sent without or with gzip; each encoding has its own ETag because the bytes differ. */
export interface ServedResource {
  identity: EncodedBody;
  /** Known without compressing, so 304s and HEADs never compress. */
  gzipEtag: string;
  /** The gzip body when it is already compressed, else undefined (a HEAD then omits Content-Length). */
  readyGzip(): EncodedBody | undefined;
  /** The gzip body, compressed on the first call and shared by every concurrent and later call. */
  gzip(): Promise<EncodedBody>;
}

export type ScriptLookup =
  | { status: 'found'; resource: ServedResource }
  | { status: 'no-version' }
  | { status: 'refused'; retryAfterSeconds: number; reason: string };

export interface BundleCacheOptions extends SettleOptions {
  /** The memory budget of script variants, in bytes (loaded bundles and maps are not counted). */
  variantCacheBytes: number;
}

export const DEFAULT_BUNDLE_CACHE_OPTIONS: BundleCacheOptions = {
  variantCacheBytes: DEFAULT_LIMITS.variantCacheBytes,
  settleMs: DEFAULT_LIMITS.buildSettleMs,
  timeoutMs: DEFAULT_LIMITS.buildSettleTimeoutMs,
};

export interface BundleCache {
  /**
   * The script for `version` with these features and catalogs (as `selectLanguages` returns them; English
   * alone when omitted). A variant not in memory is built only when `admit` allows it.
   */
  readScript(
    version: string,
    features: EnabledFeatures,
    languages?: readonly LanguageCode[],
    admit?: () => Admission,
  ): Promise<ScriptLookup>;
  /** The source map for `version`, shifted to match the prelude line, or undefined when there is none. */
  readSourceMap(version: string): Promise<ServedResource | undefined>;
  /** Versions with a built calculator.js, sorted, for messages that name what exists. */
  listVersions(): Promise<string[]>;
  /** Bytes held by script variants now (for tests and the load test's report). */
  readonly variantBytes: number;
}

/** A compressed body computed once, on first use, by one caller on behalf of all. */
function once<T>(compute: () => Promise<T>): { get(): Promise<T>; peek(): T | undefined } {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get() {
      pending ??= compute().then(
        (result) => (value = result),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => value,
  };
}

function formatEtag(hash: ReturnType<typeof createHash>): string {
  // A content hash makes the ETag strong and stable across restarts and across servers behind one balancer.
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/** The gzip ETag: the identity content, the level and the zlib version determine the gzip bytes. */
function gzipEtagFor(identityEtag: string, level: number): string {
  return formatEtag(
    createHash('sha256').update(`${identityEtag}|gzip-${level}|zlib-${runtimeVersions.zlib}`),
  );
}

function encodeGzip(chunks: Buffer[], identityEtag: string, level: number): EncodedBody {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return { chunks, length, etag: gzipEtagFor(identityEtag, level) };
}

/** A body served whole (the source map): hashed once, gzipped whole on first request. */
export function createWholeResource(body: Buffer, level = SOURCE_MAP_GZIP_LEVEL): ServedResource {
  const etag = formatEtag(createHash('sha256').update(body));
  const compressed = once(async () => encodeGzip([await gzipWhole(body, level)], etag, level));
  return {
    identity: { chunks: [body], length: body.length, etag },
    gzipEtag: gzipEtagFor(etag, level),
    readyGzip: compressed.peek,
    gzip: compressed.get,
  };
}

/** A loaded calculator.js: the bytes every variant of this build shares. */
interface LoadedBundle {
  bytes: Buffer;
  digest: Buffer;
  deflated: { get(): Promise<Buffer>; peek(): Buffer | undefined };
}

function loadBundle(text: string, version: string): LoadedBundle {
  const bytes = Buffer.from(rewriteSourceMappingUrl(text, version), 'utf8');
  return {
    bytes,
    digest: createHash('sha256').update(bytes).digest(),
    deflated: once(() => deflateFinalPart(bytes)),
  };
}

/** One script variant: the prelude line in front of the shared bundle. */
export function createScriptVariant(bundle: LoadedBundle, preludeLine: Buffer): ServedResource {
  const etag = formatEtag(createHash('sha256').update(preludeLine).update(bundle.digest));
  const texts = [preludeLine, bundle.bytes];
  const compressed = once(async () => {
    const deflated = await Promise.all([deflateLeadingPart(preludeLine), bundle.deflated.get()]);
    return encodeGzip(spliceGzip(texts, deflated), etag, SCRIPT_GZIP_LEVEL);
  });
  return {
    identity: { chunks: texts, length: preludeLine.length + bundle.bytes.length, etag },
    gzipEtag: gzipEtagFor(etag, SCRIPT_GZIP_LEVEL),
    readyGzip: compressed.peek,
    gzip: compressed.get,
  };
}

interface FileSlot<T> {
  loaded?: { fileVersion: string; value: T };
  loading?: Promise<{ fileVersion: string; value: T } | undefined>;
  checking?: Promise<string | undefined>;
}

export function createBundleCache(
  distDir: string,
  options: BundleCacheOptions = DEFAULT_BUNDLE_CACHE_OPTIONS,
): BundleCache {
  const slots = new Map<string, FileSlot<unknown>>();
  const variants = new ByteLru<ServedResource>(options.variantCacheBytes);

  /** The file's current version, one stat shared by concurrent callers; undefined when it is absent. */
  function checkVersion(slot: FileSlot<unknown>, path: string): Promise<string | undefined> {
    slot.checking ??= stat(path)
      .then(
        (details) => (details.isFile() ? describeFileVersion(details) : undefined),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      )
      .finally(() => (slot.checking = undefined));
    return slot.checking;
  }

  /**
   * The parsed contents of a dist file, loaded once per build of it and shared; undefined when absent.
   * Variants of the previous build are dropped when a new one loads.
   */
  async function loadFile<T>(
    path: string,
    parse: (bytes: Buffer) => T,
  ): Promise<{ fileVersion: string; value: T } | undefined> {
    let slot = slots.get(path) as FileSlot<T> | undefined;
    if (slot === undefined) slots.set(path, (slot = {}));
    const current = slot;
    const fileVersion = await checkVersion(current, path);
    if (fileVersion === undefined) {
      current.loaded = undefined;
      variants.deletePrefix(`${path}|`);
      // Requests for versions that do not exist must not leave a slot each behind.
      if (current.loading === undefined && slots.get(path) === current) slots.delete(path);
      return undefined;
    }
    if (current.loaded?.fileVersion === fileVersion) return current.loaded;
    current.loading ??= (async () => {
      const file = await readCompleteFile(path, options);
      if (file === undefined) return undefined;
      const loaded = { fileVersion: file.fileVersion, value: parse(file.bytes) };
      variants.deletePrefix(`${path}|`);
      current.loaded = loaded;
      return loaded;
    })().finally(() => (current.loading = undefined));
    return current.loading;
  }

  function versionFile(version: string, name: string): string {
    if (!VERSION_PATTERN.test(version)) throw new Error(`not a version: ${JSON.stringify(version)}`);
    return join(distDir, 'api', version, name);
  }

  return {
    async readScript(version, features, languages = [FALLBACK_LANGUAGE], admit = () => ({ ok: true })) {
      const path = versionFile(version, 'calculator.js');
      const bundle = await loadFile(path, (bytes) => loadBundle(bytes.toString('utf8'), version));
      if (bundle === undefined) return { status: 'no-version' };
      const featureKey = CALCULATOR_FEATURES.map((name) => (features[name] ? '1' : '0')).join('');
      const variantKey = `${path}|${bundle.fileVersion}|${featureKey}|${languages.join(',')}`;
      let resource = variants.get(variantKey);
      if (resource === undefined) {
        const admission = admit();
        if (!admission.ok) {
          const { retryAfterSeconds, reason } = admission;
          return { status: 'refused', retryAfterSeconds, reason };
        }
        const prelude = createPrelude(version, features, readCatalogs(languages));
        const preludeLine = Buffer.from(`${prelude}\n`, 'utf8');
        resource = createScriptVariant(bundle.value, preludeLine);
        variants.set(variantKey, resource, 2 * preludeLine.length + 1024);
      }
      return { status: 'found', resource };
    },

    async readSourceMap(version) {
      const path = versionFile(version, 'calculator.js.map');
      const sourceMap = await loadFile(path, (bytes) =>
        createWholeResource(Buffer.from(shiftSourceMapByOneLine(bytes.toString('utf8')), 'utf8')),
      );
      return sourceMap?.value;
    },

    async listVersions() {
      let names: string[];
      try {
        names = await readdir(join(distDir, 'api'));
      } catch {
        return [];
      }
      const versions: string[] = [];
      for (const name of names.filter((candidate) => VERSION_PATTERN.test(candidate))) {
        const details = await stat(versionFile(name, 'calculator.js')).catch(() => undefined);
        if (details?.isFile()) versions.push(name);
      }
      return versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    },

    get variantBytes() {
      return variants.bytes;
    },
  };
}

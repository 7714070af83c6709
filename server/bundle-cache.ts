/**
 * Built bundles read from dist/, with every served variant (per version and configuration, identity and
 * gzip) computed once and kept in memory.
 *
 * Each request stats the dist file (microseconds) and drops the cached text and variants when its
 * modification time, size or inode changed, so a rebuild is served at once without a restart. Variants are
 * keyed by features and language selection, not by API key: keys with the same features share one entry.
 * Language selections are many (any subset of 49 codes), so a version keeps at most MAX_SCRIPT_VARIANTS of
 * them, least recently used dropped first; a dropped variant costs one rebuild (a few milliseconds plus
 * gzip) when it is asked for again.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readCatalogs } from '../i18n/catalog-files';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../i18n/languages';
import { CALCULATOR_FEATURES, type EnabledFeatures } from './api-keys';
import { assembleScript, shiftSourceMapByOneLine, VERSION_PATTERN } from './script-assembly';

/** One response body with its strong ETag. */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

/** A resource as sent without and with gzip; each has its own ETag because the bytes differ. */
export interface EncodedResource {
  identity: EncodedBody;
  gzip: EncodedBody;
}

export interface BundleCache {
  /**
   * The script for `version` with this configuration and these catalogs (as `selectLanguages` returns
   * them; English alone when omitted), or undefined when dist/ has no such version.
   */
  readScript(
    version: string,
    features: EnabledFeatures,
    languages?: readonly LanguageCode[],
  ): Promise<EncodedResource | undefined>;
  /** The source map for `version`, shifted to match the prelude line, or undefined when there is none. */
  readSourceMap(version: string): Promise<EncodedResource | undefined>;
  /** Versions with a built calculator.js, sorted, for messages that name what exists. */
  listVersions(): Promise<string[]>;
}

interface CachedFile {
  fileVersion: string;
  variants: Map<string, EncodedResource>;
  text: string;
}

/** 8 feature sets × a few popular language choices; each variant holds the script twice (~1 MB). */
export const MAX_SCRIPT_VARIANTS = 64;

function createEncodedBody(body: Buffer): EncodedBody {
  // A content hash makes the ETag strong and stable across restarts and across servers behind one balancer.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag };
}

/** Encodes a body both ways. gzip level 9: it runs once per variant, and every download is smaller. */
export function encodeResource(text: string): EncodedResource {
  const identity = Buffer.from(text, 'utf8');
  return { identity: createEncodedBody(identity), gzip: createEncodedBody(gzipSync(identity, { level: 9 })) };
}

export function createBundleCache(distDir: string): BundleCache {
  const files = new Map<string, CachedFile>();

  /** The cached entry for a dist file, re-read when the file changed; undefined when it does not exist. */
  async function readCachedFile(path: string): Promise<CachedFile | undefined> {
    let details;
    try {
      details = await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        files.delete(path);
        return undefined;
      }
      throw error;
    }
    if (!details.isFile()) return undefined;
    const fileVersion = `${details.mtimeMs}:${details.size}:${details.ino}`;
    const cached = files.get(path);
    if (cached?.fileVersion === fileVersion) return cached;
    const entry = { fileVersion, variants: new Map(), text: await readFile(path, 'utf8') };
    files.set(path, entry);
    return entry;
  }

  function versionFile(version: string, name: string): string {
    if (!VERSION_PATTERN.test(version)) throw new Error(`not a version: ${JSON.stringify(version)}`);
    return join(distDir, 'api', version, name);
  }

  return {
    async readScript(version, features, languages = [FALLBACK_LANGUAGE]) {
      const bundle = await readCachedFile(versionFile(version, 'calculator.js'));
      if (bundle === undefined) return undefined;
      const featureKey = CALCULATOR_FEATURES.map((name) => (features[name] ? '1' : '0')).join('');
      const variantKey = `${featureKey}|${languages.join(',')}`;
      let resource = bundle.variants.get(variantKey);
      if (resource === undefined) {
        resource = encodeResource(assembleScript(bundle.text, version, features, readCatalogs(languages)));
        if (bundle.variants.size >= MAX_SCRIPT_VARIANTS) {
          bundle.variants.delete(bundle.variants.keys().next().value as string);
        }
      } else {
        // Re-inserting moves the entry to the end of the Map's order, which makes the eviction above LRU.
        bundle.variants.delete(variantKey);
      }
      bundle.variants.set(variantKey, resource);
      return resource;
    },

    async readSourceMap(version) {
      const sourceMap = await readCachedFile(versionFile(version, 'calculator.js.map'));
      if (sourceMap === undefined) return undefined;
      let resource = sourceMap.variants.get('');
      if (resource === undefined) {
        resource = encodeResource(shiftSourceMapByOneLine(sourceMap.text));
        sourceMap.variants.set('', resource);
      }
      return resource;
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
  };
}

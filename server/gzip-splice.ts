/**
 * gzip bodies made of parts compressed separately, so that the 1.5 MB bundle is compressed once per build
 * and each script variant compresses only its own prelude line.
 *
 * A deflate stream may be cut into runs of blocks: the prelude is deflated with a sync flush (its last
 * block is not final and ends on a byte boundary), and the bundle is deflated on its own as a complete
 * stream (its last block is final). Written one after the other they form one valid deflate stream: the
 * bundle's back-references never reach before its own start, because it was compressed without the
 * prelude. The gzip member around them (RFC 1952) needs the CRC-32 and the length of the whole text, not of
 * the compressed parts. This is how zlib's examples/gzjoin.c joins streams, minus its bit shifting (a sync
 * flush makes the cut byte-aligned).
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gzip, type ZlibOptions } from 'node:zlib';

const deflateRawAsync = promisify<Buffer, ZlibOptions, Buffer>(deflateRaw);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/** Bundles and preludes run once per build or variant, and every download is smaller: the best level. */
export const SCRIPT_GZIP_LEVEL = 9;
/** Source maps are 4 MB and fetched only by devtools; level 9 costs six times level 6 there for ~1%. */
export const SOURCE_MAP_GZIP_LEVEL = 6;

/** gzip header: magic, deflate, no flags, no modification time, no extra flags, OS unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

/** Deflates a part that more parts will follow: ends byte-aligned on a non-final block. Runs off-thread. */
export function deflateLeadingPart(bytes: Buffer, level = SCRIPT_GZIP_LEVEL): Promise<Buffer> {
  return deflateRawAsync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

/** Deflates the last part: a complete raw deflate stream ending on a final block. Runs off-thread. */
export function deflateFinalPart(bytes: Buffer, level = SCRIPT_GZIP_LEVEL): Promise<Buffer> {
  return deflateRawAsync(bytes, { level });
}

/** Compresses a whole body as one gzip member, off the event loop (zlib runs on libuv's thread pool). */
export function gzipWhole(bytes: Buffer, level: number): Promise<Buffer> {
  return gzipAsync(bytes, { level });
}

/**
 * The chunks of one gzip member whose text is `texts` concatenated, given those texts deflated by
 * deflateLeadingPart (all but the last) and deflateFinalPart (the last).
 */
export function spliceGzip(texts: readonly Buffer[], deflated: readonly Buffer[]): Buffer[] {
  let crc = 0;
  let length = 0;
  for (const text of texts) {
    crc = crc32(text, crc);
    length += text.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return [GZIP_HEADER, ...deflated, trailer];
}

/**
 * The markup of each curve and fill of the last SVG screenshot, kept for the next one. A pipeline that
 * changes one curve between shots gets the worker's whole geometry again (new arrays, the same numbers
 * for every curve but the changed one), and writing a curve's path (clipping and formatting every vertex)
 * is most of an SVG shot: ~11 ms of ~12 for the bench's ten expressions at 800 × 600. A part is reused
 * only when everything its markup is written from is the same: the scalars its writer reads (origin,
 * projection, style, color, the theme object) compared with Object.is, and its vertices compared as bits.
 */
import { sameBits } from './same-bits';

export interface SvgParts {
  /** `write()`'s markup, or the kept one of `key` when `scalars` and `vertices` equal those it was written from. */
  markup(key: string, scalars: readonly unknown[], vertices: Float32Array, write: () => string): string;
  /** One picture written: parts it did not ask for are dropped. */
  endPicture(): void;
}

interface KeptPart {
  readonly scalars: readonly unknown[];
  readonly vertices: Float32Array;
  readonly markup: string;
}

function sameScalars(first: readonly unknown[], second: readonly unknown[]): boolean {
  return first.length === second.length && first.every((value, index) => Object.is(value, second[index]));
}

export function createSvgParts(): SvgParts {
  let kept = new Map<string, KeptPart>();
  let used = new Map<string, KeptPart>();
  return {
    markup(key, scalars, vertices, write) {
      const part = kept.get(key) ?? used.get(key);
      if (part && sameScalars(part.scalars, scalars) && sameBits(part.vertices, vertices)) {
        used.set(key, part);
        return part.markup;
      }
      const markup = write();
      // A copy: the caller's array could be refilled in place and still be the same object.
      used.set(key, { scalars: [...scalars], vertices: vertices.slice(), markup });
      return markup;
    },
    endPicture() {
      kept = used;
      used = new Map();
    },
  };
}

/**
 * Per-source geometry caches of one calculator, so that a change re-samples only what it changed.
 *
 * The key of an entry's geometry is what it is drawn from: its effect after analysis (programs with every
 * definition it uses inlined, so a slider's value is a constant inside exactly the programs of entries
 * that depend on it, directly or through other definitions), its options, and for sampled curves the
 * viewport. Comparing that source with the cached one is the dependency closure made concrete: `a=2`
 * changes the constants of `y=ax` and of `y=f(x)` with `f(x)=ax`, not of `y=x^2`, whose geometry is
 * reused. Sources are compared structurally, never hashed, so a reuse is never wrong.
 *
 * Geometry leaves the worker by transfer, which empties the sender's buffers: the cache keeps its own
 * buffers and hands out copies.
 */
import type { CurveGeometry, FillGeometry, PointsGeometry, SamplingViewport } from './protocol';

export interface SourceGeometry {
  readonly curves: readonly CurveGeometry[];
  readonly points: readonly PointsGeometry[];
  readonly fills: readonly FillGeometry[];
}

interface CacheEntry {
  readonly source: unknown;
  readonly geometry: SourceGeometry;
}

export const NO_GEOMETRY: SourceGeometry = Object.freeze({ curves: [], points: [], fills: [] });

/** Structural equality of analysis results: plain objects, arrays, typed arrays, numbers (NaN equals NaN). */
export function sameSource(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b) || a.constructor !== b.constructor) return false;
    const left = a as unknown as ArrayLike<number>;
    const right = b as unknown as ArrayLike<number>;
    if (left.length !== right.length) return false;
    for (let index = 0; index < left.length; index++) {
      if (left[index] !== right[index] && !(Number.isNaN(left[index]) && Number.isNaN(right[index])))
        return false;
    }
    return true;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameSource((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export function viewportKey(viewport: SamplingViewport): string {
  const { xmin, xmax, ymin, ymax, widthPixels, heightPixels } = viewport;
  return `${xmin},${xmax},${ymin},${ymax},${widthPixels},${heightPixels}`;
}

/** A copy whose buffers may be transferred while the cache keeps the originals. */
export function copyGeometry(geometry: SourceGeometry): SourceGeometry {
  return {
    curves: geometry.curves.map((curve) => ({
      ...curve,
      polyline: curve.polyline.slice(),
    })),
    points: geometry.points.map((set) => ({
      ...set,
      x: set.x.slice(),
      y: set.y.slice(),
      positions: set.positions.slice(),
    })),
    fills: geometry.fills.map((fill) => ({ ...fill, triangles: fill.triangles.slice() })),
  };
}

export class GeometryCache {
  private entries = new Map<string, CacheEntry>();

  /** The cached geometry of `key` when it was made from an equal source. */
  lookup(key: string, source: unknown): SourceGeometry | undefined {
    const entry = this.entries.get(key);
    return entry && sameSource(entry.source, source) ? entry.geometry : undefined;
  }

  store(key: string, source: unknown, geometry: SourceGeometry): void {
    this.entries.set(key, { source, geometry });
  }

  /** Forgets every key not in `keys` (entries removed from the list, or hidden). */
  retainOnly(keys: ReadonlySet<string>): void {
    for (const key of this.entries.keys()) if (!keys.has(key)) this.entries.delete(key);
  }
}

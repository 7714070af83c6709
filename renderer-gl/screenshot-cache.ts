/**
 * The last screenshots of an unchanged picture. A headless pipeline (or a page's "export" button pressed
 * twice) asks for the same image again and again; a shot draws a whole offscreen frame, reads it back and
 * encodes it (~30–45 ms at 800 × 600 under SwiftShader) or writes the SVG markup (~6 ms), for the bytes it
 * made last time. So the renderer keeps the last shots, keyed by format and the resolved frame (view, size,
 * pixel ratio, numbers, labels: everything the options decide), and drops them all on any change to what
 * a picture is made of: drawables, view, size, settings, an image's texture arriving, the context lost or
 * restored, fonts loading, and any frame request from outside (graph-renderer.ts calls `invalidate` there).
 * A cached shot is never older than the renderer's inputs; it is the same string the shot would make.
 */
import type { ScreenshotFrame } from './screenshot-frame';

/** PNG and SVG, with labels and without: more kinds of shot of one state are rare. */
const MAX_KEPT = 4;

export interface ScreenshotCache {
  /** The kept shot of this format and frame, else `shoot()`'s, kept. */
  take(format: 'png' | 'svg', frame: ScreenshotFrame, shoot: () => string): string;
  /** Something a picture is made of changed: no kept shot may be handed out again. */
  invalidate(): void;
}

export function createScreenshotCache(): ScreenshotCache {
  const kept = new Map<string, string>();
  return {
    take(format, frame, shoot) {
      const { view, width, height, pixelRatio, showAxisNumbers, showLabels } = frame;
      const key = [
        format,
        view.xmin,
        view.xmax,
        view.ymin,
        view.ymax,
        width,
        height,
        pixelRatio,
        showAxisNumbers,
        showLabels,
      ].join(' ');
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      // A shot that throws keeps nothing.
      const shot = shoot();
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, shot);
      return shot;
    },
    invalidate() {
      kept.clear();
    },
  };
}

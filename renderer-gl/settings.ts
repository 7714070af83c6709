/**
 * Merging a partial settings update into the current settings. Which settings exist, their defaults and
 * how a page's value is read (subdivisions rounded into 0..5, a negative step ignored, …) are the settings
 * registry's (`api/model/graph-settings.ts`): the calculator hands the renderer values already normalized
 * there. The renderer keeps one guard that needs no list of its own, since it must never throw in the
 * middle of a frame: a key it does not draw, an undefined value or a value of another type than the
 * current one is left out.
 */
import type { RendererSettings } from './types';

export function mergeRendererSettings(
  current: RendererSettings,
  update: Partial<RendererSettings>,
): RendererSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (Object.hasOwn(current, key) && value !== undefined && typeof value === typeof next[key])
      next[key] = value;
  }
  return next as RendererSettings;
}

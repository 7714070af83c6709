/**
 * Merging a partial settings update into the current settings. Values the renderer cannot draw are
 * normalized rather than rejected (the API layer validates what users type; the renderer must never
 * throw in the middle of a frame): subdivisions round into 0..5, a step that is not a positive finite
 * number means automatic, an unknown arrow mode is NONE, a font size that is not positive keeps the old one.
 */
import type { AxisArrowMode, RendererSettings } from './types';

const ARROW_MODES: readonly AxisArrowMode[] = ['NONE', 'POSITIVE', 'BOTH'];
const MAX_SUBDIVISIONS = 5;

export function mergeRendererSettings(
  current: RendererSettings,
  update: Partial<RendererSettings>,
): RendererSettings {
  const next: RendererSettings = { ...current };
  for (const key of Object.keys(update) as (keyof RendererSettings)[]) {
    const value = update[key];
    if (value === undefined) continue;
    switch (key) {
      case 'xAxisStep':
      case 'yAxisStep':
        next[key] = normalizeStep(value);
        break;
      case 'xAxisMinorSubdivisions':
      case 'yAxisMinorSubdivisions':
        next[key] = normalizeSubdivisions(value);
        break;
      case 'xAxisArrowMode':
      case 'yAxisArrowMode':
        next[key] = ARROW_MODES.includes(value as AxisArrowMode) ? (value as AxisArrowMode) : 'NONE';
        break;
      case 'xAxisLabel':
      case 'yAxisLabel':
        next[key] = String(value);
        break;
      case 'fontSize':
        if (typeof value === 'number' && value > 0 && Number.isFinite(value)) next.fontSize = value;
        break;
      case 'showGrid':
      case 'polarMode':
      case 'showXAxis':
      case 'showYAxis':
      case 'xAxisNumbers':
      case 'yAxisNumbers':
      case 'polarNumbers':
      case 'projectorMode':
      case 'invertedColors':
      case 'degreeMode':
        next[key] = Boolean(value);
        break;
      default:
        // Settings that are not the renderer's (language, …) pass through the API untouched.
        break;
    }
  }
  return next;
}

function normalizeStep(value: unknown): number {
  return typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : 0;
}

function normalizeSubdivisions(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(MAX_SUBDIVISIONS, Math.max(0, Math.round(value)));
}

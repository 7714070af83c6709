/** Every render scene, in the order the suite runs them; names are unique (they name the references). */
import type { RenderScene } from './scene-types';
import { DISTRIBUTION_SCENES } from './scenes-distributions';
import { IMAGE_SCENES } from './scenes-images';
import { SETTING_SCENES } from './scenes-settings';
import { STATISTICS_SCENES } from './scenes-statistics';
import { STYLE_SCENES } from './scenes-styles';
import { VIEWPORT_SCENES } from './scenes-viewports';

export const RENDER_SCENES: readonly RenderScene[] = [
  ...STYLE_SCENES,
  ...SETTING_SCENES,
  ...VIEWPORT_SCENES,
  ...IMAGE_SCENES,
  ...STATISTICS_SCENES,
  ...DISTRIBUTION_SCENES,
];

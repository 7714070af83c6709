/**
 * Images of an SVG screenshot: one `<image>` per loaded image, the unit square mapped onto its box by one
 * matrix (scale to its math size, turn by its angle in math coordinates, project to CSS pixels), so a
 * turned image on a non-uniform projection is sheared exactly as the GL quad is.
 */
import type { UploadedImage } from './image-store';
import { clampOpacity } from './curve-store';
import { opacityAttribute, type SvgProjection } from './svg-drawables';
import { escapeXml, formatCoordinate as number } from './svg-path';

export function writeSvgImages(
  images: readonly UploadedImage[],
  foreground: boolean,
  projection: SvgProjection,
): string {
  const { view, scaleX, scaleY } = projection;
  return images
    .filter(({ source }) => (source.foreground === true) === foreground)
    .map(({ source }) => {
      const angle = source.angle ?? 0;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      // Image space: x right, y down, the unit square centered on 0. See the header for the matrix.
      const matrix = [
        scaleX * cos * source.width,
        -scaleY * sin * source.width,
        scaleX * sin * source.height,
        scaleY * cos * source.height,
        (source.centerX - view.xmin) * scaleX,
        (view.ymax - source.centerY) * scaleY,
      ];
      const opacity = clampOpacity(source.opacity);
      return (
        `<image href="${escapeXml(source.url)}" x="-0.5" y="-0.5" width="1" height="1"` +
        ` preserveAspectRatio="none" transform="matrix(${matrix.map(number).join(' ')})"` +
        opacityAttribute('opacity', opacity) +
        '/>'
      );
    })
    .join('');
}

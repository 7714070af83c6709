/**
 * SVG screenshots: the picture of a PNG screenshot as vector markup, in CSS pixels, layer by layer in the
 * frame's order (background, grid, images, fills, axes, curves, foreground images, points, texts). Texts are XML-escaped text nodes.
 */
import type { DrawnGrid, FrameScene } from './draw-frame';
import { LABEL_FONT_FAMILY } from './graph-style';
import type { OverlayText } from './overlay-layout';
import type { ScreenshotFrame } from './screenshot-frame';
import { writeSvgCurves, writeSvgFills, writeSvgPoints, type SvgProjection } from './svg-drawables';
import { writeSvgImages } from './svg-images';
import type { SvgParts } from './svg-parts';
import { writeSvgPaper } from './svg-paper';
import { escapeXml, formatCoordinate as number } from './svg-path';

/** Room around the picture for line widths and markers that reach in from outside, CSS px. */
const CLIP_MARGIN = 32;

export function writeGraphSvg(input: {
  readonly frame: ScreenshotFrame;
  /** The grid layout at one device pixel per CSS pixel (draw-frame.ts layoutFrameGrid). */
  readonly grid: DrawnGrid;
  readonly scene: FrameScene;
  readonly texts: readonly OverlayText[];
  /** The last picture's curve and fill markup, reused where unchanged (svg-parts.ts). */
  readonly parts?: SvgParts;
}): string {
  const { frame, grid, scene, texts, parts } = input;
  const { view, width, height } = frame;
  const { theme, settings } = scene;
  const projection: SvgProjection = {
    view,
    scaleX: width / (view.xmax - view.xmin),
    scaleY: height / (view.ymax - view.ymin),
    clip: { left: -CLIP_MARGIN, top: -CLIP_MARGIN, right: width + CLIP_MARGIN, bottom: height + CLIP_MARGIN },
  };
  const paper = writeSvgPaper(view, width, height, grid, settings, theme);
  const size = `width="${number(width)}" height="${number(height)}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${number(width)} ${number(height)}">`,
    `<defs><clipPath id="graph-paper"><rect ${size}/></clipPath></defs>`,
    `<g clip-path="url(#graph-paper)">`,
    `<rect ${size} fill="${theme.backgroundCss}"/>`,
    paper.grid,
    writeSvgImages(scene.images, false, projection),
    writeSvgFills(scene.fills, projection, theme, parts),
    paper.axes,
    writeSvgCurves(scene.curves, projection, theme, parts),
    writeSvgImages(scene.images, true, projection),
    writeSvgPoints(scene.pointSets, projection, theme),
    writeTexts(texts, theme.haloCss, theme.haloWidth),
    '</g></svg>',
  ].join('');
}

function writeTexts(texts: readonly OverlayText[], haloColor: string, haloWidth: number): string {
  if (texts.length === 0) return '';
  const family = escapeXml(LABEL_FONT_FAMILY);
  const items = texts.map(
    (text) =>
      `<text x="${number(text.left)}" y="${number(text.centerY)}" font-size="${number(text.fontSize)}"` +
      ` fill="${text.color}">${escapeXml(text.text)}</text>`,
  );
  // The halo is the canvas' strokeText under fillText: a stroke painted before the fill.
  return (
    `<g font-family="${family}" dominant-baseline="central" stroke="${haloColor}"` +
    ` stroke-width="${number(haloWidth)}" stroke-linejoin="round" paint-order="stroke" xml:space="preserve">` +
    items.join('') +
    '</g>'
  );
}

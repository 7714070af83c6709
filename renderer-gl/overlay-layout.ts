/**
 * Every text of a frame, placed: axis labels first (they win any overlap), then the tick numbers (polar
 * angle labels in polar mode), then the point labels on top. The screen, PNG screenshots and SVG
 * screenshots all draw this same list.
 */
import { layoutAxisTitles } from './axis-title-layout';
import type { GraphTheme } from './graph-style';
import { layoutTickLabels, overlaps, VERTICAL_LABEL_GAP, type PlacedLabel } from './label-layout';
import { layoutPointLabels, type PointLabelSet } from './point-label-layout';
import { layoutPolarLabels } from './polar-layout';
import type { TickSpacing } from './ticks';
import type { GraphView, RendererSettings } from './types';

export interface OverlayText extends PlacedLabel {
  readonly fontSize: number;
  /** CSS color. */
  readonly color: string;
}

export interface OverlayInput {
  readonly view: GraphView;
  /** CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly settings: RendererSettings;
  readonly theme: GraphTheme;
  readonly xSpacing: TickSpacing;
  readonly ySpacing: TickSpacing;
  /** False leaves out tick numbers and polar angle labels (small screenshots). */
  readonly showAxisNumbers: boolean;
  /** Point labels, colors already themed. */
  readonly pointLabels: readonly PointLabelSet[];
  /** Width in CSS pixels of a text at a font size. */
  readonly measureText: (text: string, fontSize: number) => number;
}

export function layoutOverlay(input: OverlayInput): OverlayText[] {
  const { view, width, height, settings, theme } = input;
  const measureAt = (fontSize: number) => (text: string) => input.measureText(text, fontSize);
  const withStyle = (labels: readonly PlacedLabel[], fontSize: number, color = theme.labelCss) =>
    labels.map((label) => ({ ...label, fontSize, color }));

  const titles = layoutAxisTitles({
    view,
    width,
    height,
    xTitle: settings.showXAxis ? settings.xAxisLabel : '',
    yTitle: settings.showYAxis ? settings.yAxisLabel : '',
    measureText: measureAt(theme.axisTitleFontSize),
    fontSize: theme.axisTitleFontSize,
  });
  const numbers = input.showAxisNumbers
    ? layoutTickLabels({
        view,
        width,
        height,
        xSpacing: input.xSpacing,
        ySpacing: input.ySpacing,
        measureText: measureAt(theme.tickFontSize),
        fontSize: theme.tickFontSize,
        xNumbers: settings.showXAxis && settings.xAxisNumbers,
        yNumbers: settings.showYAxis && settings.yAxisNumbers,
      }).filter((label) => !titles.some((title) => overlaps(label, title, VERTICAL_LABEL_GAP)))
    : [];
  const angles =
    input.showAxisNumbers && settings.polarMode && settings.showGrid && settings.polarNumbers
      ? layoutPolarLabels({
          view,
          width,
          height,
          measureText: measureAt(theme.tickFontSize),
          fontSize: theme.tickFontSize,
          occupied: [...titles, ...numbers],
          degrees: settings.degreeMode,
        })
      : [];
  const points = layoutPointLabels({
    view,
    width,
    height,
    sets: input.pointLabels,
    measureText: measureAt(theme.pointLabelFontSize),
    fontSize: theme.pointLabelFontSize,
  });
  return [
    ...withStyle(numbers, theme.tickFontSize),
    ...withStyle(angles, theme.tickFontSize),
    ...withStyle(titles, theme.axisTitleFontSize),
    ...points.map((label) => ({ ...label, fontSize: theme.pointLabelFontSize })),
  ];
}

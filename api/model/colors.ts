/**
 * The spec's palettes: v0.8 and later share one set; v0.5 has its own hex values. The order is the order
 * new expressions cycle through.
 */
export const Colors = Object.freeze({
  RED: '#c74440',
  BLUE: '#2d70b3',
  GREEN: '#388c46',
  PURPLE: '#6042a6',
  ORANGE: '#fa7e19',
  BLACK: '#000000',
});

export const COLORS_V05 = Object.freeze({
  RED: '#C0504D',
  BLUE: '#4F81BD',
  GREEN: '#9BBB59',
  PURPLE: '#8064A2',
  ORANGE: '#F79646',
  BLACK: '#000000',
});

export const DEFAULT_PALETTE: readonly string[] = Object.values(Colors);

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Whether a color is one the spec allows (a CSS hex color: #rgb, #rgba, #rrggbb, #rrggbbaa). Every color
 * is checked where it enters the model, so a name, a `url(…)` or markup never reaches the renderer (which
 * refuses anything else) or the list's styles.
 */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** The palette an options `colors` object gives: its string values in order, or the fallback when none. */
export function paletteFrom(colors: unknown, fallback: readonly string[]): readonly string[] {
  if (!colors || typeof colors !== 'object') return fallback;
  const values = Object.values(colors).filter((value): value is string => isHexColor(value));
  return values.length > 0 ? values : fallback;
}

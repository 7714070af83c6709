/** CSS hex colors to the premultiplied RGBA the shaders blend with (blend func ONE, ONE_MINUS_SRC_ALPHA). */

export type PremultipliedColor = [number, number, number, number];

const HEX_COLOR = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa; throws on anything else so a bad color is seen, not drawn black. */
export function parseHexColor(color: string): [number, number, number, number] {
  const match = HEX_COLOR.exec(color.trim());
  if (!match) throw new TypeError(`Not a CSS hex color: ${JSON.stringify(color)}`);
  let hex = match[1];
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
  if (hex.length === 6) hex += 'ff';
  const channels = [0, 2, 4, 6].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return channels as [number, number, number, number];
}

export function premultiply([red, green, blue, alpha]: readonly number[]): PremultipliedColor {
  return [red * alpha, green * alpha, blue * alpha, alpha];
}

export function parsePremultipliedColor(color: string): PremultipliedColor {
  return premultiply(parseHexColor(color));
}

/**
 * The color with its HSL lightness mirrored (L → 1 − L) and its hue and saturation kept: what a CSS
 * `invert(1) hue-rotate(180deg)` filter aims at, computed exactly. Adding 1 − max − min to every channel
 * does it: max and min become 1 − min and 1 − max while the differences between channels (hue, chroma) stay.
 * Black becomes white, saturated mid colors (the default palette) barely change, dark colors lighten.
 */
export function invertLightness([red, green, blue, alpha]: readonly number[]): [
  number,
  number,
  number,
  number,
] {
  const shift = 1 - Math.max(red, green, blue) - Math.min(red, green, blue);
  return [red + shift, green + shift, blue + shift, alpha];
}

/** A straight RGBA color (channels 0..1) as a CSS color string. */
export function formatCssColor([red, green, blue, alpha]: readonly number[]): string {
  const channel = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);
  const rgb = `${channel(red)}, ${channel(green)}, ${channel(blue)}`;
  return alpha >= 1 ? `rgb(${rgb})` : `rgba(${rgb}, ${Number(alpha.toFixed(4))})`;
}

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

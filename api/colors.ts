/** The spec's v1.1 default palette (v0.8 and later), in the order new expressions cycle through it. */
export const Colors = Object.freeze({
  RED: '#c74440',
  BLUE: '#2d70b3',
  GREEN: '#388c46',
  PURPLE: '#6042a6',
  ORANGE: '#fa7e19',
  BLACK: '#000000',
});

export const DEFAULT_PALETTE: readonly string[] = Object.values(Colors);

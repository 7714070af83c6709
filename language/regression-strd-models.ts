/**
 * The NIST StRD regression problems written in the calculator's regression syntax, with the data's
 * columns named as table columns would be (`y_1`, `x_1`, `x_2`): for the tests and the bench. Every
 * problem of both suites is expressible (`test-data/nist-strd/README.md` says where the files come from).
 */

/** Data columns of the files by the names the models use. */
export const STRD_COLUMN_NAMES: Readonly<Record<string, string>> = {
  y: 'y_1',
  x: 'x_1',
  x1: 'x_1',
  x2: 'x_2',
  x3: 'x_3',
  x4: 'x_4',
  x5: 'x_5',
  x6: 'x_6',
};

const POLYNOMIAL_5 = String.raw`y_1\sim B_0+B_1x_1+B_2x_1^2+B_3x_1^3+B_4x_1^4+B_5x_1^5`;

/** Linear least squares: parameters B0 … (as the files name them, written B_0 …). */
export const STRD_LINEAR: Readonly<Record<string, string>> = {
  Norris: String.raw`y_1\sim B_0+B_1x_1`,
  Pontius: String.raw`y_1\sim B_0+B_1x_1+B_2x_1^2`,
  NoInt1: String.raw`y_1\sim B_1x_1`,
  NoInt2: String.raw`y_1\sim B_1x_1`,
  Filip: String.raw`y_1\sim B_0+B_1x_1+B_2x_1^2+B_3x_1^3+B_4x_1^4+B_5x_1^5+B_6x_1^6+B_7x_1^7+B_8x_1^8+B_9x_1^9+B_{10}x_1^{10}`,
  Longley: String.raw`y_1\sim B_0+B_1x_1+B_2x_2+B_3x_3+B_4x_4+B_5x_5+B_6x_6`,
  Wampler1: POLYNOMIAL_5,
  Wampler2: POLYNOMIAL_5,
  Wampler3: POLYNOMIAL_5,
  Wampler4: POLYNOMIAL_5,
  Wampler5: POLYNOMIAL_5,
};

const GAUSS = String.raw`y_1\sim b_1e^{-b_2x_1}+b_3e^{-\frac{(x_1-b_4)^2}{b_5^2}}+b_6e^{-\frac{(x_1-b_7)^2}{b_8^2}}`;
const LANCZOS = String.raw`y_1\sim b_1e^{-b_2x_1}+b_3e^{-b_4x_1}+b_5e^{-b_6x_1}`;
const RATIONAL_3_3 = String.raw`y_1\sim\frac{b_1+b_2x_1+b_3x_1^2+b_4x_1^3}{1+b_5x_1+b_6x_1^2+b_7x_1^3}`;
const CHWIRUT = String.raw`y_1\sim\frac{e^{-b_1x_1}}{b_2+b_3x_1}`;
const EXPONENTIAL_RISE = String.raw`y_1\sim b_1(1-e^{-b_2x_1})`;

/** Nonlinear least squares, in NIST's order (lower, average, higher difficulty): parameters b1 … as b_1 …. */
export const STRD_NONLINEAR: Readonly<Record<string, string>> = {
  Misra1a: EXPONENTIAL_RISE,
  Chwirut2: CHWIRUT,
  Chwirut1: CHWIRUT,
  Lanczos3: LANCZOS,
  Gauss1: GAUSS,
  Gauss2: GAUSS,
  DanWood: String.raw`y_1\sim b_1x_1^{b_2}`,
  Misra1b: String.raw`y_1\sim b_1\left(1-\left(1+\frac{b_2x_1}{2}\right)^{-2}\right)`,
  Kirby2: String.raw`y_1\sim\frac{b_1+b_2x_1+b_3x_1^2}{1+b_4x_1+b_5x_1^2}`,
  Hahn1: RATIONAL_3_3,
  Nelson: String.raw`\ln(y_1)\sim b_1-b_2x_1e^{-b_3x_2}`,
  MGH17: String.raw`y_1\sim b_1+b_2e^{-x_1b_4}+b_3e^{-x_1b_5}`,
  Lanczos1: LANCZOS,
  Lanczos2: LANCZOS,
  Gauss3: GAUSS,
  Misra1c: String.raw`y_1\sim b_1\left(1-(1+2b_2x_1)^{-0.5}\right)`,
  Misra1d: String.raw`y_1\sim\frac{b_1b_2x_1}{1+b_2x_1}`,
  Roszman1: String.raw`y_1\sim b_1-b_2x_1-\frac{\arctan\left(\frac{b_3}{x_1-b_4}\right)}{\pi}`,
  ENSO: String.raw`y_1\sim b_1+b_2\cos\left(\frac{2\pi x_1}{12}\right)+b_3\sin\left(\frac{2\pi x_1}{12}\right)+b_5\cos\left(\frac{2\pi x_1}{b_4}\right)+b_6\sin\left(\frac{2\pi x_1}{b_4}\right)+b_8\cos\left(\frac{2\pi x_1}{b_7}\right)+b_9\sin\left(\frac{2\pi x_1}{b_7}\right)`,
  MGH09: String.raw`y_1\sim\frac{b_1(x_1^2+x_1b_2)}{x_1^2+x_1b_3+b_4}`,
  Thurber: RATIONAL_3_3,
  BoxBOD: EXPONENTIAL_RISE,
  Rat42: String.raw`y_1\sim\frac{b_1}{1+e^{b_2-b_3x_1}}`,
  MGH10: String.raw`y_1\sim b_1e^{\frac{b_2}{x_1+b_3}}`,
  Eckerle4: String.raw`y_1\sim\frac{b_1}{b_2}e^{-0.5\left(\frac{x_1-b_3}{b_2}\right)^2}`,
  Rat43: String.raw`y_1\sim\frac{b_1}{(1+e^{b_2-b_3x_1})^{\frac{1}{b_4}}}`,
  Bennett5: String.raw`y_1\sim b_1(b_2+x_1)^{-\frac{1}{b_3}}`,
};

/** A file's parameter name as the models write it: B0 → B_0, b1 → b_1. */
export function strdParameterName(name: string): string {
  return name.replace(/^([Bb])(\d+)$/, '$1_$2');
}

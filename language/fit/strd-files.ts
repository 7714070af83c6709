/**
 * Reads the NIST StRD regression files (language/test-data/nist-strd/*.dat): the certified parameters
 * (with the two starting points of a nonlinear problem), the certified residual statistics and the data
 * columns. For the tests and the bench; nothing in the calculator reads these files.
 */

export interface StrdParameter {
  /** As the file writes it: B0 … (linear) or b1 … (nonlinear). */
  readonly name: string;
  readonly certified: number;
  readonly standardDeviation: number;
  /** A nonlinear problem's Start 1 and Start 2. */
  readonly starts?: readonly [number, number];
}

export interface StrdDataset {
  readonly name: string;
  readonly parameters: readonly StrdParameter[];
  readonly residualStandardDeviation: number;
  readonly residualSumOfSquares?: number;
  readonly rSquared?: number;
  /** Column names from the data header (`y`, `x`, `x1` …) and each column's values. */
  readonly columns: ReadonlyMap<string, number[]>;
  readonly difficulty: string;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function numberAfter(text: string, label: string): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.trim().startsWith(label)) continue;
    const field = line.trim().slice(label.length).trim().split(/\s+/)[0];
    if (NUMBER.test(field)) return Number(field);
  }
  return undefined;
}

export function readStrd(name: string, text: string): StrdDataset {
  const lines = text.replace(/\r/g, '').split('\n');
  const parameters: StrdParameter[] = [];
  for (const line of lines) {
    const nonlinear = /^\s*(b\d+)\s*=\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/.exec(line);
    if (nonlinear) {
      const [, parameter, start1, start2, certified, deviation] = nonlinear;
      parameters.push({
        name: parameter,
        certified: Number(certified),
        standardDeviation: Number(deviation),
        starts: [Number(start1), Number(start2)],
      });
      continue;
    }
    const linear = /^\s*(B\d+)\s+(\S+)\s+(\S+)\s*$/.exec(line);
    if (linear && NUMBER.test(linear[2]) && NUMBER.test(linear[3])) {
      parameters.push({
        name: linear[1],
        certified: Number(linear[2]),
        standardDeviation: Number(linear[3]),
      });
    }
  }
  let header = lines.length - 1;
  while (header > 0 && !/^\s*Data:\s+y\b/.test(lines[header])) header--;
  const names = lines[header].trim().split(/\s+/).slice(1);
  const columns = new Map<string, number[]>(names.map((column) => [column, []]));
  for (const line of lines.slice(header + 1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== names.length || !fields.every((field) => NUMBER.test(field))) continue;
    fields.forEach((field, index) => columns.get(names[index])!.push(Number(field)));
  }
  const body = lines.join('\n');
  const difficulty = /(\w+) Level of Difficulty/.exec(body)?.[1] ?? 'unknown';
  return {
    name,
    parameters,
    residualStandardDeviation:
      numberAfter(body, 'Residual Standard Deviation:') ?? numberAfter(body, 'Standard Deviation')!,
    residualSumOfSquares: numberAfter(body, 'Residual Sum of Squares:'),
    rSquared: numberAfter(body, 'R-Squared'),
    columns,
    difficulty,
  };
}

/** Significant digits of agreement: −log₁₀(|value − certified| / |certified|), 15 when exact; 0 at worst. */
export function digitsOfAgreement(value: number, certified: number): number {
  if (!Number.isFinite(value)) return 0;
  if (value === certified) return 15;
  const error = certified === 0 ? Math.abs(value) : Math.abs(value - certified) / Math.abs(certified);
  return Math.max(0, Math.min(15, -Math.log10(error)));
}

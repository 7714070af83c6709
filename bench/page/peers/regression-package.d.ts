/** The `regression` npm package (2.0.1) ships no types: what the bench calls of it. */
declare module 'regression' {
  interface RegressionResult {
    /** linear: [slope, intercept]; polynomial: coefficients, highest power first. */
    readonly equation: number[];
    readonly r2: number;
  }
  interface RegressionOptions {
    readonly order?: number;
    /** Decimal places every result is rounded to (default 2). */
    readonly precision?: number;
  }
  const regression: {
    linear(data: number[][], options?: RegressionOptions): RegressionResult;
    polynomial(data: number[][], options?: RegressionOptions): RegressionResult;
  };
  export default regression;
}

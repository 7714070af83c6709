/**
 * The benchmark's yardstick: x^2 + sin(3x) * e^{-x} written by hand in AssemblyScript, with the same
 * std Math the VM's kernels call. The VM running the same formula as bytecode is measured against it.
 */
export function evaluateReferenceFormula(input: usize, output: usize, count: i32): void {
  const end = input + ((<usize>count) << 3);
  let target = output;
  for (let source = input; source < end; source += 8) {
    const x = load<f64>(source);
    store<f64>(target, x * x + Math.sin(3 * x) * Math.exp(-x));
    target += 8;
  }
}

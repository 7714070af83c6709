/** The package's ES module of line v0.9: `import Lib, { GraphingCalculator } from 'embeddable-calculator/v0.9'`. */
import { createPackageLib } from '../package-lib';

const Lib = createPackageLib('v0.9');
export default Lib;
export const { GraphingCalculator, FourFunctionCalculator, ScientificCalculator } = Lib;

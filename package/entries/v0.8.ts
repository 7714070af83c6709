/** The package's ES module of line v0.8: `import Lib, { GraphingCalculator } from 'embeddable-calculator/v0.8'`. */
import { createPackageLib } from '../package-lib';

const Lib = createPackageLib('v0.8');
export default Lib;
export const { GraphingCalculator, FourFunctionCalculator, ScientificCalculator } = Lib;

/** The package's ES module of line v1.1: `import Lib, { GraphingCalculator } from 'embeddable-calculator'`. */
import { createPackageLib } from '../package-lib';

const Lib = createPackageLib('v1.1');
export default Lib;
export const { GraphingCalculator, FourFunctionCalculator, ScientificCalculator } = Lib;

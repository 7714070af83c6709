/** The package's ES module of line v0.5: `import Lib, { Calculator } from 'embeddable-calculator/v0.5'`. */
import { createPackageLib } from '../package-lib';

const Lib = createPackageLib('v0.5');
export default Lib;
/** v0.5 names the graphing calculator `Calculator` and has no basic calculators (api/model/version-lines.ts). */
export const { Calculator } = Lib as unknown as { Calculator: LibNamespaceConstructor };
type LibNamespaceConstructor = (typeof Lib)['GraphingCalculator'];

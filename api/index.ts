/**
 * The single entry point of the script file: builds the `Lib` namespace for the version line the
 * server configured and installs it on the page's global object.
 */
import { Colors } from './colors';
import { GraphingCalculator } from './graphing-calculator';
import type { GraphingCalculatorOptions } from './types';

export type * from './types';

/** Written by the server in front of the bundle, per API key and version. */
interface ServerConfig {
  version: string;
  enabledFeatures: {
    GraphingCalculator: boolean;
    FourFunctionCalculator: boolean;
    ScientificCalculator: boolean;
  };
}

declare const LIB_SERVER_CONFIG: ServerConfig | undefined;

const serverConfig: ServerConfig =
  typeof LIB_SERVER_CONFIG === 'object' && LIB_SERVER_CONFIG !== null
    ? LIB_SERVER_CONFIG
    : {
        version: 'v1.1',
        enabledFeatures: {
          GraphingCalculator: true,
          FourFunctionCalculator: false,
          ScientificCalculator: false,
        },
      };

function requireFeature(feature: keyof ServerConfig['enabledFeatures']): void {
  if (!serverConfig.enabledFeatures[feature]) {
    throw new Error(`${feature} is not enabled for this API key.`);
  }
}

const Lib = {
  /** Creates a graphing calculator filling `element`. @example const calc = Lib.GraphingCalculator(document.getElementById('calculator')) */
  GraphingCalculator(element?: HTMLElement, options?: GraphingCalculatorOptions): GraphingCalculator {
    requireFeature('GraphingCalculator');
    return new GraphingCalculator(element, options);
  },
  enabledFeatures: Object.freeze({ ...serverConfig.enabledFeatures }),
  supportedLanguages: Object.freeze(['en']),
  Colors,
};

// The IIFE bundle assigns this default export to the global `Lib` (vite.config.ts: build.lib.name).
export default Lib;

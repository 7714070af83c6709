/**
 * The single entry point of the script file: builds the `Lib` namespace of the version line the server
 * configured (`LIB_SERVER_CONFIG.version`, written in front of the bundle per request) and hands it to the
 * IIFE wrapper, which installs it as the page's global `Lib`.
 */
import { createLib, type ServerConfig } from './lib';

export type * from '../model/types';

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

// The IIFE bundle assigns this default export to the global `Lib` (vite.config.ts: build.lib.name).
export default createLib(serverConfig);

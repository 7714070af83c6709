/**
 * Builds the `Lib` namespace of one version line: its constructor name, its members, its palette. One
 * code base serves every line; what differs is data in `version-lines.ts`.
 */
import { addBasicCalculators } from './basic-calculators';
import { COLORS_V05, Colors } from '../model/colors';
import { AxisArrowModes, ColumnModes, DragModes, FontSizes, Styles } from '../model/enums';
import { GraphingCalculator } from '../graphing-calculator';
import { imageFileToDataURL } from '../output/image-file';
import type { GraphingCalculatorApi, GraphingOptions, LibNamespace, LibraryMembers } from './public-api';
import { createPublicCalculator } from './public-surface';
import { versionLine, type VersionLineDefinition } from '../model/version-lines';
import { createCalculatorForUi } from '../ui-bridge';
import { listSupportedLanguages, resolveBundledCatalogs } from '../../i18n/index';

export interface ServerConfig {
  version: string;
  enabledFeatures: {
    GraphingCalculator: boolean;
    FourFunctionCalculator: boolean;
    ScientificCalculator: boolean;
  };
  /** The message catalogs the server bundled for the script's `lang` parameter (English always). */
  catalogs?: unknown;
}

/**
 * `Lib` of the configured line, typed as v1.1's namespace: the library members are checked against
 * `LibraryMembers` here and the calculators against their interfaces where they are made. Older lines
 * hold only their table's members (v0.5's constructor is `Calculator`); their generated declarations
 * (package/declarations.ts) type them for pages.
 */
export function createLib(config: ServerConfig): LibNamespace {
  const line: VersionLineDefinition = versionLine(config.version);
  const enabledFeatures = Object.freeze({
    GraphingCalculator: config.enabledFeatures?.GraphingCalculator === true,
    FourFunctionCalculator: config.enabledFeatures?.FourFunctionCalculator === true,
    ScientificCalculator: config.enabledFeatures?.ScientificCalculator === true,
  });
  const catalogs = resolveBundledCatalogs(config.catalogs);
  const members: LibraryMembers = {
    enabledFeatures,
    supportedLanguages: Object.freeze(listSupportedLanguages(catalogs)),
    Colors: line.line === 'v0.5' ? COLORS_V05 : Colors,
    FontSizes,
    DragModes,
    ColumnModes,
    AxisArrowModes,
    Styles,
    imageFileToDataURL,
  };
  const Lib: Record<string, unknown> = {};
  // A `function`, so that `new Lib.GraphingCalculator(element)` works as well as the plain call.
  Lib[line.constructorName] = function GraphingCalculatorConstructor(
    element?: HTMLElement,
    options?: GraphingOptions,
  ): GraphingCalculatorApi {
    if (!enabledFeatures.GraphingCalculator)
      throw new Error('GraphingCalculator is not enabled for this API key (see Lib.enabledFeatures).');
    return createPublicCalculator(
      new GraphingCalculator(element, options, line, imageFileToDataURL, createCalculatorForUi, catalogs),
    );
  };
  addBasicCalculators(Lib, config, catalogs);
  for (const name of line.libraryMembers) Lib[name] = members[name as keyof LibraryMembers];
  // Assembled from the line's table; each member was checked where it is defined.
  return Lib as unknown as LibNamespace;
}

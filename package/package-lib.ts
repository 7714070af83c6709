/**
 * `Lib` of one version line as the npm package's ES modules export it: every calculator enabled, since
 * the package is self-hosted code with no server in front of it (the API key check belongs to the
 * server, which writes `LIB_SERVER_CONFIG` in front of the served script instead). English only; the
 * `language` setting falls back to English for other codes, as a served script without `lang` does.
 */
import { createLib } from '../api/surface/lib';
import type { LibNamespace } from '../api/surface/public-api';
import type { VersionLine } from '../api/model/version-lines';

export function createPackageLib(version: VersionLine): LibNamespace {
  return createLib({
    version,
    enabledFeatures: { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: true },
  });
}

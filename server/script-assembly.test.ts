import { describe, expect, it } from 'vitest';
import {
  assembleScript,
  createPrelude,
  rewriteSourceMappingUrl,
  shiftSourceMapByOneLine,
} from './script-assembly';

describe('createPrelude', () => {
  it('writes the features in the fixed order whatever order they come in', () => {
    const features = { ScientificCalculator: true, FourFunctionCalculator: false, GraphingCalculator: true };
    expect(createPrelude('v1.1', features)).toBe(
      'var LIB_SERVER_CONFIG = {"version":"v1.1","enabledFeatures":' +
        '{"GraphingCalculator":true,"FourFunctionCalculator":false,"ScientificCalculator":true}};',
    );
  });
});

describe('rewriteSourceMappingUrl', () => {
  it('points the trailing comment at the absolute map path', () => {
    expect(rewriteSourceMappingUrl('x();\n//# sourceMappingURL=calculator.js.map\n', 'v0.9')).toBe(
      'x();\n//# sourceMappingURL=/api/v0.9/calculator.js.map\n',
    );
  });

  it('leaves a comment that is not trailing, and a bundle without one, unchanged', () => {
    const inner = 'var s = "//# sourceMappingURL=a.map";\nx();\n';
    expect(rewriteSourceMappingUrl(inner, 'v1.1')).toBe(inner);
    expect(rewriteSourceMappingUrl('x();', 'v1.1')).toBe('x();');
  });
});

describe('assembleScript', () => {
  it('keeps every bundle line intact one line down', () => {
    const bundle = 'a();\nb();\n//# sourceMappingURL=calculator.js.map';
    const features = { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: false };
    const lines = assembleScript(bundle, 'v1.1', features).split('\n');
    expect(lines).toEqual([createPrelude('v1.1', features), 'a();', 'b();', expect.any(String)]);
  });
});

describe('shiftSourceMapByOneLine', () => {
  it('adds an empty first generated line to mappings', () => {
    const shifted = JSON.parse(
      shiftSourceMapByOneLine('{"version":3,"sources":["a.ts"],"mappings":"AAAA,CAAC"}'),
    );
    expect(shifted).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA,CAAC' });
  });

  it('moves the sections of an index map', () => {
    const indexMap = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] };
    const shifted = JSON.parse(shiftSourceMapByOneLine(JSON.stringify(indexMap)));
    expect(shifted.sections[0].offset).toEqual({ line: 1, column: 0 });
  });

  it('refuses a map without mappings', () => {
    expect(() => shiftSourceMapByOneLine('{"version":3}')).toThrow(/neither mappings nor sections/);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINES } from '../api/model/version-lines';
import { CATALOG_SLOT, playgroundCatalog, withPlaygroundCatalog } from './playground-catalog';

describe('the playground catalog', () => {
  const catalog = playgroundCatalog();

  it("lists each line's boolean options with the defaults the calculator reads", () => {
    expect(catalog.lines).toEqual(['v1.1', 'v0.9', 'v0.8', 'v0.5']);
    const graphing = catalog.options.GraphingCalculator;
    expect(graphing['v1.1']).toMatchObject({ keypad: true, lockViewport: false, clearIntoDegreeMode: false });
    expect(graphing['v0.9']).not.toHaveProperty('clearIntoDegreeMode');
    for (const [line, options] of Object.entries(graphing)) {
      for (const [name, value] of Object.entries(options))
        expect(LINES[line as keyof typeof LINES].options[name]).toBe(value);
    }
    // `colors` and `imageUploadCallback` are no checkboxes.
    expect(graphing['v1.1']).not.toHaveProperty('colors');
  });

  it('has the basic calculators only on the lines that ship them', () => {
    expect(Object.keys(catalog.options.ScientificCalculator)).toEqual(['v0.8', 'v0.9', 'v1.1']);
    expect(catalog.options.ScientificCalculator['v1.1']).toMatchObject({
      functionDefinition: true,
      degreeMode: false,
    });
    expect(catalog.options.FourFunctionCalculator['v0.8']).toEqual({});
    expect(catalog.languages).toContain('zh-TW');
  });

  it('fills the slot of the served page, and no value can end its script element', () => {
    const page = readFileSync(new URL('./demo/index.html', import.meta.url), 'utf8');
    expect(page).toContain(CATALOG_SLOT);
    const filled = withPlaygroundCatalog(page);
    const json = /<script type="application\/json" id="playground-catalog">(.*?)<\/script>/s.exec(filled)![1];
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(catalog)));
    const hostile = withPlaygroundCatalog(CATALOG_SLOT, { ...catalog, languages: ['</script><b>'] });
    expect(hostile).not.toContain('</script><b>');
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
  });
});

/**
 * The API reference (issue 24): every `@example` of api/surface/public-api.ts runs against the served calculator
 * (each with a fresh `element`, a graphing `calculator` and `Lib`; calculators it makes are destroyed
 * after it is idle) without throwing and without a console warning or error; the reference that
 * `npm run build` generates is served at /docs/ with an example per member, and its Run button runs an
 * example in the page. Screenshots of the reference and the embedding guide go to test/output/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from './support/connect';
import { openCalculatorPage, type TestPage } from './support/page';

/** The public types: the API's interfaces and the item model they return. */
const sources = ['../api/surface/public-api.ts', '../api/model/types.ts'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
const output = fileURLToPath(new URL('./output', import.meta.url));
mkdirSync(output, { recursive: true });

interface Example {
  /** Where it is written: `Interface.member`. */
  readonly owner: string;
  readonly code: string;
}

const parse = (source: string) =>
  ts.createSourceFile(source, readFileSync(source, 'utf8'), ts.ScriptTarget.ES2022, true);

/** Every `@example` of the public types' sources, with the declaration it documents. */
function readExamples(): Example[] {
  const examples = new Map<string, Example>();
  const visit = (node: ts.Node, owner: string) => {
    const name = (node as { name?: ts.Node }).name;
    const here = name && ts.isIdentifier(name) ? (owner ? `${owner}.${name.text}` : name.text) : owner;
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== 'example' || tag.parent.parent !== node) continue;
      const code = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
      if (!examples.has(code)) examples.set(code, { owner: here || 'module', code });
    }
    ts.forEachChild(node, (child) => visit(child, here));
  };
  for (const source of sources) visit(parse(source), '');
  return [...examples.values()];
}

describe('the API reference', () => {
  let browser: Browser;
  let opened: TestPage;
  const examples = readExamples();

  beforeAll(async () => {
    browser = await connectBrowser();
    opened = await openCalculatorPage(browser, baseUrl(), { width: 600, height: 400 });
    await opened.page.evaluate(() => {
      const whenIdle = Symbol.for('calculator.whenIdle');
      (window as any).runExample = async (code: string) => {
        const Lib = (window as any).Lib;
        const made: any[] = [];
        const tracked = (constructor: (...args: unknown[]) => unknown) =>
          function (...args: unknown[]) {
            const calculator = constructor(...args) as any;
            // An example may destroy what it made (`destroy`'s own): the harness then leaves it be.
            const destroy = calculator.destroy;
            calculator.destroy = () => {
              made.splice(made.indexOf(calculator), 1);
              destroy();
            };
            made.push(calculator);
            return calculator;
          };
        const library = {
          ...Lib,
          GraphingCalculator: tracked(Lib.GraphingCalculator),
          ScientificCalculator: tracked(Lib.ScientificCalculator),
          FourFunctionCalculator: tracked(Lib.FourFunctionCalculator),
        };
        const box = (tag: string) => {
          const element = document.createElement(tag);
          element.style.cssText = 'width:500px;height:300px';
          document.body.append(element);
          return element;
        };
        const element = box('div');
        const host = box('div');
        // Made only for an example that names it (233 of 307): code cannot reach a parameter it does not
        // name, and a calculator with its worker costs ~0.2 s here.
        const calculator = /\bcalculator\b/.test(code) ? library.GraphingCalculator(host) : undefined;
        let thrown: string | null = null;
        try {
          new Function('Lib', 'calculator', 'element', code)(library, calculator, element);
        } catch (error) {
          thrown = String(error);
        }
        for (const calculator of made) await calculator[whenIdle]?.();
        for (const calculator of [...made]) calculator.destroy();
        element.remove();
        host.remove();
        return thrown;
      };
    });
  });

  afterAll(async () => {
    await opened?.page.close();
    await browser?.disconnect();
  });

  it('has an example on every member of the public interfaces', () => {
    const missing: string[] = [];
    for (const source of sources) {
      const file = parse(source);
      const visit = (node: ts.Node) => {
        if (ts.isInterfaceDeclaration(node)) {
          for (const member of node.members) {
            const tags = ts.getJSDocTags(member).filter((tag) => tag.tagName.text === 'example');
            if (tags.length === 0)
              missing.push(`${node.name.text}.${member.name?.getText(file) ?? '(call)'}`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(missing).toEqual([]);
    expect(examples.length).toBeGreaterThan(200);
  });

  it('runs every example without an error or a console warning', { timeout: 300000 }, async () => {
    const failures: string[] = [];
    for (const example of examples) {
      const before = opened.consoleMessages.length;
      const errorsBefore = opened.pageErrors.length;
      const thrown = await opened.page.evaluate((code) => (window as any).runExample(code), example.code);
      const said = opened.consoleMessages
        .slice(before)
        .filter((message) => message.startsWith('error:') || message.startsWith('warn'));
      const pageErrors = opened.pageErrors.slice(errorsBefore);
      if (thrown || said.length > 0 || pageErrors.length > 0)
        failures.push(
          `${example.owner}: ${example.code}\n  ${[thrown, ...said, ...pageErrors].filter(Boolean).join('\n  ')}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('is served at /docs/ with an example per member, and its Run button runs one', async () => {
    const index = await fetch(`${baseUrl()}/docs/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('Calculator API reference');
    const reference = await fetch(`${baseUrl()}/docs/interfaces/public-api.GraphingCalculatorApi.html`);
    const html = await reference.text();
    const members = (html.match(/class="tsd-anchor-link"/g) ?? []).length;
    const exampleHeadings = (html.match(/>Example</g) ?? []).length;
    expect(members).toBeGreaterThan(30);
    expect(exampleHeadings).toBeGreaterThanOrEqual(35);

    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/docs/interfaces/public-api.GraphingCalculatorApi.html#setexpression`, {
      waitUntil: 'load',
    });
    const runButtons = await page.$$('button.run-example');
    expect(runButtons.length).toBeGreaterThanOrEqual(35);
    await page.evaluate(() => {
      const section = document.getElementById('setexpression')?.closest('section') ?? document;
      (section.querySelector('button.run-example') as HTMLButtonElement).click();
    });
    await page.waitForFunction(
      () =>
        document.querySelector('#setexpression')?.closest('section')?.querySelector('.example-output')
          ?.textContent,
      { timeout: 30000 },
    );
    const result = await page.evaluate(
      () =>
        document.querySelector('#setexpression')?.closest('section')?.querySelector('.example-output')
          ?.textContent,
    );
    expect(result).toBe('Ran without error.');
    await page.waitForFunction(() =>
      document.querySelector('#setexpression')?.closest('section')?.querySelector('canvas'),
    );
    await page.screenshot({ path: join(output, 'reference-graphing-calculator.png') as `${string}.png` });
    await page.goto(`${baseUrl()}/docs/documents/Embedding_guide.html`, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.body.innerText)).toContain('wasm-unsafe-eval');
    await page.screenshot({ path: join(output, 'reference-embedding-guide.png') as `${string}.png` });
    await page.close();
  });
});

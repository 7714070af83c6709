import { describe, expect, it } from 'vitest';
import { watchPolicyViolations } from './policy-warnings';

const SCRIPT = 'https://calculator.example/api/v1.1/calculator.js?apiKey=demo';

function violation(effectiveDirective: string, blockedURI: string, sourceFile: string) {
  return Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI, sourceFile });
}

describe('watchPolicyViolations', () => {
  it("says once per directive what the calculator's own refused styles, fonts and images need", () => {
    const page = new EventTarget();
    const warnings: string[] = [];
    watchPolicyViolations(page, SCRIPT, (message) => warnings.push(message));
    const own = 'https://calculator.example/api/v1.1/calculator.js';
    for (let count = 0; count < 3; count++) {
      page.dispatchEvent(violation('style-src-attr', 'inline', own));
      page.dispatchEvent(violation('style-src-elem', 'inline', own));
      page.dispatchEvent(violation('font-src', 'data', own));
    }
    page.dispatchEvent(violation('img-src', 'blob', own));
    expect(warnings).toEqual([
      expect.stringContaining(`"style-src 'unsafe-inline'"`),
      expect.stringContaining('"font-src data:"'),
      expect.stringContaining('"img-src blob:"'),
    ]);
  });

  it("leaves the page's own violations, the worker's and the renderer's eval probe alone", () => {
    const page = new EventTarget();
    const warnings: string[] = [];
    watchPolicyViolations(page, SCRIPT, (message) => warnings.push(message));
    page.dispatchEvent(violation('style-src-elem', 'inline', 'https://host.example/page.html'));
    page.dispatchEvent(violation('script-src', 'eval', 'https://calculator.example/api/v1.1/calculator.js'));
    page.dispatchEvent(violation('worker-src', 'blob', 'https://calculator.example/api/v1.1/calculator.js'));
    expect(warnings).toEqual([]);
  });
});

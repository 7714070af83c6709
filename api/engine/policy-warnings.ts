/**
 * What a page's Content-Security-Policy refuses the calculator, said once per directive in the console,
 * naming what to add. The browser's own messages name the directive that refused, not what the calculator
 * needs, and come once per refused style or font.
 *
 * Only violations of this script count (the event's sourceFile). The engine worker's `worker-src blob:`
 * and `'wasm-unsafe-eval'` are the engine host's to say (api/engine/engine-host.ts: it also stops restarting a
 * worker the policy forbids); the renderer's probe for eval is expected (renderer-gl/context-regl.ts:
 * without eval it draws all the same).
 */

/** The calculator's script, while it runs its first lines (the bundle is one classic script). */
const OWN_SCRIPT =
  typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

interface Need {
  readonly directive: string;
  readonly why: string;
}

function needOf(violation: SecurityPolicyViolationEvent): Need | undefined {
  const directive = violation.effectiveDirective || violation.violatedDirective || '';
  if (directive.startsWith('style-src'))
    return {
      directive: "style-src 'unsafe-inline'",
      why: 'its inline styles (the expression list and math editor)',
    };
  if (directive.startsWith('font-src'))
    return { directive: 'font-src data:', why: 'its math fonts (inlined as data: URLs)' };
  if (directive.startsWith('img-src')) {
    const source = /^(data|blob)$/.test(violation.blockedURI)
      ? `${violation.blockedURI}:`
      : violation.blockedURI;
    return { directive: `img-src ${source}`, why: 'an image on its graph paper' };
  }
  return undefined;
}

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

const watched = new WeakSet<object>();

/** Listens to the page's violations from now on (once per page). */
export function watchPolicyViolations(
  events: Pick<EventTarget, 'addEventListener'> | undefined = typeof document === 'undefined'
    ? undefined
    : document,
  ownScript: string | undefined = OWN_SCRIPT,
  warn: (message: string) => void = console.warn,
): void {
  if (!events || !ownScript || watched.has(events)) return;
  watched.add(events);
  const said = new Set<string>();
  events.addEventListener('securitypolicyviolation', (event) => {
    const violation = event as SecurityPolicyViolationEvent;
    if (withoutQuery(violation.sourceFile || '') !== withoutQuery(ownScript)) return;
    const need = needOf(violation);
    if (!need || said.has(need.directive)) return;
    said.add(need.directive);
    warn(
      `Calculator: this page's Content-Security-Policy blocks ${need.why}: add "${need.directive}" to the policy.`,
    );
  });
}

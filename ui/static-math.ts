/**
 * A row's math as it looks before a person edits it: the LaTeX typeset by MathLive's own layout
 * (`convertLatexToMarkup`, the code a field renders its content with), in a shadow root that holds the
 * field's stylesheets and the field's container and content boxes, on a host styled as the field
 * (`calc-ui-math-field`). So it looks as the field does, without what a live field costs: its editor
 * model, undo stack, keyboard sink, observers and listeners, and the document style reads of its
 * connection (issue 23: the list's fields were most of the first frame's UI mount and of the heap of a
 * list of 1000 rows). The row makes the live field when a person or a page needs it (expression-row.ts).
 */
import { convertLatexToMarkup, MathfieldElement } from 'mathlive';
import { displayableLatex } from './latex-safety';
import { configureMathLive } from './math-field';

let fieldSheets: CSSStyleSheet[] | undefined;

/**
 * Longer LaTeX is shown as its source until edited: typesetting 10,000 characters held the main thread
 * ~0.5 s in one task (MathLive's layout, then the page's layout of its boxes: the longest stall of
 * test/language-analysis.browser.test.ts), and a row that long is pasted data, read by scrolling, not a
 * formula read at a glance. As text it costs one text node.
 */
const LONGEST_TYPESET = 2000;

/**
 * The stylesheets MathLive gives each field's shadow root (core layout, the field's boxes, the host's
 * defaults). MathLive exports none of them; a field made and never connected holds the shared objects.
 */
function mathFieldStyleSheets(): CSSStyleSheet[] {
  fieldSheets ??= [...(new MathfieldElement().shadowRoot?.adoptedStyleSheets ?? [])];
  return fieldSheets;
}

export interface StaticMath {
  readonly element: HTMLElement;
  /** Typesets `latex` (held to the same allowlist as the field's value) unless it is already shown. */
  show(latex: string): void;
}

export function createStaticMath(latex: string): StaticMath {
  configureMathLive();
  const element = document.createElement('span');
  element.className = 'calc-ui-math-field calc-ui-math-static';
  element.dir = 'ltr';
  const root = element.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = mathFieldStyleSheets();
  // The field's own nesting (`:host > span`, container, content), so its rules lay this out the same.
  const content = document.createElement('span');
  content.className = 'ML__content';
  // Read by its label, as the field's own markup is (aria-hidden there too).
  content.setAttribute('aria-hidden', 'true');
  const container = document.createElement('span');
  container.className = 'ML__container';
  container.append(content);
  root.append(document.createElement('span'));
  root.firstChild!.appendChild(container);
  let shown: string | undefined;
  const show = (next: string) => {
    if (next === shown) return;
    shown = next;
    content.style.font = '';
    if (next.length > LONGEST_TYPESET) {
      content.textContent = next;
      content.style.font = '14px monospace';
      return;
    }
    // MathLive's markup of sanitized LaTeX (latex-safety.ts): its own elements and inline styles only,
    // through the field's Trusted Types hook as the field writes it.
    try {
      content.innerHTML = MathfieldElement.createHTML(convertLatexToMarkup(displayableLatex(next))) as string;
    } catch {
      content.textContent = next;
    }
  };
  show(latex);
  return { element, show };
}

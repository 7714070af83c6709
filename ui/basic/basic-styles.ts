/**
 * The basic calculators' stylesheet, added once per page. Colors are custom properties so that
 * `invertedColors` is one class that swaps them (the look stays designed rather than a filter's
 * negative), and sizes are in em so that `fontSize` and `projectorMode` scale everything together. Key
 * labels are also capped by the calculator's own size (container query units), so that a large font
 * in a small container never pushes keys out of it.
 */

const STYLE_ID = 'lib-basic-calculator-styles';

const CSS = `
.lib-basic{--bg:#fff;--fg:#111;--muted:#555;--line:#ccc;--key:#eef0f3;--key-fg:#111;--operator:#dde3ee;
--control:#c9d3e3;--accent:#2f6fcf;--error:#b3261e;--focus:#2f6fcf;
box-sizing:border-box;position:relative;display:flex;container-type:size;flex-direction:column;width:100%;height:100%;overflow:hidden;
background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;border:1px solid var(--line)}
.lib-basic *{box-sizing:border-box}
.lib-basic.lib-inverted{--bg:#121212;--fg:#f2f2f2;--muted:#bbb;--line:#444;--key:#2a2c30;--key-fg:#f2f2f2;--operator:#353a44;
--control:#44506a;--accent:#8ab4f8;--error:#f28b82;--focus:#8ab4f8}
.lib-basic.lib-projector{font-weight:600}
.lib-basic.lib-projector .lib-key{border-width:2px;min-height:1.9em}
.lib-basic-top{display:flex;align-items:center;gap:.4em;padding:.25em .5em;border-bottom:1px solid var(--line);min-height:2.2em}
.lib-basic-title{flex:1;font-size:.85em;color:var(--muted)}
.lib-basic-top button,.lib-basic-settings button{font:inherit;font-size:.85em;background:none;color:var(--fg);border:1px solid var(--line);border-radius:.3em;padding:.15em .5em;cursor:pointer}
.lib-basic-history{flex:1;overflow-y:auto;margin:0;padding:.25em .5em;list-style:none;min-height:2.5em}
.lib-basic-entry{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.25em 1em;padding:.3em 0;border-bottom:1px solid var(--line)}
.lib-basic-entry button{font:inherit;color:inherit;background:none;border:none;padding:.1em .2em;cursor:pointer;text-align:left}
.lib-entry-expression math-span{font-size:1.15em}
.lib-basic-entry .lib-entry-result{font-weight:600;color:var(--accent)}
.lib-basic-entry.lib-entry-error .lib-entry-result{color:var(--error);font-weight:400;font-size:.85em}
.lib-braille{font-family:'Apple Braille','Segoe UI Symbol','DejaVu Sans',sans-serif;font-size:1.2em;letter-spacing:.05em;color:var(--muted);width:100%}
.lib-basic-editor{display:flex;flex-direction:column;gap:.2em;padding:.4em .5em;border-top:1px solid var(--line)}
.lib-basic-input{display:block;font-size:1.25em;width:100%;padding:.3em .4em;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.3em}
.lib-basic-input:focus-within{outline:2px solid var(--focus);outline-offset:1px}
.lib-basic-input::part(virtual-keyboard-toggle),.lib-basic-input::part(menu-toggle){display:none}
.lib-basic-preview{min-height:1.4em;text-align:right;font-size:1.1em;color:var(--accent)}
.lib-basic-preview.lib-preview-error{color:var(--error);font-size:.85em}
.lib-basic-keypad{display:grid;gap:.25em;padding:.4em;border-top:1px solid var(--line);background:var(--bg)}
.lib-key{font:inherit;font-size:min(1em,4cqw,3.2cqh);min-height:2.3em;overflow:hidden;border:1px solid var(--line);border-radius:.35em;background:var(--key);color:var(--key-fg);cursor:pointer;padding:0 .2em}
.lib-key[data-role=operator]{background:var(--operator)}
.lib-key[data-role=control]{background:var(--control)}
.lib-key[data-pressed=true]{outline:2px solid var(--accent)}
.lib-key:focus-visible{outline:2px solid var(--focus);outline-offset:1px}
.lib-basic-settings{position:absolute;top:2.4em;inset-inline-end:.5em;z-index:2;display:flex;flex-direction:column;gap:.4em;padding:.6em .8em;
background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:.4em;box-shadow:0 2px 10px rgba(0,0,0,.25);font-size:.9em}
.lib-basic-settings[hidden]{display:none}
.lib-basic-settings label{display:flex;align-items:center;gap:.4em}
.lib-basic.lib-short .lib-key{min-height:1.7em}
.lib-basic.lib-short .lib-basic-history{display:none}
.lib-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export function addBasicStyles(document: Document): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}

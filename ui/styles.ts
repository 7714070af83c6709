/**
 * The UI's stylesheet, added once per document. Every class starts with `calc-ui-` so a host page's own
 * rules and ours do not meet; sizes follow the spec's 1px gray border and a 450px breakpoint.
 * Sides are logical (`inline-start`, `inline-end`), so a right-to-left root (`dir="rtl"`) mirrors the
 * frame, the list and the menus with no rules of its own; only arrow glyphs need flipping.
 */
const CSS = `
.calc-ui{position:relative;width:100%;height:100%;box-sizing:border-box;display:flex;flex-direction:column;
  overflow:hidden;font:14px/1.3 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#222;background:#fff}
.calc-ui *,.calc-ui *::before,.calc-ui *::after{box-sizing:border-box}
.calc-ui[data-border="true"]{border:1px solid #ccc}
.calc-ui-main{flex:1 1 auto;min-height:0;display:flex;flex-direction:row;position:relative}
.calc-ui[data-layout="narrow"] .calc-ui-main{flex-direction:column-reverse}
.calc-ui-list-panel{flex:0 0 auto;width:min(40%,360px);min-width:0;display:flex;flex-direction:column;
  border-inline-end:1px solid #ccc;background:#fff}
.calc-ui[data-layout="narrow"] .calc-ui-list-panel{width:100%;height:45%;border-inline-end:none;border-top:1px solid #ccc}
.calc-ui[data-layout="narrow"][data-keypad="true"] .calc-ui-list-panel{height:auto;flex:1 1 auto;min-height:0}
.calc-ui[data-layout="narrow"][data-keypad="true"] .calc-ui-graph-area{flex:0 1 32%;min-height:80px}
.calc-ui[data-layout="narrow"][data-keypad="true"] :is(.calc-ui-overlay-top-right,.calc-ui-zoom){flex-direction:row}
.calc-ui-list-panel[hidden],.calc-ui [hidden]{display:none!important}
.calc-ui:not([data-graphpaper="true"]) .calc-ui-list-panel{width:100%;height:100%;border:none}
.calc-ui-graph-area{flex:1 1 auto;position:relative;min-width:0;min-height:0;overflow:hidden}
.calc-ui-graph-area>.calc-ui-graph{position:absolute;inset:0}
.calc-ui-button{font:inherit;min-width:32px;height:32px;padding:0 8px;border:1px solid #bbb;border-radius:4px;
  background:#f7f7f7;color:#222;cursor:pointer}
.calc-ui-button:hover{background:#eee}
.calc-ui-button:disabled{opacity:.4;cursor:default}
.calc-ui button:focus-visible,.calc-ui input:focus-visible,.calc-ui textarea:focus-visible,
.calc-ui [tabindex]:focus-visible,.calc-ui-math-field:focus-within{outline:2px solid #2f72dc;outline-offset:1px}
.calc-ui-topbar{display:flex;gap:4px;align-items:center;padding:4px;border-bottom:1px solid #ddd;background:#f4f4f4}
.calc-ui-topbar-spacer{flex:1}
.calc-ui-menu{position:absolute;z-index:20;background:#fff;border:1px solid #bbb;border-radius:4px;
  box-shadow:0 2px 8px rgba(0,0,0,.2);padding:4px;display:flex;flex-direction:column;gap:2px;min-width:140px}
.calc-ui-menu .calc-ui-button{text-align:start;border-color:transparent;background:none}
.calc-ui-menu .calc-ui-button:hover{background:#eef3fb}
.calc-ui-list{flex:1 1 auto;overflow:auto;margin:0;padding:0;list-style:none}
.calc-ui-row{display:flex;align-items:stretch;border-bottom:1px solid #e4e4e4;min-height:48px;position:relative}
.calc-ui-row[data-selected="true"]{background:#f3f7fd}
.calc-ui-row[data-in-folder="true"]{padding-inline-start:18px}
.calc-ui-row[data-folder-hidden="true"] .calc-ui-row-gutter{opacity:.35}
.calc-ui-row-gutter{flex:0 0 44px;display:flex;flex-direction:column;align-items:center;justify-content:center;
  gap:2px;background:#f7f7f7;border-inline-end:1px solid #e4e4e4;font-size:11px;color:#777}
.calc-ui-row-number{cursor:grab;touch-action:none;user-select:none;padding:2px 6px}
.calc-ui-row[data-dragging="true"]{z-index:5;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.25);opacity:.9}
.calc-ui-row[data-drop="before"]{box-shadow:inset 0 2px 0 #2f72dc}
.calc-ui-row[data-drop="after"]{box-shadow:inset 0 -2px 0 #2f72dc}
.calc-ui-row[data-drop="after-in-folder"]{background:linear-gradient(#2f72dc,#2f72dc) no-repeat right bottom/calc(100% - 18px) 2px}
.calc-ui-row[data-drop="after-in-folder"]:dir(rtl){background-position:left bottom}
.calc-ui-row[data-blank="true"] :is(.calc-ui-row-delete,.calc-ui-swatch){visibility:hidden}
.calc-ui-list:focus{outline:none}
.calc-ui-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.calc-ui-swatch{width:24px;height:24px;border-radius:50%;border:2px solid currentColor;padding:0;cursor:pointer;
  background:currentColor}
.calc-ui-swatch[data-hidden="true"]{background:#fff}
.calc-ui-row-body{flex:1 1 auto;min-width:0;display:flex;flex-direction:column;justify-content:center;padding:4px 6px}
.calc-ui-math-field{display:block;width:100%;font-size:18px;border:none;background:transparent;padding:4px 2px}
.calc-ui-math-preview{display:block;min-height:34px;box-sizing:border-box;font-size:15px;line-height:26px;padding:4px 2px;color:#555;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-family:monospace}
.calc-ui-math-holder{position:relative}.calc-ui-math-holder>.calc-ui-math-arriving{position:absolute;inset:0;opacity:0;pointer-events:none}
.calc-ui[data-projector="true"]{font-size:18px}
.calc-ui[data-projector="true"] .calc-ui-math-field{font-size:26px}
.calc-ui-math-field::part(virtual-keyboard-toggle),.calc-ui-math-field::part(menu-toggle){display:none}
.calc-ui-rerandomize{align-self:flex-end;font-size:15px;line-height:1;border:1px solid #ccc;border-radius:4px;background:#fff;color:#333;cursor:pointer;padding:1px 6px}
.calc-ui-rerandomize[hidden]{display:none}
.calc-ui-plot-options{display:flex;align-items:center;gap:8px;font-size:12px;color:#444}
.calc-ui-plot-options[hidden],.calc-ui-plot-options [hidden]{display:none}
.calc-ui-evaluation{align-self:flex-end;font-size:15px;color:#333;background:#f0f0f0;border-radius:4px;padding:0 6px}
.calc-ui-error{color:#c74440;font-size:16px;font-weight:bold;cursor:help;border:none;background:none;padding:0}
.calc-ui-error-message{font-size:12px;color:#c74440}
.calc-ui-row-delete{align-self:flex-start;border:none;background:none;color:#999;min-width:24px;height:24px;padding:0}
.calc-ui-row-delete:hover{color:#c74440;background:none}
.calc-ui-slider{display:flex;align-items:center;gap:4px;font-size:12px;color:#555}
.calc-ui-slider input[type=range]{flex:1 1 auto;min-width:40px}
.calc-ui-slider-bound{width:42px;font:inherit;font-size:12px;padding:1px 2px;border:1px solid #ccc;border-radius:3px}
.calc-ui-folder-title,.calc-ui-note-text{font:inherit;width:100%;border:none;background:transparent;padding:4px}
.calc-ui-note-text{resize:none;min-height:28px;field-sizing:content}
.calc-ui-row[data-kind="folder"] .calc-ui-row-body{flex-direction:row;align-items:center;gap:4px}
.calc-ui-row[data-kind="folder"] .calc-ui-folder-title{flex:1 1 auto;min-width:0}
.calc-ui-folder-hide,.calc-ui-folder-delete-all{flex:none;min-width:28px;height:28px;padding:0 4px}
.calc-ui-note-links a{margin-inline-end:6px;font-size:12px}
.calc-ui-table{border-collapse:collapse;font-size:14px;margin:2px 0}
.calc-ui-table th,.calc-ui-table td{border:1px solid #ccc;padding:0;min-width:56px}
.calc-ui-table th{background:#f4f4f4}
.calc-ui-table th .calc-ui-math-field{font-size:15px;font-weight:normal;min-width:64px;padding:2px 4px;text-align:center}
.calc-ui-table input{width:64px;font:inherit;border:none;padding:3px 4px;background:transparent}
.calc-ui-stats{border-collapse:collapse;margin-top:2px;font-size:13px;text-align:center}
.calc-ui-stats th{font-weight:normal;font-size:11px;color:#777;padding:0 6px}
.calc-ui-stats td{padding:0 6px;border-top:1px solid #ddd;white-space:nowrap}
.calc-ui-regression{display:flex;flex-direction:column;gap:3px;margin-top:2px;font-size:13px}
.calc-ui-regression-box,.calc-ui-regression-residuals{display:flex;flex-wrap:wrap;align-items:center;gap:2px 10px;
  background:#f4f6f9;border:1px solid #e0e4ea;border-radius:4px;padding:3px 6px}
.calc-ui-regression-title{flex-basis:100%;font-size:10px;letter-spacing:.06em;text-transform:uppercase;color:#777}
.calc-ui-regression-residuals .calc-ui-regression-title{flex-basis:auto}
.calc-ui-regression-name{font-family:'Times New Roman',serif;font-size:15px}
.calc-ui-regression-entry{white-space:nowrap}
.calc-ui-regression-note{flex-basis:100%;font-size:12px;color:#8a5a00}
.calc-ui-regression-plot{height:24px;min-width:0;font-size:12px;padding:0 6px}
.calc-ui-regression-log-mode{display:flex;align-items:center;gap:2px;font-size:12px;color:#444}
.calc-ui-regression-warning{font-size:12px;color:#8a5a00}
.calc-ui-image-preview{max-width:100%;max-height:80px;object-fit:contain}
.calc-ui-new-row{min-height:40px;border:none;border-bottom:1px solid #eee;background:#fff;color:#707070;text-align:start;width:100%;cursor:text;
  padding:8px 52px;font:inherit}
.calc-ui-list-bottom{display:flex;justify-content:flex-end;padding:4px;border-top:1px solid #eee}
.calc-ui-overlay{position:absolute;z-index:10;display:flex;flex-direction:column;gap:4px}
.calc-ui-overlay-top-right{top:8px;inset-inline-end:8px}
.calc-ui-overlay-top-left{top:8px;inset-inline-start:8px}
.calc-ui-help{position:absolute;z-index:11;top:8px;inset-inline-start:8px;max-width:min(440px,85%);max-height:calc(100% - 16px);overflow:auto;background:#fff;border:1px solid #bbb;border-radius:4px;padding:4px 12px;font-size:14px;box-shadow:0 2px 8px rgba(0,0,0,.2)}
.calc-ui-help h2{font-size:16px;margin:8px 0}.calc-ui-help ul{margin:0;padding-inline-start:18px}.calc-ui-help li{margin:6px 0}
.calc-ui-help-close{float:inline-end}
.calc-ui[dir="rtl"] :is(.calc-ui-collapse,.calc-ui-expand,.calc-ui-undo,.calc-ui-redo){transform:scaleX(-1)}
.calc-ui-zoom{display:flex;flex-direction:column;gap:4px}
.calc-ui-settings-toggle{font-size:18px}
.calc-ui-overlay .calc-ui-button{background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.calc-ui-settings{position:absolute;z-index:20;top:8px;inset-inline-end:48px;background:#fff;border:1px solid #bbb;
  border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.2);padding:8px;display:grid;gap:4px;min-width:200px}
.calc-ui-settings label{display:flex;align-items:center;gap:6px}
.calc-ui-settings input[type=number],.calc-ui-settings input[type=text]{width:70px;font:inherit}
.calc-ui-settings{overflow:auto}
.calc-ui-settings-range>[role=group]{display:flex;align-items:center;gap:6px;white-space:nowrap}
.calc-ui-settings [aria-invalid=true]{outline:2px solid #c74440}
.calc-ui-settings-range-problem{color:#c74440;font-size:12px;max-width:190px}
.calc-ui-slider-suggestions{display:flex;flex-wrap:wrap;align-items:center;gap:4px;font-size:12px;color:#555}
.calc-ui-slider-suggestion{height:24px;min-width:24px;font-size:13px}
.calc-ui-keypad{flex:0 0 auto;background:#e9ebee;border-top:1px solid #ccc;padding:6px;display:flex;gap:8px;
  justify-content:center;flex-wrap:wrap;position:relative}
.calc-ui-keypad-grid{display:grid;grid-template-columns:repeat(5,minmax(36px,52px));gap:4px}
.calc-ui-keypad-grid.calc-ui-keypad-letters{grid-template-columns:repeat(10,minmax(24px,40px))}
.calc-ui-key{font:inherit;font-size:16px;height:36px;border:1px solid #c4c7cc;border-radius:4px;background:#fff;
  cursor:pointer;padding:0}
.calc-ui-key:active{background:#dfe3e8}
.calc-ui-key-dark{background:#5e6166;color:#fff}
.calc-ui-functions-menu{position:absolute;bottom:100%;left:6px;right:6px;max-height:240px;overflow:auto;
  background:#fff;border:1px solid #bbb;padding:6px;display:grid;grid-template-columns:repeat(auto-fill,minmax(72px,1fr));gap:4px}
.calc-ui-functions-menu h3{grid-column:1/-1;margin:4px 0 0;font-size:12px;color:#666}
.calc-ui-style-menu{position:absolute;z-index:30;overflow:auto;background:#fff;border:1px solid #bbb;border-radius:6px;
  box-shadow:0 2px 10px #0004;padding:8px 10px;display:grid;gap:6px}
.calc-ui-style-menu section{display:grid;gap:6px;border-top:1px solid #eee;padding-top:6px}
.calc-ui-style-menu [hidden]{display:none}
.calc-ui-style-heading{font-size:12px;color:#666}
.calc-ui-style-field{display:flex;align-items:center;gap:8px;justify-content:space-between}
.calc-ui-style-field input:not([type=checkbox]){width:120px;font:inherit}
.calc-ui-style-field [aria-invalid=true]{outline:2px solid #c74440}
.calc-ui-style-choices{display:flex;gap:6px;flex-wrap:wrap}
.calc-ui-style-choice{width:34px;height:34px;border:1px solid #bbb;border-radius:4px;background:#fff;padding:0;font-size:18px}
.calc-ui-style-choice[aria-checked=true]{border:2px solid #2f72dc}
.calc-ui-style-colors button{border-radius:50%;background:var(--swatch);border:3px solid #fff}
.calc-ui-style-colors [aria-checked=true]{box-shadow:0 0 0 3px var(--swatch)}
.calc-ui-style-line-sample{display:inline-block;width:24px;border-top:3px solid}
`;

const STYLE_ID = 'calc-ui-styles';

export function installStyles(document: Document): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}

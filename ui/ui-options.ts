/**
 * The constructor options that show, hide or change parts of the UI, with the spec's defaults
 * (calculator-api.md, "Calculator options").
 */
export interface UiOptions {
  keypad: boolean;
  graphpaper: boolean;
  expressions: boolean;
  settingsMenu: boolean;
  zoomButtons: boolean;
  expressionsTopbar: boolean;
  border: boolean;
  lockViewport: boolean;
  expressionsCollapsed: boolean;
  administerSecretFolders: boolean;
  images: boolean;
  folders: boolean;
  notes: boolean;
  links: boolean;
  qwertyKeyboard: boolean;
  restrictedFunctions: boolean;
  pasteGraphLink: boolean;
  pasteTableData: boolean;
}

export const DEFAULT_UI_OPTIONS: Readonly<UiOptions> = {
  keypad: true,
  graphpaper: true,
  expressions: true,
  settingsMenu: true,
  zoomButtons: true,
  expressionsTopbar: true,
  border: true,
  lockViewport: false,
  expressionsCollapsed: false,
  administerSecretFolders: false,
  images: true,
  folders: true,
  notes: true,
  links: true,
  qwertyKeyboard: true,
  restrictedFunctions: false,
  pasteGraphLink: false,
  pasteTableData: true,
};

/** Takes the UI's options out of a constructor's option object; anything not a boolean keeps its default. */
export function resolveUiOptions(options: Readonly<Record<string, unknown>> = {}): UiOptions {
  const resolved = { ...DEFAULT_UI_OPTIONS };
  for (const name of Object.keys(resolved) as (keyof UiOptions)[]) {
    const value = options[name];
    if (typeof value === 'boolean') resolved[name] = value;
  }
  return resolved;
}

/**
 * The `settings` object of a calculator (and its deprecated alias `graphSettings`): one read-only
 * property per graph setting in the line's spelling, and `observe`/`unobserve` per setting with
 * namespaced names. Observers are called with (name, settingsObject) when that setting changes.
 */
import type { GraphSettings, SettingName } from './graph-settings';
import { ObserverRegistry } from './observers';
import type { VersionLineDefinition } from './version-lines';

export interface SettingsObject {
  observe(name: string, callback: (...args: unknown[]) => void): void;
  unobserve(name: string): void;
  readonly [setting: string]: unknown;
}

export interface ObservableSettings {
  readonly object: SettingsObject;
  /** Tells the observers of each changed setting (in the line's spelling). */
  notifyChanged(names: readonly SettingName[]): void;
  clear(): void;
}

export function createObservableSettings(
  read: () => Readonly<GraphSettings>,
  line: VersionLineDefinition,
  isDestroyed: (operation: string) => boolean,
): ObservableSettings {
  const observers = new ObserverRegistry();
  const object = {} as Record<string, unknown>;
  const publicName = new Map<string, string>();
  for (const name of line.settings) {
    const internal = line.settingAliases[name] ?? name;
    publicName.set(internal, name);
    Object.defineProperty(object, name, {
      enumerable: true,
      get: () => read()[internal as SettingName],
    });
  }
  Object.defineProperty(object, 'observe', {
    value: (name: string, callback: (...args: unknown[]) => void) => {
      if (!isDestroyed('settings.observe')) observers.add(name, callback);
    },
  });
  Object.defineProperty(object, 'unobserve', {
    value: (name: string) => {
      if (!isDestroyed('settings.unobserve')) observers.remove(name);
    },
  });
  const settingsObject = object as SettingsObject;
  return {
    object: settingsObject,
    notifyChanged(names) {
      for (const name of names) {
        const spelled = publicName.get(name);
        if (spelled) observers.notify(spelled, spelled, settingsObject);
      }
    },
    clear: () => observers.clear(),
  };
}

/**
 * Named observers as the spec describes them: several callbacks per property, and a namespaced name
 * ('graphpaperBounds.mine') that lets one be removed alone while the plain name removes them all.
 */

type Callback = (...args: unknown[]) => void;

interface Registration {
  readonly property: string;
  readonly namespace: string;
  readonly callback: Callback;
}

function splitName(name: string): { property: string; namespace: string } {
  const dot = name.indexOf('.');
  return dot < 0
    ? { property: name, namespace: '' }
    : { property: name.slice(0, dot), namespace: name.slice(dot + 1) };
}

export class ObserverRegistry {
  private registrations: Registration[] = [];

  add(name: string, callback: Callback): void {
    if (typeof name !== 'string' || typeof callback !== 'function') return;
    this.registrations.push({ ...splitName(name), callback });
  }

  remove(name: string): void {
    if (typeof name !== 'string') return;
    const { property, namespace } = splitName(name);
    this.registrations = this.registrations.filter(
      (registration) =>
        registration.property !== property || (namespace !== '' && registration.namespace !== namespace),
    );
  }

  /** Calls every observer of `property`; one observer's exception never stops the others. */
  notify(property: string, ...args: unknown[]): void {
    for (const registration of this.registrations.slice()) {
      if (registration.property !== property) continue;
      try {
        registration.callback(...args);
      } catch (error) {
        console.error(error);
      }
    }
  }

  clear(): void {
    this.registrations = [];
  }
}

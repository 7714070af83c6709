/**
 * Six-key braille input (option `sixKeyInput`): the home-row keys F D S J K L are dots 1 2 3 4 5 6, as
 * on a Perkins brailler. Keys pressed together form one chord; the cell is read when the last key of the
 * chord is released, and the space bar is the blank cell. Other keys (Enter, Backspace, arrows) work as
 * usual.
 */
import { cell } from './braille-cells';

export const SIX_KEY_DOTS: Readonly<Record<string, number>> = { f: 1, d: 2, s: 3, j: 4, k: 5, l: 6 };

export interface SixKeyInput {
  detach(): void;
}

export function attachSixKeyInput(target: HTMLElement, onCell: (cell: string) => void): SixKeyInput {
  const down = new Set<string>();
  const chord = new Set<number>();
  const keyOf = (event: KeyboardEvent) => event.key.toLowerCase();
  const plain = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

  const keydown = (event: KeyboardEvent) => {
    const key = keyOf(event);
    if (!plain(event)) return;
    if (key in SIX_KEY_DOTS) {
      event.preventDefault();
      event.stopPropagation();
      down.add(key);
      chord.add(SIX_KEY_DOTS[key]);
    } else if (key === ' ' && down.size === 0) {
      event.preventDefault();
      event.stopPropagation();
      onCell(cell());
    }
  };
  const keyup = (event: KeyboardEvent) => {
    const key = keyOf(event);
    if (!(key in SIX_KEY_DOTS)) return;
    event.preventDefault();
    event.stopPropagation();
    down.delete(key);
    if (down.size > 0 || chord.size === 0) return;
    const dots = [...chord];
    chord.clear();
    onCell(cell(...dots));
  };
  // Capture, and no further: the math field inside (MathLive's keyboard sink) never sees the letters.
  target.addEventListener('keydown', keydown, true);
  target.addEventListener('keyup', keyup, true);
  return {
    detach() {
      target.removeEventListener('keydown', keydown, true);
      target.removeEventListener('keyup', keyup, true);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { History, TYPING_WINDOW_MS } from './history';

describe('History', () => {
  it('joins steps with one coalescing key only inside the typing window', () => {
    let now = 0;
    const history = new History<string>(() => now);
    history.record('empty', 'latex:a');
    now += 100;
    history.record('y', 'latex:a');
    now += TYPING_WINDOW_MS + 1;
    history.record('y=x', 'latex:a');
    history.record('other', 'latex:b');
    expect(history.undo('current')).toBe('other');
    expect(history.undo('other')).toBe('y=x');
    expect(history.undo('y=x')).toBe('empty');
    expect(history.undo('empty')).toBeUndefined();
    expect(history.redo('empty')).toBe('y=x');
  });

  it('a new change drops the redo steps', () => {
    const history = new History<number>();
    history.record(1);
    history.undo(2);
    expect(history.canRedo).toBe(true);
    history.record(1);
    expect(history.canRedo).toBe(false);
  });

  it('forgets everything on clear', () => {
    const history = new History<string>();
    history.record('a');
    history.clear();
    expect(history.canUndo).toBe(false);
    expect(history.undo('b')).toBeUndefined();
  });
});

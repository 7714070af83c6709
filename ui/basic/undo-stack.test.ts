import { describe, expect, it } from 'vitest';
import { TYPING_WINDOW_MS, UndoStack } from './undo-stack';

describe('UndoStack', () => {
  it('undoes and redoes snapshots in order, and a new change drops the redo steps', () => {
    const stack = new UndoStack<string>(() => 0);
    stack.record('a');
    stack.record('b');
    expect(stack.undo('c')).toBe('b');
    expect(stack.undo('b')).toBe('a');
    expect(stack.undo('a')).toBeUndefined();
    expect(stack.redo('a')).toBe('b');
    stack.record('b');
    expect(stack.redo('x')).toBeUndefined();
  });

  it('joins typing within the window into one step', () => {
    let now = 0;
    const stack = new UndoStack<string>(() => now);
    stack.record('', 'input');
    now += TYPING_WINDOW_MS / 2;
    stack.record('1', 'input');
    now += TYPING_WINDOW_MS * 2;
    stack.record('12', 'input');
    expect(stack.undo('123')).toBe('12');
    expect(stack.undo('12')).toBe('');
    expect(stack.undo('')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const stack = new UndoStack<string>();
    stack.record('a');
    stack.clear();
    expect(stack.undo('b')).toBeUndefined();
  });
});

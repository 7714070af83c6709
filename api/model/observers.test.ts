import { describe, expect, it, vi } from 'vitest';
import { ObserverRegistry } from './observers';

describe('ObserverRegistry', () => {
  it('calls every observer of a property, and only those', () => {
    const registry = new ObserverRegistry();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    registry.add('graphpaperBounds', first);
    registry.add('graphpaperBounds.mine', second);
    registry.add('expressionAnalysis', other);
    registry.notify('graphpaperBounds');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('removes one namespaced observer alone, and all with the plain name', () => {
    const registry = new ObserverRegistry();
    const plain = vi.fn();
    const mine = vi.fn();
    const theirs = vi.fn();
    registry.add('xAxisLabel', plain);
    registry.add('xAxisLabel.mine', mine);
    registry.add('xAxisLabel.theirs', theirs);
    registry.remove('xAxisLabel.mine');
    registry.notify('xAxisLabel');
    expect(mine).not.toHaveBeenCalled();
    expect(plain).toHaveBeenCalledTimes(1);
    expect(theirs).toHaveBeenCalledTimes(1);
    registry.remove('xAxisLabel');
    registry.notify('xAxisLabel');
    expect(plain).toHaveBeenCalledTimes(1);
    expect(theirs).toHaveBeenCalledTimes(1);
  });

  it('keeps notifying the others when one observer throws', () => {
    const registry = new ObserverRegistry();
    const after = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registry.add('change', () => {
      throw new Error('observer failure');
    });
    registry.add('change', after);
    registry.notify('change');
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

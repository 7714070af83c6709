import { describe, expect, it } from 'vitest';
import { ChangeObservers } from './change-observers';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChangeObservers', () => {
  it('tells each burst once, with whether a person caused it', async () => {
    const observers = new ChangeObservers();
    const calls: unknown[] = [];
    observers.observe('change', (name: unknown, event: unknown) => calls.push([name, event]));
    observers.changed(false);
    observers.changed(true);
    await tick();
    expect(calls).toEqual([['change', { isUserInitiated: true }]]);
  });

  it('removes one namespaced observer or all of them', async () => {
    const observers = new ChangeObservers();
    const calls: string[] = [];
    observers.observe('change.a', () => calls.push('a'));
    observers.observe('change.b', () => calls.push('b'));
    observers.observe('graphReset', () => calls.push('ignored'));
    observers.unobserve('change.a');
    observers.changed(false);
    await tick();
    expect(calls).toEqual(['b']);
    observers.unobserve('change');
    observers.changed(false);
    await tick();
    expect(calls).toEqual(['b']);
  });

  it('says nothing once closed', async () => {
    const observers = new ChangeObservers();
    const calls: string[] = [];
    observers.observe('change', () => calls.push('x'));
    observers.changed(false);
    observers.close();
    await tick();
    expect(calls).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ChangeEvents } from './change-events';
import { UiChannel } from '../ui-channel';

describe('ChangeEvents and the UI channel', () => {
  it("tells the calculator's channel first, whatever the page unobserves", async () => {
    const channel = new UiChannel();
    const events = new ChangeEvents(['change', 'graphReset'], (event) => channel.tell(event));
    const order: string[] = [];
    channel.listen('change.calculatorUi', () => order.push('list'));
    events.observe('change', () => order.push('page'));
    events.changed();
    events.changed();
    await Promise.resolve();
    expect(order).toEqual(['list', 'page']);

    events.unobserve('change');
    events.unobserve('change.calculatorUi');
    events.changed();
    await Promise.resolve();
    expect(order).toEqual(['list', 'page', 'list']);
  });

  it("tells the channel on a line without events (v0.5), and 'graphReset' too", async () => {
    const told = vi.fn();
    const events = new ChangeEvents([], told);
    const page = vi.fn();
    events.observe('change', page);
    events.changed(true);
    events.graphReset();
    await Promise.resolve();
    expect(told.mock.calls).toEqual([['graphReset'], ['change']]);
    expect(page).not.toHaveBeenCalled();
  });

  it('stops telling after close', async () => {
    const told = vi.fn();
    const events = new ChangeEvents(['change'], told);
    events.changed();
    events.close();
    await Promise.resolve();
    expect(told).not.toHaveBeenCalled();
  });
});

describe('UiChannel', () => {
  it('removes a namespaced listener alone, a plain name all of them', () => {
    const channel = new UiChannel();
    const mine = vi.fn();
    const other = vi.fn();
    channel.listen('expressionAnalysis.mine', mine);
    channel.listen('expressionAnalysis.other', other);
    channel.stop('expressionAnalysis.mine');
    channel.tell('expressionAnalysis');
    expect([mine.mock.calls.length, other.mock.calls.length]).toEqual([0, 1]);
    channel.stop('expressionAnalysis');
    channel.tell('expressionAnalysis');
    expect(other).toHaveBeenCalledTimes(1);
  });
});

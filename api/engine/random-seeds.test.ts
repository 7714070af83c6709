/**
 * Random seeds in the saved state: an expression's `randomSeed` (set by its row's re-randomize button)
 * and the graph's (`randomSeed` at the top of a state, as the best-known product writes it) travel through
 * getState → setState, reach the engine's input, and states without them still load.
 */
import { describe, expect, it } from 'vitest';
import { newTestContent } from '../model/content-for-tests';
import { engineExpressions } from './graph-sources';

const newContent = () => newTestContent();

const RANDOM = 'L=\\operatorname{random}(5)';

describe('random seeds in the state', () => {
  it('a new graph has the empty seed and writes none; an expression has none until re-randomized', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a', latex: RANDOM }]);
    const state = content.getState();
    expect(state).not.toHaveProperty('randomSeed');
    expect(state.expressions.list[0]).not.toHaveProperty('randomSeed');
    expect(engineExpressions(content.list.list())[0]).not.toHaveProperty('randomSeed');
  });

  it('a re-randomize is one undo step that fires change, and its seed round-trips', async () => {
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const { content } = newContent();
    let changes = 0;
    content.events.observe('change', () => changes++);
    content.setExpressions([{ id: 'a', latex: RANDOM }]);
    await flush();
    const before = changes;
    content.setExpressions([{ id: 'a', randomSeed: '5eed' }]);
    await flush();
    expect(changes).toBe(before + 1);
    expect(engineExpressions(content.list.list())[0].randomSeed).toBe('5eed');
    const saved = JSON.parse(JSON.stringify(content.getState()));
    expect(saved.expressions.list[0].randomSeed).toBe('5eed');
    const { content: other } = newContent();
    other.setState(saved);
    expect(JSON.stringify(other.getState())).toBe(JSON.stringify(saved));
    content.undo();
    expect(content.list.get('a')).not.toHaveProperty('randomSeed');
    // An empty or non-string seed is ignored, as other fields of the wrong type are.
    content.setExpressions([
      { id: 'a', randomSeed: 3 },
      { id: 'a', randomSeed: '' },
    ]);
    expect(content.list.get('a')).not.toHaveProperty('randomSeed');
  });

  it('keeps the graph seed of a loaded state, and its absence loads as the empty seed', () => {
    const { content, host } = newContent();
    content.setState({
      version: 11,
      randomSeed: 'graph-seed',
      expressions: { list: [{ id: 'a', latex: RANDOM }] },
    });
    expect(content.randomSeed).toBe('graph-seed');
    const state = content.getState();
    expect(Object.keys(state)).toEqual(['version', 'randomSeed', 'graph', 'expressions']);
    expect(state.randomSeed).toBe('graph-seed');
    const changed = host.changes.length;
    content.setState({ expressions: { list: [{ id: 'a', latex: RANDOM }] } });
    expect(content.randomSeed).toBe('');
    expect(host.changes.length).toBeGreaterThan(changed);
    content.setState({ randomSeed: 42, expressions: { list: [] } });
    expect(content.randomSeed).toBe('');
  });
});

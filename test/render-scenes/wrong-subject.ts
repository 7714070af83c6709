/** A render scene with its subject wrong (its `wrong` entries applied): the scene's negative controls. */
import type { RenderScene, WrongSubject } from './scene-types';

type Item = Record<string, unknown>;

function patchItems(items: Item[], patches: Record<string, Item>, used: Set<string>): Item[] {
  return items.map((item) => {
    const patch = patches[item.id as string];
    if (patch === undefined) return item;
    used.add(item.id as string);
    return { ...item, ...patch };
  });
}

/** The scene as `wrong` describes it; throws when `wrong` names an item the scene lacks (a stale control). */
export function applyWrongSubject(scene: RenderScene, wrong: WrongSubject): RenderScene {
  const used = new Set<string>();
  const patches = wrong.items ?? {};
  let state = scene.state as { expressions?: { list?: Item[] } } | undefined;
  if (state?.expressions?.list)
    state = {
      ...state,
      expressions: { ...state.expressions, list: patchItems(state.expressions.list, patches, used) },
    };
  const changed: RenderScene = {
    ...scene,
    state,
    expressions: scene.expressions && patchItems(scene.expressions, patches, used),
    settings: wrong.settings ? { ...scene.settings, ...wrong.settings } : scene.settings,
    bounds: wrong.bounds ?? scene.bounds,
    screenshot: wrong.screenshot ?? scene.screenshot,
  };
  const unknown = Object.keys(patches).filter((id) => !used.has(id));
  if (unknown.length > 0)
    throw new Error(`Scene ${scene.name}, wrong "${wrong.is}": no item ${unknown.join(', ')}`);
  return changed;
}

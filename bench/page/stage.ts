/**
 * Stages: the page elements plotters draw into, all at the top left, 1000 × 700 CSS px (the `.stage` rule
 * of the bench page), stacked, so every library draws at the same size and place.
 */
let nextStageId = 1;

export function createStage(width = 1000, height = 700): HTMLElement {
  const stage = document.createElement('div');
  stage.className = 'stage';
  stage.id = `stage-${nextStageId++}`;
  stage.style.width = `${width}px`;
  stage.style.height = `${height}px`;
  document.body.appendChild(stage);
  return stage;
}

export function removeStage(stage: HTMLElement): void {
  stage.remove();
}

/** Resolves at the next animation frame: the frame in which what was changed before is painted. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

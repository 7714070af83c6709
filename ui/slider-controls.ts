/**
 * The slider under a row like `a=3`: a range input (drag or arrow keys), editable min and max, and a
 * play button that sweeps the value from min to max and back to min, as graphing calculators animate.
 */
import type { UiExpressionItem } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { RowContext } from './row-context';
import { readBound, writeSlider, type SliderDefinition } from './row-values';

export interface SliderControls {
  element: HTMLElement;
  update(definition: SliderDefinition): void;
  destroy(): void;
}

/** A sweep from min to max takes this long, whatever the range (a person watches the graph, not the number). */
const SWEEP_MILLISECONDS = 4000;

export function createSliderControls(context: RowContext, current: () => UiExpressionItem): SliderControls {
  const range = createElement('input', 'calc-ui-slider-range', { type: 'range' });
  const minimum = createElement('input', 'calc-ui-slider-bound', { type: 'text' });
  const maximum = createElement('input', 'calc-ui-slider-bound', { type: 'text' });
  const play = createButton('calc-ui-slider-play', '▶', '', () => (frame ? stop() : start()));
  // A slider is a number line: minimum on the left, as on the graph's x axis, in every language.
  const element = createElement('div', 'calc-ui-slider', { dir: 'ltr' }, [play, minimum, range, maximum]);
  const text = context.text;

  function label(): void {
    minimum.setAttribute('aria-label', text.format('ui.sliderMinimum'));
    maximum.setAttribute('aria-label', text.format('ui.sliderMaximum'));
    setLabel(play, text.format(frame ? 'ui.pauseSlider' : 'ui.playSlider'));
    range.setAttribute('aria-label', text.format('ui.slider', { variable }));
  }
  let variable = '';
  let frame = 0;

  function bounds(): { min: number; max: number; step: number } {
    const given = current().sliderBounds;
    const read = (latex: string) => context.controller.readNumber(latex);
    const min = readBound(given?.min, -10, read);
    const max = readBound(given?.max, 10, read);
    const step = readBound(given?.step, 0, read);
    return { min: Math.min(min, max), max: Math.max(min, max), step: step > 0 ? step : 0 };
  }

  function setValue(value: number): void {
    const { min, max, step } = bounds();
    const snapped = step > 0 ? min + Math.round((value - min) / step) * step : value;
    const clamped = Math.min(max, Math.max(min, snapped));
    context.update(current().id, { latex: writeSlider(variable, clamped, step || (max - min) / 1000) });
  }

  function setBound(which: 'min' | 'max', text: string): void {
    const item = current();
    const given = item.sliderBounds ?? { min: '-10', max: '10', step: '' };
    context.update(item.id, { sliderBounds: { ...given, [which]: text } });
  }

  range.addEventListener('input', () => setValue(Number(range.value)));
  minimum.addEventListener('change', () => setBound('min', minimum.value));
  maximum.addEventListener('change', () => setBound('max', maximum.value));

  function start(): void {
    let last = performance.now();
    play.textContent = '❚❚';
    const tick = (now: number) => {
      const { min, max } = bounds();
      const value = Number(range.value) + ((max - min) * (now - last)) / SWEEP_MILLISECONDS;
      last = now;
      setValue(value > max ? min : value);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    label();
  }

  function stop(): void {
    cancelAnimationFrame(frame);
    frame = 0;
    play.textContent = '▶';
    label();
  }

  return {
    element,
    update(definition) {
      variable = definition.variable;
      const { min, max, step } = bounds();
      range.min = String(min);
      range.max = String(max);
      range.step = step > 0 ? String(step) : 'any';
      range.value = String(definition.value);
      label();
      range.setAttribute('aria-valuetext', `${variable} = ${definition.value}`);
      const given = current().sliderBounds;
      if (document.activeElement !== minimum) minimum.value = given?.min ?? String(min);
      if (document.activeElement !== maximum) maximum.value = given?.max ?? String(max);
    },
    destroy: stop,
  };
}

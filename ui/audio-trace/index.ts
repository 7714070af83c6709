/**
 * Audio trace (issue 25): a curve heard as pitch while the keyboard moves along it. The graph paper
 * (api/interaction/graph-interaction.ts) moves the trace and says where it went (`calc-trace`) or hands over the whole
 * curve (`calc-trace-sweep`, key H); this part turns those places into tones (tones.ts) through Web Audio
 * and says them in a polite live region. Alt+T on the graph paper turns it on and off; in a row it turns it
 * on and moves the focus to the graph paper, where ← / → trace that row; [ and ] change the speed. The
 * AudioContext is made by the first tone, inside the key press that asked for it, so nothing sounds
 * without a gesture and no browser blocks it. The tones played, and `synthesize` (the same synthesis on
 * any BaseAudioContext, so a test can render them offline and measure the sound), are kept for tests under
 * `Symbol.for('calculator.audioTrace')` on the graph paper.
 */
import type { TraceMove, TraceSweep } from '../../api/interaction/trace';
import { createElement } from '../dom';
import type { UiText } from '../ui-text';
import { toneOf, type Tone } from './tones';

/** One tone lasts this long at speed 1; the speeds multiply it away. */
const TONE_SECONDS = 0.15;
const SPEEDS = [0.5, 1, 2, 4] as const;

export interface AudioTraceState {
  /** Every tone played, in order. */
  readonly tones: Tone[];
  /** The synthesis the trace plays through, for a test to render `tones` into an OfflineAudioContext. */
  readonly synthesize: typeof synthesize;
  readonly on: boolean;
  readonly speed: number;
}

export interface AudioTrace {
  /** The polite live region the trace speaks in (the UI places it). */
  readonly announcer: HTMLElement;
  /** From a row (Alt+T): audio trace on, and the focus on the graph paper, which traces the selected row. */
  start(): void;
  /** Says `message` in the live region. */
  announce(message: string): void;
  destroy(): void;
}

/** A coordinate as said aloud: to a thousandth of the view's span, so 0.30000000000000004 is "0.3". */
function spoken(value: number, span: number): string {
  const decimals = Math.min(10, Math.max(0, 3 - Math.floor(Math.log10(span))));
  return String(Number(value.toFixed(decimals)));
}

/**
 * Schedules `sequence` on `context` from time `at`, one tone every `seconds`: the live AudioContext when
 * tracing, an OfflineAudioContext when a test listens. Returns the oscillators, to stop them early.
 */
export function synthesize(
  context: BaseAudioContext,
  sequence: readonly Tone[],
  seconds: number,
  at: number,
): OscillatorNode[] {
  return sequence.map((tone, index) => {
    const start = at + index * seconds;
    const oscillator = context.createOscillator();
    oscillator.type = tone.kind === 'undefined' ? 'square' : tone.kind === 'interest' ? 'triangle' : 'sine';
    oscillator.frequency.value = tone.frequency;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(tone.kind === 'undefined' ? 0.05 : 0.2, start + 0.01);
    gain.gain.linearRampToValueAtTime(0, start + seconds * 0.9);
    const panner = context.createStereoPanner();
    panner.pan.value = tone.pan;
    oscillator.connect(gain).connect(panner).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
    return oscillator;
  });
}

export function mountAudioTrace(graph: HTMLElement, text: UiText): AudioTrace {
  const tones: Tone[] = [];
  let on = false;
  let speedIndex = 1;
  let context: AudioContext | undefined;
  let sounding: OscillatorNode[] = [];
  const announcer = createElement('div', 'calc-ui-sr-only', { 'aria-live': 'polite' });
  const state: AudioTraceState = {
    tones,
    synthesize,
    get on() {
      return on;
    },
    get speed() {
      return SPEEDS[speedIndex];
    },
  };
  (graph as unknown as Record<symbol, AudioTraceState>)[Symbol.for('calculator.audioTrace')] = state;

  function announce(message: string): void {
    // A new text node each time: screen readers speak a change, and the same words twice are a change.
    announcer.replaceChildren(message);
  }

  function silence(): void {
    for (const oscillator of sounding) oscillator.stop();
    sounding = [];
  }

  function play(sequence: Tone[]): void {
    if (!on) return;
    tones.push(...sequence);
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    silence();
    sounding = synthesize(context, sequence, TONE_SECONDS / SPEEDS[speedIndex], context.currentTime);
  }

  function toggle(): void {
    on = !on;
    if (!on) silence();
    announce(text.format(on ? 'ui.audioTraceOn' : 'ui.audioTraceOff'));
  }

  const onMove = (event: Event) => {
    const move = (event as CustomEvent<TraceMove>).detail;
    const { bounds } = move;
    const x = spoken(move.x, bounds.right - bounds.left);
    const y = spoken(move.y, bounds.top - bounds.bottom);
    const where = move.interest
      ? text.format('ui.traceInterest', { kind: text.format(`ui.interest.${move.interest}`), x, y })
      : text.format('ui.tracePoint', { x, y });
    announce(move.stopped ? text.format('ui.traceStopped', { where }) : where);
    play([toneOf(move.stopped ? null : move, bounds)]);
  };
  const onSweep = (event: Event) => {
    const sweep = (event as CustomEvent<TraceSweep>).detail;
    if (!on) return;
    announce(text.format('ui.tracePlaying'));
    play(sweep.places.map((place) => toneOf(place, sweep.bounds)));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== graph || event.ctrlKey || event.metaKey) return;
    if (event.altKey && event.code === 'KeyT') toggle();
    else if (on && !event.altKey && (event.key === '[' || event.key === ']')) {
      speedIndex = Math.min(SPEEDS.length - 1, Math.max(0, speedIndex + (event.key === ']' ? 1 : -1)));
      announce(text.format('ui.traceSpeed', { speed: SPEEDS[speedIndex] }));
    } else return;
    event.preventDefault();
  };
  graph.addEventListener('calc-trace', onMove);
  graph.addEventListener('calc-trace-sweep', onSweep);
  graph.addEventListener('keydown', onKey);
  return {
    announcer,
    start() {
      graph.focus({ preventScroll: true });
      if (!on) toggle();
    },
    announce,
    destroy() {
      silence();
      void context?.close();
      graph.removeEventListener('calc-trace', onMove);
      graph.removeEventListener('calc-trace-sweep', onSweep);
      graph.removeEventListener('keydown', onKey);
    },
  };
}

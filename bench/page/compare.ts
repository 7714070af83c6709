/**
 * One workload, every subject: set each up, time them interleaved in this page, measure what each drew
 * against the same reference, and turn it all into rows. A subject that cannot express the workload, or
 * fails on it, becomes a row saying why, never a missing row.
 */
import { emptyGeometry, type DrawnGeometry } from './fidelity/drawn-geometry';
import { combineFidelity, measureFidelity, type Fidelity } from './fidelity/measure-fidelity';
import type { Reference } from './fidelity/reference';
import { measureInterleaved, type MeasureOptions } from './measure';
import type { BenchRow } from './result-types';
import { pairedRatio } from './statistics';
import type { View } from './view';

export interface SubjectSession {
  readonly run: () => unknown;
  /** Draws the workload at the comparison's view once more; one geometry per curve of the workload. */
  readonly geometry?: () => DrawnGeometry[] | Promise<DrawnGeometry[]>;
  readonly figures?: () => Record<string, number | string>;
  readonly teardown?: () => void;
}

export interface Subject {
  readonly name: string;
  readonly what: string;
  /** The subject every other row's ratio is taken against. */
  readonly isOurs?: boolean;
  /** A limit: our row reports the fraction of its speed it reaches. */
  readonly isLimit?: boolean;
  /** Sets the subject up, or says why it cannot run the workload. */
  readonly start: () => Promise<SubjectSession | string> | SubjectSession | string;
}

export interface Comparison {
  readonly workload: string;
  readonly subjects: readonly Subject[];
  readonly view: View;
  /** The truth per curve; absent when the workload has no drawing to check. */
  readonly references?: {
    readonly count: number;
    readonly build: (curve: number) => Reference;
    /** The curves whose fidelity is measured, when not all of them (the reference is costly). */
    readonly checked?: readonly number[];
  };
  readonly measure?: Partial<MeasureOptions>;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function startSubject(subject: Subject): Promise<SubjectSession | string> {
  try {
    const session = await subject.start();
    if (typeof session === 'string') return session;
    // One trial call: a library that throws on this workload is reported as failing, not measured.
    const result = session.run();
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') await result;
    return session;
  } catch (error) {
    return `fails: ${describe(error)}`;
  }
}

async function measureDrawings(
  comparison: Comparison,
  sessions: Map<string, SubjectSession>,
): Promise<Map<string, Fidelity>> {
  const result = new Map<string, Fidelity>();
  const references = comparison.references;
  if (!references) return result;
  const drawings = new Map<string, DrawnGeometry[]>();
  for (const [name, session] of sessions) {
    if (session.geometry) drawings.set(name, await session.geometry());
  }
  const names = [...drawings.keys()];
  const parts = new Map<string, Fidelity[]>(names.map((name) => [name, []]));
  const checked = references.checked ?? Array.from({ length: references.count }, (_, curve) => curve);
  for (const curve of checked) {
    const reference = references.build(curve);
    const geometries = names.map((name) => drawings.get(name)?.[curve] ?? emptyGeometry());
    measureFidelity(reference, geometries, comparison.view).forEach((fidelity, index) =>
      parts.get(names[index])?.push(fidelity),
    );
  }
  for (const [name, fidelities] of parts) result.set(name, combineFidelity(fidelities));
  return result;
}

export async function compareSubjects(comparison: Comparison): Promise<BenchRow[]> {
  const sessions = new Map<string, SubjectSession>();
  const reasons = new Map<string, string>();
  for (const subject of comparison.subjects) {
    const session = await startSubject(subject);
    if (typeof session === 'string') reasons.set(subject.name, session);
    else sessions.set(subject.name, session);
  }
  try {
    const timings = await measureInterleaved(
      [...sessions].map(([name, session]) => ({ name, run: session.run })),
      comparison.measure,
    );
    const fidelities = await measureDrawings(comparison, sessions);
    const ours = comparison.subjects.find((subject) => subject.isOurs);
    const oursFidelity = ours ? fidelities.get(ours.name) : undefined;
    // Ours drawing nothing where the truth has a curve is a graph kind not implemented yet (the engine
    // returns empty geometry in microseconds): no timing of ours, and no ratio against it.
    const oursDrewNothing =
      oursFidelity !== undefined && oursFidelity.referencePoints > 0 && oursFidelity.drawnVertices === 0;
    const oursTiming = ours && !oursDrewNothing ? timings.get(ours.name) : undefined;
    const limit = comparison.subjects.find((subject) => subject.isLimit && timings.has(subject.name));
    return comparison.subjects.map((subject): BenchRow => {
      const base = { workload: comparison.workload, subject: subject.name, what: subject.what };
      const timing = timings.get(subject.name);
      if (!timing) return { ...base, supported: false, reason: reasons.get(subject.name) };
      if (subject.isOurs && oursDrewNothing) {
        return {
          ...base,
          supported: false,
          reason: `not yet implemented: draws nothing (0 of ${oursFidelity.referencePoints} true curve points within 1 px)`,
        };
      }
      const limitTiming = limit ? timings.get(limit.name) : undefined;
      return {
        ...base,
        supported: true,
        timing: timing.summary,
        vsOurs: !subject.isOurs && oursTiming ? pairedRatio(timing.samples, oursTiming.samples) : undefined,
        ofLimit: subject.isOurs && limitTiming ? pairedRatio(limitTiming.samples, timing.samples) : undefined,
        fidelity: fidelities.get(subject.name),
        figures: sessions.get(subject.name)?.figures?.(),
      };
    });
  } finally {
    for (const session of sessions.values()) session.teardown?.();
  }
}

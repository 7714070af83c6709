/**
 * The limits every other figure can be read against, measured in this same page: a postMessage round trip
 * (the floor under any worker-based update), moving 8 MB to a worker and back (by transfer and by copy),
 * the segments per second this WebGL draws as expanded triangles, and reading a full frame back.
 * The point-evaluation limits (the hand-written formula) come from the evaluation workload.
 */
import { startEchoWorker } from './echo-worker';
import { measureInterleaved } from './measure';
import { compileExplicit, loadOurEngine } from './our-engine';
import type { BenchRow } from './result-types';
import { createSegmentDrawer } from './segment-throughput';
import { VIEW } from './view';
import { MANY_CURVES } from './workloads';

const TRANSFER_BYTES = 8 * 1024 * 1024;

/**
 * The segments of the 100-curve workload at the bench view, from our engine (real geometry), expanded to
 * the 6 vertices × 5 floats the limit's drawer takes.
 */
async function benchSegments(): Promise<Float32Array> {
  const engine = await loadOurEngine();
  const floats: number[] = [];
  for (const curve of MANY_CURVES) {
    const compiled = compileExplicit(curve.ours);
    if (!compiled.supported) continue;
    const { polyline } = engine.sampleExplicit(compiled.program, VIEW);
    for (let vertex = 1; vertex < polyline.length / 2; vertex++) {
      const [ax, ay, bx, by] = polyline.subarray(vertex * 2 - 2, vertex * 2 + 2);
      if (![ax, ay, bx, by].every(Number.isFinite)) continue;
      for (let corner = 0; corner < 6; corner++) floats.push(ax, ay, bx, by, corner);
    }
  }
  return Float32Array.from(floats);
}

export async function runLimitsWorkload(): Promise<BenchRow[]> {
  const echo = startEchoWorker();
  let transferred = new ArrayBuffer(TRANSFER_BYTES);
  const copied = new ArrayBuffer(TRANSFER_BYTES);
  const segments = await benchSegments();
  const unitsToPixels = VIEW.widthPixels / (VIEW.xmax - VIEW.xmin);
  const drawer = createSegmentDrawer(segments, VIEW.widthPixels, VIEW.heightPixels, unitsToPixels);
  drawer.draw();
  try {
    const timings = await measureInterleaved(
      [
        { name: 'message', run: () => echo.roundTrip({ sequence: 1 }) },
        {
          name: 'transfer',
          run: async () => {
            const reply = await echo.roundTrip({ transfer: true, buffer: transferred }, [transferred]);
            transferred = reply.buffer;
          },
        },
        { name: 'copy', run: () => echo.roundTrip({ transfer: false, buffer: copied }) },
        { name: 'segments', run: () => drawer.draw() },
        { name: 'readPixels', run: () => drawer.readFrame() },
      ],
      { minRounds: 5, maxRounds: 15, budgetMs: 3000 },
    );
    const summary = (name: string) => {
      const timing = timings.get(name);
      if (!timing) throw new Error(`no timing for ${name}`);
      return timing.summary;
    };
    const perSecond = (count: number, milliseconds: number) => count / (milliseconds / 1000);
    const row = (subject: string, what: string, name: string, figures: Record<string, number>): BenchRow => ({
      workload: 'limits',
      subject,
      what,
      supported: true,
      timing: summary(name),
      figures,
    });
    const megabytes = TRANSFER_BYTES / 1024 / 1024;
    return [
      row('limit: postMessage round trip', 'a small object to a worker and back', 'message', {}),
      row(
        'limit: 8 MB round trip, transferred',
        'an ArrayBuffer to a worker and back, by transfer',
        'transfer',
        {
          megabytes,
        },
      ),
      row('limit: 8 MB round trip, copied', 'the same by structured clone, for contrast', 'copy', {
        megabytes,
      }),
      row(
        'limit: WebGL expanded segments',
        `${drawer.segmentCount.toLocaleString('en')} segments (the 100 curves) drawn, finish + 1 px readPixels`,
        'segments',
        {
          segments: drawer.segmentCount,
          segmentsPerSecond: perSecond(drawer.segmentCount, summary('segments').medianMs),
        },
      ),
      row('limit: readPixels, full frame', `${VIEW.widthPixels}×${VIEW.heightPixels} RGBA`, 'readPixels', {
        megapixelsPerSecond: perSecond(
          (VIEW.widthPixels * VIEW.heightPixels) / 1e6,
          summary('readPixels').medianMs,
        ),
      }),
    ];
  } finally {
    echo.terminate();
    drawer.dispose();
  }
}

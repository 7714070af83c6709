/**
 * Memory in use by a page and by its workers (our engine lives in one), read through the DevTools protocol
 * after forcing garbage collection in each, so the figures are live objects only. Three parts, because
 * libraries keep their data in different places: the JavaScript heap, the embedder's heap (Blink's DOM,
 * where SVG plotters keep their paths) and the backing stores of array buffers (where our geometry and
 * the WASM memory live). GPU buffers are outside all three.
 */
import type { CDPSession, Page } from 'puppeteer-core';

export interface HeapUsage {
  readonly javascriptBytes: number;
  readonly domBytes: number;
  readonly arrayBufferBytes: number;
  /** The same three summed over the page's workers. */
  readonly workerBytes: number;
  readonly workers: number;
}

async function collectAndMeasure(client: CDPSession) {
  // Twice: the first collection can leave garbage that finalizers or weak references free in the second.
  for (let pass = 0; pass < 2; pass++) await client.send('HeapProfiler.collectGarbage');
  return client.send('Runtime.getHeapUsage');
}

export function totalBytes(usage: HeapUsage): number {
  return usage.javascriptBytes + usage.domBytes + usage.arrayBufferBytes + usage.workerBytes;
}

export async function measureHeapUsage(page: Page): Promise<HeapUsage> {
  const session = await page.createCDPSession();
  try {
    const main = await collectAndMeasure(session);
    let workerBytes = 0;
    const workers = page.workers();
    for (const worker of workers) {
      const usage = await collectAndMeasure(worker.client);
      workerBytes += usage.usedSize + usage.embedderHeapUsedSize + usage.backingStorageSize;
    }
    return {
      javascriptBytes: main.usedSize,
      domBytes: main.embedderHeapUsedSize,
      arrayBufferBytes: main.backingStorageSize,
      workerBytes,
      workers: workers.length,
    };
  } finally {
    await session.detach();
  }
}

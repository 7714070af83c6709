/**
 * The segments the implicit sampler draws, in pixels from the viewport's lower-left corner: four f64
 * each (start x, start y, end x, end y). The grid's marching squares (implicit-grid.ts) and the valley
 * test (implicit-valleys.ts) append here; the store doubles when full, so no count has to be known in
 * advance.
 */
import { allocateScratch } from './scratch';

const INITIAL_CAPACITY: i32 = 4096;

let segmentStore: usize = 0;
let capacity: i32 = 0;
export let segmentCount: i32 = 0;

export function resetSegments(): void {
  capacity = INITIAL_CAPACITY;
  segmentStore = allocateScratch((<usize>capacity) << 5);
  segmentCount = 0;
}

export function segmentAddress(segment: i32): usize {
  return segmentStore + ((<usize>segment) << 5);
}

export function addSegment(startX: f64, startY: f64, endX: f64, endY: f64): void {
  if (segmentCount >= capacity) {
    const larger = allocateScratch((<usize>capacity) << 6);
    memory.copy(larger, segmentStore, (<usize>capacity) << 5);
    segmentStore = larger;
    capacity <<= 1;
  }
  const address = segmentAddress(segmentCount);
  store<f64>(address, startX);
  store<f64>(address, startY, 8);
  store<f64>(address, endX, 16);
  store<f64>(address, endY, 24);
  segmentCount++;
}

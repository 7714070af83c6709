import { INTERVAL_DISCONTINUOUS, INTERVAL_UNDEFINED } from './interval-register';
import { SLOT_BYTES } from './memory-layout';

export function runIntervalScope(
  opcode: i32,
  slot: i32,
  body: usize,
  bodyLength: i32,
  constants: usize,
  inputs: usize,
  start: usize,
  byteCount: usize,
  target: usize,
): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, -Infinity);
    store<f64>(target + SLOT_BYTES + offset, Infinity);
    store<i32>(target + 2 * SLOT_BYTES + (offset >> 1), INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
  }
}

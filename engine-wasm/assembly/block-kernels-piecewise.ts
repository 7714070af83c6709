/**
 * Lane loops of the piecewise operations: floor, ceil, round, sign, mod, min, max, the comparisons and
 * SELECT. Written out per operation for the reasons given in block-kernels.ts.
 */
import {
  ceil,
  floor,
  floorMod,
  maximum,
  minimum,
  roundHalfAway,
  selectBranch,
  sign,
  truthOf,
} from './point-kernels';

export function floorBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, floor(load<f64>(target + offset)));
}

export function ceilBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, ceil(load<f64>(target + offset)));
}

export function roundBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, roundHalfAway(load<f64>(target + offset)));
}

export function signBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, sign(load<f64>(target + offset)));
}

export function modBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, floorMod(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function minimumBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, minimum(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function maximumBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, maximum(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function lessBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const left = load<f64>(target + offset);
    const right = load<f64>(operand + offset);
    store<f64>(target + offset, truthOf(left < right, left, right));
  }
}

export function lessEqualBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const left = load<f64>(target + offset);
    const right = load<f64>(operand + offset);
    store<f64>(target + offset, truthOf(left <= right, left, right));
  }
}

export function greaterBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const left = load<f64>(target + offset);
    const right = load<f64>(operand + offset);
    store<f64>(target + offset, truthOf(left > right, left, right));
  }
}

export function greaterEqualBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const left = load<f64>(target + offset);
    const right = load<f64>(operand + offset);
    store<f64>(target + offset, truthOf(left >= right, left, right));
  }
}

export function equalBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const left = load<f64>(target + offset);
    const right = load<f64>(operand + offset);
    store<f64>(target + offset, truthOf(left == right, left, right));
  }
}

/** SELECT(condition, whenTrue, whenFalse): three slots, the result in the lowest (the condition's). */
export function selectBlocks(condition: usize, whenTrue: usize, whenFalse: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(
      condition + offset,
      selectBranch(
        load<f64>(condition + offset),
        load<f64>(whenTrue + offset),
        load<f64>(whenFalse + offset),
      ),
    );
  }
}

/**
 * Fixed memory of the VM: the value stack, reserved as static data so it never moves.
 *
 * The stack holds MAX_STACK_DEPTH slots; each slot is one block of BLOCK_LANES f64 lanes. A program
 * runs over one block at a time, every instruction sweeping all lanes of its slots, so the opcode
 * dispatch is paid once per block instead of once per point.
 *
 * Why 256 lanes: one slot is 2 KiB, so the few slots an instruction touches stay in a 32 KiB L1 data
 * cache, while 256 points per dispatch already make the dispatch cost negligible next to the kernels.
 * Why 64 slots: the stack depth of a tree program is about its nesting depth; 64 is far beyond any
 * formula a person types (the language emitter reports the depth it needs, validation enforces it).
 *
 * Everything of variable size (programs, inputs, outputs, sampler buffers) lives in the scratch heap:
 * see scratch.ts.
 */
import { REGISTER_COUNT } from './opcodes';

export const BLOCK_LANES: i32 = 256;
export const MAX_STACK_DEPTH: i32 = 64;

export const LANE_BYTES: usize = 8;
export const SLOT_BYTES: usize = <usize>BLOCK_LANES * LANE_BYTES;

/** Address of stack slot 0; slot k lies at STACK_BASE + k * SLOT_BYTES. */
export const STACK_BASE: usize = memory.data(<i32>(MAX_STACK_DEPTH * BLOCK_LANES * 8), 16);

/**
 * The interval VM's stack (interval-vm.ts): per slot the low bounds of a block, then the high bounds,
 * then one i32 of flags per lane, so one address names all three. 64 slots x 5 KiB = 320 KiB.
 */
export const FLAG_BYTES: usize = 4;
export const INTERVAL_SLOT_BYTES: usize = 2 * SLOT_BYTES + <usize>BLOCK_LANES * FLAG_BYTES;
export const INTERVAL_STACK_BASE: usize = memory.data(<i32>(MAX_STACK_DEPTH * <i32>INTERVAL_SLOT_BYTES), 16);

/**
 * Registers of LOAD and STORE (language/emit.ts keeps a shared subtree's block in one): REGISTER_COUNT
 * blocks, point mode 32 x 2 KiB = 64 KiB, interval mode laid out as its stack slots, 32 x 5 KiB = 160 KiB.
 * One set serves every scope depth: the emitter gives a body only registers that no enclosing code holds
 * across the scope, and validation refuses a LOAD of a register a nested body may have overwritten.
 */
export const REGISTER_BASE: usize = memory.data(<i32>(REGISTER_COUNT * BLOCK_LANES * 8), 16);
export const INTERVAL_REGISTER_BASE: usize = memory.data(
  <i32>(REGISTER_COUNT * <i32>INTERVAL_SLOT_BYTES),
  16,
);

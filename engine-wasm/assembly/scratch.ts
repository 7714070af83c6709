/**
 * The scratch heap: everything of variable size (program copies, inputs, outputs, sampler buffers).
 *
 * Each top-level call starts from an empty heap: the binding calls `resetScratch` first, then allocates
 * what it copies in, and the call allocates what it needs on top. Nothing is freed piecemeal, so the
 * bump allocator of AssemblyScript's stub runtime is exactly right (its `heap.reset` exists for this
 * use); memory grows when a call needs more and is reused by the next call.
 *
 * Blocks come back 16-byte aligned (the stub runtime's AL_MASK), and NOT zeroed after a reset.
 *
 * A reset also starts a new call's budget of scope evaluations (scope-budget.ts).
 */
import { resetScopeBudget } from './scope-budget';

export function resetScratch(): void {
  heap.reset();
  resetScopeBudget();
}

export function allocateScratch(byteCount: usize): usize {
  return heap.alloc(byteCount);
}

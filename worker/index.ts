/** The worker room's door for the main thread: the protocol types only (the worker itself is bundled inline). */
export type * from './protocol';

/** The worker room's door for the main thread: the protocol types only (the worker itself is bundled inline). */
export type * from './protocol';
export { SEGMENT_CORNERS, SEGMENT_VERTEX_FLOATS, SEGMENT_VERTICES } from './protocol';

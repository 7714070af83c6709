/**
 * A pool thread of the bench page's engine service (worker/implicit-pool.ts): the same engine binding
 * over the same engine.wasm, answering strips of implicit curves. Built as its own small script
 * (build/bench/engine-pool.js) because the page's bundle also holds the peers, which need a document;
 * in the product the pool threads are the engine worker's own script.
 */
import { instantiateEngine } from '../../engine-wasm/index';
import { serveStrips } from '../../worker/implicit-pool';

serveStrips(
  fetch('/engine.wasm')
    .then((response) => response.arrayBuffer())
    .then((bytes) => instantiateEngine(bytes)),
);

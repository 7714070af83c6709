/**
 * The messaging limit: a worker that answers every message with the same data, transferring an
 * ArrayBuffer back when it received one by transfer. Built from a blob, as the calculator's worker is.
 */
const ECHO_SOURCE = `self.onmessage = (event) => {
  const data = event.data;
  if (data && data.transfer) self.postMessage(data, [data.buffer]);
  else self.postMessage(data);
};`;

export interface EchoWorker {
  /** Sends `data` and resolves with the reply; `transfer` moves the ArrayBuffer instead of copying it. */
  roundTrip<T>(data: T, transfer?: Transferable[]): Promise<T>;
  terminate(): void;
}

export function startEchoWorker(): EchoWorker {
  const url = URL.createObjectURL(new Blob([ECHO_SOURCE], { type: 'text/javascript' }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  let pending: ((value: unknown) => void) | undefined;
  worker.onmessage = (event) => {
    const resolve = pending;
    pending = undefined;
    resolve?.(event.data);
  };
  return {
    roundTrip<T>(data: T, transfer: Transferable[] = []) {
      return new Promise<T>((resolve) => {
        pending = resolve as (value: unknown) => void;
        worker.postMessage(data, transfer);
      });
    },
    terminate: () => worker.terminate(),
  };
}

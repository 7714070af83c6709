/**
 * Graceful shutdown: on SIGTERM (what container runtimes and systemd send) or SIGINT (Ctrl-C) the server
 * stops accepting connections, closes idle keep-alive connections at once, lets requests in flight finish
 * (their responses carry `Connection: close`, see connection-guard.ts), and cuts whatever is left when the
 * grace period ends. Before, a signal ended the process at once and reset every download in progress.
 */
import type { Server } from 'node:http';
import { stopKeepAlive } from './connection-guard';

export interface ShutdownResult {
  /** False when the grace period ended with connections still open (they were cut). */
  drained: boolean;
}

/** Stops `server` as described above; resolves when every connection has closed. */
export function closeGracefully(server: Server, graceMs: number): Promise<ShutdownResult> {
  return new Promise((resolve) => {
    let drained = true;
    const deadline = setTimeout(() => {
      drained = false;
      server.closeAllConnections();
    }, graceMs);
    stopKeepAlive(server);
    server.close(() => {
      clearTimeout(deadline);
      resolve({ drained });
    });
  });
}

/** The part of `process` that stopOnSignals uses, so tests can send signals without sending them. */
export interface SignalSource {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
}

export interface StopOnSignalsOptions {
  graceMs: number;
  signals?: readonly NodeJS.Signals[];
  source?: SignalSource;
  log?: (message: string) => void;
  /** Ends the process; 0 after a drained stop, 1 when connections had to be cut or on a second signal. */
  exit?: (code: number) => void;
}

/** Installs the graceful shutdown for the first of `signals`; a second signal exits at once. */
export function stopOnSignals(server: Server, options: StopOnSignalsOptions): void {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const source = options.source ?? process;
  const log = options.log ?? ((message: string) => console.log(message));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting`);
      server.closeAllConnections();
      exit(1);
      return;
    }
    stopping = true;
    log(`${signal}: no new connections; finishing requests in flight (at most ${options.graceMs} ms)`);
    // The other signals are still listened for; listen again for this one (an impatient second Ctrl-C).
    source.once(signal, () => onSignal(signal));
    void closeGracefully(server, options.graceMs).then(({ drained }) => {
      log(drained ? 'Stopped: every request finished' : 'Stopped: the grace period ended, connections cut');
      exit(drained ? 0 : 1);
    });
  };
  for (const signal of signals) source.once(signal, () => onSignal(signal));
}

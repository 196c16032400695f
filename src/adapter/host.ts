/**
 * The debug adapter's process (`node dist/debugAdapter.js`, which VS Code starts for each
 * session): DAP over stdio on the main thread, the session itself on a worker thread
 * (./sessionThread.ts). The split is what keeps the adapter answering whatever the program
 * does to the session's thread:
 * - compiling is synchronous, and the C front end follows the program's nesting on the
 *   thread's stack: the worker gets the `mpisim` command's 2 GiB stack, and a compile past the
 *   launch's `timeout` (as `mpisim run --timeout`, never under COMPILE_TIMEOUT_FLOOR_S) ends
 *   the session with what it was compiling;
 * - a stop (disconnect or terminate) while compiling ends it at once: there is nothing to
 *   write back yet;
 * - a session out of JavaScript heap, or failing inside, ends with a message instead of
 *   taking VS Code's extension host, or a silent adapter, with it.
 * Every request the session had not answered then gets its answer from here.
 */
import { Worker } from 'node:worker_threads';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { DapFrames, frame } from './dapFrames';
import type { ThreadMessage } from './sessionThread';
import { WORKER_STACK_MB, WORKER_YOUNG_GEN_MB, compileTimedOutMessage, compileTimeoutMs, internalErrorMessage, outOfHeapMessage, tuneOptimizer, workerHeapMb } from '../sim/host-limits';
/** A session that does not answer a stop this long after it came is ended from here. */
const STOP_GRACE_MS = 10_000;

export function runAdapterHost(entry: string): void {
  tuneOptimizer();
  // As the `mpisim` command's, with a heap limit that ends the session with a message.
  const heapMb = workerHeapMb();
  const worker = new Worker(entry, { resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: WORKER_YOUNG_GEN_MB }, stdout: true, stderr: false });
  // Stray prints of the session's thread must never reach the protocol's stream.
  worker.stdout.pipe(process.stderr);
  /** Client requests the session has not answered yet, by seq. */
  const pending = new Map<number, string>();
  let seq = 1;
  let compiling: { timer?: NodeJS.Timeout } | undefined;
  let ended = false;

  /**
   * Set once the client has its disconnect response: it listens for no more events (VS Code logs
   * "Invalid debug adapter" for what comes after); a request it still sends is answered.
   */
  let closed = false;
  const write = (m: DebugProtocol.ProtocolMessage): void => {
    if (closed && m.type === 'event') return;
    process.stdout.write(frame(m));
    if (m.type === 'response' && (m as DebugProtocol.Response).command === 'disconnect') closed = true;
  };
  const end = (why: string, stopped = false): void => {
    if (ended) return;
    ended = true;
    void worker.terminate();
    if (why) write({ seq: seq++, type: 'event', event: 'output', body: { category: 'stderr', output: why } } as DebugProtocol.OutputEvent);
    const answer = (stops: boolean): void => {
      for (const [requestSeq, command] of pending) {
        if ((command === 'disconnect' || command === 'terminate') !== stops) continue;
        write({ seq: seq++, type: 'response', request_seq: requestSeq, command, success: stops && stopped, ...(stops && stopped ? {} : { message: why.trim() || 'the session has ended' }) } as DebugProtocol.Response);
      }
    };
    // The stop's answer last: a client stops listening once it has its disconnect response.
    answer(false);
    write({ seq: seq++, type: 'event', event: 'terminated' } as DebugProtocol.TerminatedEvent);
    answer(true);
    pending.clear();
  };
  /** Once the session's thread is gone, the host answers: a stop ends the process, anything else fails. */
  const answerAfterEnd = (r: DebugProtocol.Request): void => {
    const stop = r.command === 'disconnect' || r.command === 'terminate';
    write({ seq: seq++, type: 'response', request_seq: r.seq, command: r.command, success: stop, ...(stop ? {} : { message: 'the session has ended' }) } as DebugProtocol.Response);
    if (r.command === 'disconnect') exitSoon();
  };

  worker.on('message', (m: ThreadMessage) => {
    if ('dap' in m) {
      const out = m.dap;
      if (out.seq >= seq) seq = out.seq + 1;
      if (out.type === 'response') {
        const r = out as DebugProtocol.Response;
        pending.delete(r.request_seq);
        write(out);
        // The session is done with the client; as a standalone DebugSession exits after it.
        if (r.command === 'disconnect') exitSoon();
        return;
      }
      write(out);
    } else if ('compiling' in m) {
      compiling = {};
      if (m.compiling !== undefined) {
        const limit = m.compiling;
        compiling.timer = setTimeout(() => end(compileTimedOutMessage(limit, m.files, "the launch's timeout")), compileTimeoutMs(limit));
      }
    } else {
      clearTimeout(compiling?.timer);
      compiling = undefined;
    }
  });
  worker.on('error', (e: Error & { code?: string }) => {
    end(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfHeapMessage(heapMb) : internalErrorMessage(e));
  });
  worker.on('exit', () => end(''));

  const frames = new DapFrames();
  process.stdin.on('data', (chunk: Buffer) => {
    let got: DebugProtocol.ProtocolMessage[];
    try { got = frames.push(chunk); } catch (e) { end(`mpisim: the debug adapter got a malformed message: ${(e as Error).message}\n`); return; }
    for (const m of got) {
      if (m.type !== 'request') continue;
      const r = m as DebugProtocol.Request;
      if (ended) { answerAfterEnd(r); continue; }
      pending.set(r.seq, r.command);
      if (r.command === 'disconnect' || r.command === 'terminate') {
        if (compiling) { end('mpisim: stopped while compiling\n', true); if (r.command === 'disconnect') exitSoon(); continue; }
        setTimeout(() => { if (pending.has(r.seq)) end(`mpisim: the session did not answer ${r.command} within ${STOP_GRACE_MS / 1000} s; it was ended\n`, true); }, STOP_GRACE_MS).unref();
      }
      worker.postMessage(m);
    }
  });
  process.stdin.on('end', () => { end(''); exitSoon(); });
  process.on('SIGTERM', () => { end(''); exitSoon(); });
}

/** After what was written reaches the client. */
function exitSoon(): void {
  process.stdout.write('', () => setTimeout(() => process.exit(0), 50));
}

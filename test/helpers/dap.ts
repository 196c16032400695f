/** Starting the standalone debug adapter (dist/debugAdapter.js) under a DAP test client. */
import * as path from 'node:path';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import type { DebugProtocol } from '@vscode/debugprotocol';

/** The repository root, from out/test/helpers (transpiled) or test/helpers. */
export const ROOT = path.resolve(__dirname, __dirname.includes(`${path.sep}out${path.sep}`) ? '../../..' : '../..');
export const ADAPTER = path.join(ROOT, 'dist', 'debugAdapter.js');

export interface Session {
  dc: DebugClient;
  /** Program output, with the `[rank] ` labels, in arrival order. */
  output: () => string;
  events: DebugProtocol.OutputEvent[];
}

export async function startAdapter(): Promise<Session> {
  const dc = new DebugClient('node', ADAPTER, 'mpisim');
  // Generous: the first launch on a fresh machine compiles the C library, and CI shares two cores.
  dc.defaultTimeout = 60_000;
  await dc.start();
  const events: DebugProtocol.OutputEvent[] = [];
  dc.on('output', (e: DebugProtocol.OutputEvent) => events.push(e));
  return {
    dc,
    events,
    output: () => events.filter((e) => e.body.category === 'stdout').map((e) => e.body.output).join(''),
  };
}

/** initialize + launch + configurationDone (with breakpoints set in between when given). */
export async function launch(dc: DebugClient, args: Record<string, unknown>, breakpoints?: { path: string; lines: number[]; condition?: string }): Promise<void> {
  await Promise.all([
    dc.waitForEvent('initialized').then(async () => {
      if (breakpoints) await dc.setBreakpointsRequest({ source: { path: breakpoints.path }, breakpoints: breakpoints.lines.map((line) => ({ line, condition: breakpoints.condition })) });
      await dc.configurationDoneRequest();
    }),
    dc.launch({ cwd: ROOT, ...args }),
  ]);
}

/** launch, then the first stopped event (entry, breakpoint or exception). */
export async function launchUntilStopped(dc: DebugClient, args: Record<string, unknown>, breakpoints?: { path: string; lines: number[]; condition?: string }): Promise<DebugProtocol.StoppedEvent> {
  const stopped = dc.waitForEvent('stopped');
  await launch(dc, args, breakpoints);
  return (await stopped) as DebugProtocol.StoppedEvent;
}

/** The line of a rank's innermost frame. */
export async function topLine(dc: DebugClient, threadId: number): Promise<number | undefined> {
  return (await dc.stackTraceRequest({ threadId })).body.stackFrames[0]?.line;
}

/** Does `f` (a request that moves the program) and returns the stopped event that follows. */
export async function untilStopped(dc: DebugClient, f: () => Promise<unknown>): Promise<DebugProtocol.StoppedEvent> {
  const ev = dc.waitForEvent('stopped');
  await f();
  return (await ev) as DebugProtocol.StoppedEvent;
}

/** Runs `f` with a fresh adapter and stops the adapter afterwards, whether `f` passes or throws. */
export async function withAdapter<T>(f: (s: Session) => Promise<T>): Promise<T> {
  const s = await startAdapter();
  try {
    return await f(s);
  } finally {
    await s.dc.stop();
  }
}

/**
 * The session's side of the adapter process (see ./host.ts): DAP messages come and go as
 * objects through the thread's port (the session runs in its inline mode), and compiling is
 * announced, so that the host can bound it.
 */
import { parentPort } from 'node:worker_threads';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { MpiSimSession } from './session';

export type ThreadMessage =
  | { dap: DebugProtocol.ProtocolMessage }
  | { compiling: number | undefined; files: string[] }
  | { compiled: true };

export function runSessionThread(): void {
  const port = parentPort;
  if (!port) throw new Error('the session thread runs on a worker');
  const post = (m: ThreadMessage): void => port.postMessage(m);
  const session = new MpiSimSession();
  session.onDidSendMessage((m) => post({ dap: m as DebugProtocol.ProtocolMessage }));
  session.watchCompiling((timeout, files) => post({ compiling: timeout, files }), () => post({ compiled: true }));
  port.on('message', (m: DebugProtocol.ProtocolMessage) => session.handleMessage(m));
}

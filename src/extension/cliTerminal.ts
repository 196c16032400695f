/**
 * "Run Without Debugging": the mpisim command line in a terminal of its own, run by VS Code's
 * Node (so nothing else needs installing) without a shell in between (no quoting, any shell).
 * The terminal shows the program's output and its exit status as mpiexec users expect.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as vscode from 'vscode';

export interface CliRun { terminal: vscode.Terminal; result: Promise<{ status: number; output: string }> }

/** `stdin`: a file the command reads as its standard input (as `mpisim run ... < file`). */
export function runCliInTerminal(name: string, cli: string, args: string[], cwd: string, stdin?: string, env: NodeJS.ProcessEnv = process.env): CliRun {
  const write = new vscode.EventEmitter<string>();
  const close = new vscode.EventEmitter<number | void>();
  let output = '';
  let kill: (() => void) | undefined;
  let finish!: (r: { status: number; output: string }) => void;
  const result = new Promise<{ status: number; output: string }>((r) => (finish = r));
  const pty: vscode.Pseudoterminal = {
    onDidWrite: write.event,
    onDidClose: close.event,
    open: () => {
      write.fire(`$ mpisim ${args.join(' ')}${stdin ? ` < ${stdin}` : ''}\r\n`);
      // Electron's binary runs as plain Node with ELECTRON_RUN_AS_NODE; Node ignores the variable.
      const child = spawn(process.execPath, [cli, ...args], { cwd, env: { ...env, ELECTRON_RUN_AS_NODE: '1' }, stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
      if (stdin && child.stdin) {
        const input = fs.createReadStream(stdin);
        input.on('error', (e) => { write.fire(`mpisim: cannot read the stdin file ${stdin}: ${e.message}\r\n`); child.stdin?.end(); });
        child.stdin.on('error', () => undefined); // the program may end before reading it all
        input.pipe(child.stdin);
      }
      kill = () => child.kill('SIGTERM');
      const show = (b: Buffer): void => { const t = b.toString('utf8'); output += t; write.fire(t.replace(/\r?\n/g, '\r\n')); };
      child.stdout?.on('data', show);
      child.stderr?.on('data', show);
      child.on('error', (e) => { write.fire(`mpisim could not start: ${e.message}\r\n`); finish({ status: -1, output }); });
      child.on('close', (code, signal) => {
        const status = code ?? 128;
        write.fire(`\r\n[mpisim exited with status ${status}${signal ? ` (${signal})` : ''}]\r\n`);
        finish({ status, output });
      });
    },
    close: () => kill?.(),
  };
  const terminal = vscode.window.createTerminal({ name, pty });
  terminal.show();
  return { terminal, result };
}

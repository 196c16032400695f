/**
 * The `mpisim` command line on the PATH of VS Code's terminals and tasks, so that a launch's
 * preLaunchTask can build with `make CC="mpisim cc"` (issue 12) without installing anything: a
 * small launcher, written into the extension's storage, runs the CLI this extension ships with
 * VS Code's own Node.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export function putCliOnPath(context: vscode.ExtensionContext): void {
  // A POSIX shell launcher; on Windows the CLI is reached through `npx mpisim`.
  if (process.platform === 'win32') return;
  const dir = path.join(context.globalStorageUri.fsPath, 'bin');
  const cli = vscode.Uri.joinPath(context.extensionUri, 'bin', 'mpisim.js').fsPath;
  try {
    fs.mkdirSync(dir, { recursive: true });
    // Electron's binary runs as plain Node with ELECTRON_RUN_AS_NODE; Node ignores the variable.
    fs.writeFileSync(path.join(dir, 'mpisim'), `#!/bin/sh\nELECTRON_RUN_AS_NODE=1 exec ${quote(process.execPath)} ${quote(cli)} "$@"\n`, { mode: 0o755 });
  } catch {
    return; // no storage: terminals keep their PATH
  }
  const env = context.environmentVariableCollection;
  env.description = 'Puts the mpisim command line on the PATH (make CC="mpisim cc")';
  env.prepend('PATH', dir + path.delimiter);
}

/**
 * The VS Code extension: the `mpisim` debugger (its adapter runs inline, in the extension host),
 * the MPI views of Run and Debug, hovers that decode context IDs, the "MPI" commands, the status
 * bar item and the webviews. The only module that wires `vscode` to the adapter.
 */
import * as vscode from 'vscode';
import { MpiSessions } from './mpiSession';
import { MpiConfigurationProvider, MpiDynamicConfigurationProvider } from './config';
import { registerViews } from './mpiViews';
import { ContextIdHoverProvider } from './hover';
import { MpiCommands } from './commands';
import { MpiStatusBar } from './statusBar';
import { MpiWebviews } from './webviews';
import { TraceMode } from './traceMode';
import { TraceCommands } from './traceCommands';
import { CompileProblems } from './problems';
import { ParallelStacksView } from './parallelStacks';
import { GroupCommands } from './groupCommands';
import { putCliOnPath } from './cliPath';

/** What the extension exposes to tests (and to other extensions): the live parts, to observe them. */
export interface MpiSimApi {
  sessions: MpiSessions;
  commands: MpiCommands;
  views: ReturnType<typeof registerViews>;
  statusBar: MpiStatusBar;
  webviews: MpiWebviews;
  trace: TraceMode;
  traceCommands: TraceCommands;
  problems: CompileProblems;
  parallelStacks: ParallelStacksView;
  groups: GroupCommands;
  configurations: { initial: MpiConfigurationProvider; dynamic: MpiDynamicConfigurationProvider };
}

export function activate(context: vscode.ExtensionContext): MpiSimApi {
  const sessions = new MpiSessions();
  const trace = new TraceMode();
  const webviews = new MpiWebviews(sessions, trace);
  const commands = new MpiCommands(sessions, webviews, context.extensionUri);
  const traceCommands = new TraceCommands(sessions, trace, webviews, context.extensionUri);
  const views = registerViews(sessions, trace);
  const statusBar = new MpiStatusBar(sessions);
  const problems = new CompileProblems(sessions);
  const parallelStacks = new ParallelStacksView(sessions);
  const groups = new GroupCommands(sessions, webviews, parallelStacks);
  const configurations = { initial: new MpiConfigurationProvider(), dynamic: new MpiDynamicConfigurationProvider() };
  putCliOnPath(context);
  context.subscriptions.push(
    sessions, trace, webviews, statusBar, problems, parallelStacks.tree, ...views, ...commands.register(), ...traceCommands.register(), ...groups.register(),
    vscode.debug.registerDebugAdapterDescriptorFactory('mpisim', {
      // A process of its own (with VS Code's own Node: its binary as node): what the program does
      // to the simulator (a compile that never ends, the heap exhausted) never reaches the
      // extension host, and the adapter's process keeps answering (src/adapter/host.ts).
      createDebugAdapterDescriptor: () => new vscode.DebugAdapterExecutable(process.execPath, [context.asAbsolutePath('dist/debugAdapter.js')], { env: { ELECTRON_RUN_AS_NODE: '1' } }),
    }),
    vscode.debug.registerDebugConfigurationProvider('mpisim', configurations.initial),
    vscode.debug.registerDebugConfigurationProvider('mpisim', configurations.dynamic, vscode.DebugConfigurationProviderTriggerKind.Dynamic),
    vscode.languages.registerHoverProvider([{ scheme: 'file' }, { scheme: 'untitled' }, { scheme: 'output' }], new ContextIdHoverProvider(sessions)),
    vscode.commands.registerCommand('mpisim.refreshViews', () => { for (const v of [...views, parallelStacks.tree]) v.refreshSoon(); void statusBar.update(); }),
  );
  return { sessions, commands, views, statusBar, webviews, configurations, trace, traceCommands, problems, parallelStacks, groups };
}

export function deactivate(): void {}

/**
 * Launch configurations: the settings fill what a configuration leaves out (ranks, context-ID
 * layout, eager limit); F5 without a launch.json debugs the active .c file; the dynamic
 * configuration offers "Debug MPI program (N ranks)" for it.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runDirectory } from './cliArgs';

export interface Settings { defaultRanks: number; contextIdLayout: string; eagerLimit: number }

export function settings(): Settings {
  const c = vscode.workspace.getConfiguration('mpisim');
  return {
    defaultRanks: c.get<number>('defaultRanks', 4),
    contextIdLayout: c.get<string>('contextIdLayout', 'mpich'),
    eagerLimit: c.get<number>('eagerLimit', 8255),
  };
}

/** The active editor's C file, if it is one. */
export function activeCFile(): vscode.Uri | undefined {
  const doc = vscode.window.activeTextEditor?.document;
  return doc && (doc.languageId === 'c' || doc.fileName.endsWith('.c')) && doc.uri.scheme === 'file' ? doc.uri : undefined;
}

export function fileConfiguration(file: vscode.Uri, np = settings().defaultRanks): vscode.DebugConfiguration {
  return { type: 'mpisim', request: 'launch', name: `Debug MPI program (${np} ranks)`, program: file.fsPath, np };
}

export class MpiConfigurationProvider implements vscode.DebugConfigurationProvider {
  provideDebugConfigurations(): vscode.DebugConfiguration[] {
    const file = activeCFile();
    return file ? [fileConfiguration(file)] : [];
  }

  resolveDebugConfiguration(folder: vscode.WorkspaceFolder | undefined, config: vscode.DebugConfiguration): vscode.DebugConfiguration | undefined | null {
    // F5 with no launch.json: debug the C file in the editor.
    if (!config.type && !config.request && !config.name) {
      const file = activeCFile();
      if (!file) {
        void vscode.window.showErrorMessage('mpisim: open an MPI C file (.c) to debug it, or add an "mpisim" configuration to launch.json.');
        return undefined;
      }
      config = fileConfiguration(file);
    }
    if (!config.program) {
      void vscode.window.showErrorMessage(`mpisim: the launch configuration "${config.name ?? ''}" has no "program" (the MPI C file to run).`);
      return undefined;
    }
    const s = settings();
    config.type = 'mpisim';
    config.request = 'launch';
    config.np ??= s.defaultRanks;
    config.contextIdLayout ??= s.contextIdLayout;
    config.eagerLimit ??= s.eagerLimit;
    return config;
  }

  resolveDebugConfigurationWithSubstitutedVariables(folder: vscode.WorkspaceFolder | undefined, config: vscode.DebugConfiguration): vscode.DebugConfiguration {
    // The adapter resolves the program and reports positions relative to cwd: the workspace folder,
    // else the program's own directory.
    config.cwd ??= folder?.uri.fsPath ?? runDirectory(config);
    return config;
  }
}

export class MpiDynamicConfigurationProvider implements vscode.DebugConfigurationProvider {
  provideDebugConfigurations(): vscode.DebugConfiguration[] {
    const file = activeCFile();
    return file ? [fileConfiguration(file)] : [];
  }
}

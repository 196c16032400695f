/**
 * MPI: Explore Wildcard Matches: runs `mpisim run --explore` for the current program (the active
 * mpisim session's configuration, else the active .c file's), shows the report, and opens a
 * failing schedule in the debugger with the launch attribute `replay`.
 */
import * as vscode from 'vscode';
import { spawn } from 'node:child_process';
import { runArgs, runDirectory, runEnvironment, type RunDefaults } from './cliArgs';
import { parseReport, type ReportedSchedule } from '../sim/explore/explore';

export interface ExploreOutcome { status: number | null; report: string; schedules: ReportedSchedule[]; debugged?: ReportedSchedule }

/** Runs the exploration with the CLI (in its own process: it may take many runs). */
function runExplore(cli: string, config: Record<string, unknown>, s: RunDefaults, token: vscode.CancellationToken): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { args } = runArgs(config, s, ['--explore']);
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: runDirectory(config), env: runEnvironment(config, process.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    token.onCancellationRequested(() => child.kill());
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

export async function exploreWildcards(cli: string, config: Record<string, unknown>, s: RunDefaults, channel: vscode.OutputChannel, pick?: number): Promise<ExploreOutcome> {
  const r = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'mpisim: exploring wildcard matches…', cancellable: true }, (_p, token) => runExplore(cli, config, s, token));
  channel.clear();
  channel.append(r.stdout + r.stderr);
  const schedules = parseReport(r.stdout);
  const outcome: ExploreOutcome = { status: r.status, report: r.stdout, schedules };
  if (!schedules.length) {
    const first = r.stdout.split('\n')[0] || r.stderr.trim().split('\n')[0] || `mpisim ended with status ${r.status}`;
    if (r.status === 0) void vscode.window.showInformationMessage(first.replace(/^mpisim: /, 'mpisim: '));
    else { channel.show(true); void vscode.window.showErrorMessage(first); }
    return outcome;
  }
  channel.show(true);
  const chosen = pick !== undefined ? schedules.find((x) => x.index === pick) : schedules.length === 1 ? schedules[0] : await vscode.window.showQuickPick(
    schedules.map((x) => ({ label: `schedule ${x.index}: ${x.verdict}`, detail: x.text.split('\n').slice(1, 3).join(' · ').trim(), schedule: x })),
    { title: 'MPI: Explore Wildcard Matches — debug which schedule?' },
  ).then((q) => q?.schedule);
  if (!chosen) return outcome;
  const name = `${String(config.name ?? 'mpisim')} · schedule ${chosen.index}`;
  await vscode.debug.startDebugging(undefined, { ...config, type: 'mpisim', request: 'launch', name, replay: chosen.token } as vscode.DebugConfiguration);
  return { ...outcome, debugged: chosen };
}

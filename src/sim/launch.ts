/**
 * What a running world may reach beyond its program when MPI_Comm_spawn starts processes. The
 * world only calls it; ./io.ts builds it from the file system (launchFor).
 */
import type { CompiledProgram } from './c/codegen';
import type { HostStore } from './runtime/files/vfs';

/** What a launch lets MPI_Comm_spawn reach: commands, working directories and hostfiles. */
export interface Launch {
  /** The launch's working directory: the initial job's, and the base of a spawn's relative wdir (Hydra's). */
  cwd: string;
  /** The host's files the program may read and write (the sandbox); without it, none. */
  files?: HostStore;
  /**
   * The program `command` names. With `wdir` (the spawn gave a `wdir` or `path`), a command with a
   * directory is looked for from there, as Hydra's proxy execs it after chdir(wdir).
   */
  resolveCommand(command: string, wdir?: string): { prog: CompiledProgram; programName: string } | { error: string };
  /** The directory a spawn's `wdir` names, absolute, or why its processes could not start there. */
  directory(dir: string): string | { error: string };
  /** A file the program names (a `hostfile`), read only inside the granted directories. */
  readFile(file: string): string | { error: string };
}

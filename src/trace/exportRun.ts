/** Writes the OTF2 archive of a run (so far) into a directory: the command line's --trace and the adapter's mpisim/exportTrace. */
import type { MpiEvent } from '../sim/mpi/state';
import { archiveFromEvents } from './fromEvents';
import { writeArchive } from './otf2/write';

export interface ExportedTrace {
  /** The anchor file to open: `<dir>/traces.otf2`. */
  anchor: string;
  locations: number;
  events: number;
}

export function exportRun(events: readonly MpiEvent[], np: number, dir: string): ExportedTrace {
  const a = archiveFromEvents(events, np);
  const anchor = writeArchive(dir, a);
  return { anchor, locations: a.locations.length, events: a.locations.reduce((n, l) => n + l.events.length, 0) };
}

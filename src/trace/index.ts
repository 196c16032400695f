/** OTF2 traces: export of a run's event log, import of any archive, message matching, timeline. */
export { writeArchive } from './otf2/write';
export { readArchive } from './otf2/read';
export { archiveFromEvents, TICKS_PER_SECOND } from './fromEvents';
export { exportRun, type ExportedTrace } from './exportRun';
export { matchMessages, type MatchResult, type MatchedMessage, type UnmatchedMessage } from './match';
export { timelineOf, type Timeline } from './timeline';
export { queuesAt, type TraceQueues } from './queuesAt';
export { TraceFormatError, type TraceArchive, type TraceEvent } from './model';

/**
 * Short names for the MPI error classes the runtime raises (MPICH 4.0.2's values). The texts
 * MPI_Error_string gives, and MPICH's error stacks, come from ./errors.
 */
export const ERR = {
  BUFFER: 1, COUNT: 2, TYPE: 3, TAG: 4, COMM: 5, RANK: 6, ROOT: 7, GROUP: 8, OP: 9, TOPOLOGY: 10, DIMS: 11, ARG: 12,
  UNKNOWN: 13, TRUNCATE: 14, OTHER: 15, INTERN: 16, IN_STATUS: 17, PENDING: 18, REQUEST: 19, INFO: 28, INFO_KEY: 29, INFO_VALUE: 30, INFO_NOKEY: 31, NO_MEM: 34,
  NAME: 33, NOT_SAME: 35, PORT: 38, SERVICE: 41, SPAWN: 42, WIN: 45, KEYVAL: 48, RMA_SYNC: 50, SESSION: 75,
} as const;

const NAMES: Record<number, string> = Object.fromEntries(Object.entries(ERR).map(([k, v]) => [v, `MPI_ERR_${k}`]));

export function errorClassName(cls: number): string {
  return NAMES[cls] ?? `MPI error class ${cls}`;
}

/**
 * MPI error classes with MPICH 4.0.2's values and the short strings MPI_Error_string gives
 * for a class. (The full MPICH error-stack texts are produced by ./errors.ts.)
 */
export const ERR = {
  BUFFER: 1, COUNT: 2, TYPE: 3, TAG: 4, COMM: 5, RANK: 6, ROOT: 7, GROUP: 8, OP: 9, TOPOLOGY: 10, DIMS: 11, ARG: 12,
  UNKNOWN: 13, TRUNCATE: 14, OTHER: 15, INTERN: 16, IN_STATUS: 17, PENDING: 18, REQUEST: 19, INFO: 28, NO_MEM: 34,
  NOT_SAME: 35, PORT: 38, SPAWN: 42, KEYVAL: 48,
} as const;

const NAMES: Record<number, string> = Object.fromEntries(Object.entries(ERR).map(([k, v]) => [v, `MPI_ERR_${k}`]));

const STRINGS: Record<number, string> = {
  0: 'No MPI error',
  1: 'Invalid buffer pointer',
  2: 'Invalid count',
  3: 'Invalid datatype',
  4: 'Invalid tag',
  5: 'Invalid communicator',
  6: 'Invalid rank',
  7: 'Invalid root',
  8: 'Invalid group',
  9: 'Invalid MPI_Op',
  10: 'Invalid topology',
  11: 'Invalid dimension argument',
  12: 'Invalid argument',
  13: 'Unknown error',
  14: 'Message truncated',
  15: 'Other MPI error',
  16: 'Internal MPI error!',
  17: 'See the MPI_ERROR field in MPI_Status for the error code',
  18: 'Pending request (no error)',
  19: 'Invalid MPI_Request',
  28: 'Invalid MPI_Info',
  34: 'Out of memory',
  35: 'Collective argument not identical on all processes',
  38: 'Invalid port',
  42: 'Error in spawn call',
  48: 'Invalid keyval',
};

export function errorClassName(cls: number): string {
  return NAMES[cls] ?? `MPI error class ${cls}`;
}

export function mpiErrorString(cls: number): string {
  return STRINGS[cls] ?? `Unknown error class ${cls}`;
}

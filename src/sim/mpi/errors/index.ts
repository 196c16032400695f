/**
 * MPI misuse reported exactly as MPICH 4.0.2 reports it (./errcodes.ts tells how MPICH builds
 * its texts): error classes and codes, the messages, the arguments as MPICH prints them, the
 * generated bindings' checks, the per-process error ring, and what MPI_ERRORS_ARE_FATAL prints.
 * Pure data and formatting: the runtime's error handling is ../errhan.
 */
export * from './errcodes';
export * from './messages';
export * from './format';
export * from './bindings';
export * from './checks';
export * from './ring';
export * from './report';

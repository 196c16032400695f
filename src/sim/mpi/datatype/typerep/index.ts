/**
 * MPICH's type representation (src/mpi/datatype/typerep, over yaksa): predefined and derived
 * datatypes, their typemaps, envelopes and contents, packing and unpacking. Pure: nothing here
 * knows of processes or errors handlers; the datatype chapter (../datatype_impl.ts) calls it.
 */
export * from './typerep';
export * from './predefined';
export * from './flatten';
export * from './type_create';
export * from './table';
export * from './get_elements';
export * from './typeops';

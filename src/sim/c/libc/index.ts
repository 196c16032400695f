// The parts of the C library written in C (mpisim-libc.c beside this module).
import libcSource from './mpisim-libc.c';

/** Included at the end of every translation unit, so it shares the user's declarations. */
export const PRELUDE_HEADER = 'mpisim-libc.c';
export const PRELUDE_FILE = `<built-in>/${PRELUDE_HEADER}`;
export const PRELUDE_SOURCE = libcSource;

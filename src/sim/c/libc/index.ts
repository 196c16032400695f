// The parts of the C library written in C (mpisim-libc.c beside this module).
import libcSource from './mpisim-libc.c';
import complexSource from './mpisim-complex.c';
import ompSource from './mpisim-omp.c';
import ompApiSource from './mpisim-omp-api.c';
import ompDoacrossSource from './mpisim-omp-doacross.c';
import ompTaskReductionSource from './mpisim-omp-taskred.c';
import semaphoreSource from './mpisim-semaphore.c';
import wcharSource from './mpisim-wchar.c';
import fenvSource from './mpisim-fenv.c';
import errSource from './mpisim-err.c';
import searchSource from './mpisim-search.c';
import schedSource from './mpisim-sched.c';
import rand48Source from './mpisim-rand48.c';
import posixExtraSource from './mpisim-posix-extra.c';
import statvfsSource from './mpisim-statvfs.c';
import localeSource from './mpisim-locale.c';
import localeLSource from './mpisim-locale-l.c';
import confnameSource from './mpisim-confname.c';
import pathconfSource from './mpisim-pathconf.c';
import regcompSource from './mpisim-regcomp.c';
import regexecSource from './mpisim-regexec.c';
import regexInternalHeader from './mpisim-regex.h';
import libintlSource from './mpisim-libintl.c';
import dlfcnSource from './mpisim-dlfcn.c';
import fcntlSource from './mpisim-fcntl.c';
import fnmatchSource from './mpisim-fnmatch.c';
import globSource from './mpisim-glob.c';
import wordexpSource from './mpisim-wordexp.c';
import pwdSource from './mpisim-pwd.c';

/** Included at the end of every translation unit, so it shares the user's declarations. */
export const PRELUDE_HEADER = 'mpisim-libc.c';
export const PRELUDE_FILE = `<built-in>/${PRELUDE_HEADER}`;
export const PRELUDE_SOURCE = libcSource;
/** Complex arithmetic's helpers (./mpisim-complex.c), included by the libc unit. */
export const COMPLEX_HEADER = 'mpisim-complex.c';
export const COMPLEX_SOURCE = complexSource;
/** The OpenMP runtime (./mpisim-omp.c), an archive of its own linked only with -fopenmp or -lgomp. */
export const OPENMP_HEADER = 'mpisim-omp.c';
export const OPENMP_SOURCE = ompSource;
/** libgomp's allocators, device memory routines, affinity format and display_env (./mpisim-omp-api.c), its second member. */
export const OPENMP_API_HEADER = 'mpisim-omp-api.c';
export const OPENMP_API_SOURCE = ompApiSource;
/** Doacross loops' iteration spaces (./mpisim-omp-doacross.c), its third member. */
export const OPENMP_DOACROSS_HEADER = 'mpisim-omp-doacross.c';
export const OPENMP_DOACROSS_SOURCE = ompDoacrossSource;
/** Task reductions' thread copies (./mpisim-omp-taskred.c), its fourth member. */
export const OPENMP_TASKRED_HEADER = 'mpisim-omp-taskred.c';
export const OPENMP_TASKRED_SOURCE = ompTaskReductionSource;
/** POSIX semaphores (./mpisim-semaphore.c), a member of the libc archive. */
export const SEMAPHORE_HEADER = 'mpisim-semaphore.c';
export const SEMAPHORE_SOURCE = semaphoreSource;
/** <wchar.h>, <wctype.h> (./mpisim-wchar.c), <locale.h> and <langinfo.h> (./mpisim-locale.c), the `_l` functions (./mpisim-locale-l.c), <fenv.h>, <err.h>, <search.h>, <sched.h>, sysconf/confstr (./mpisim-confname.c, generated), pathconf, the rand48 family (./mpisim-rand48.c), declared functions no other member defines (./mpisim-posix-extra.c), statvfs and statfs (./mpisim-statvfs.c), <regex.h> (./mpisim-regcomp.c, ./mpisim-regexec.c), <libintl.h> (./mpisim-libintl.c), <dlfcn.h> (./mpisim-dlfcn.c), fcntl's and flock's waits (./mpisim-fcntl.c), <fnmatch.h>, <glob.h>, <wordexp.h> (./mpisim-fnmatch.c, ./mpisim-glob.c, ./mpisim-wordexp.c), <pwd.h> (./mpisim-pwd.c): members of the libc archive. */
export const LIBC_MEMBERS: Record<string, string> = { 'mpisim-wchar.c': wcharSource, 'mpisim-locale.c': localeSource, 'mpisim-locale-l.c': localeLSource, 'mpisim-fenv.c': fenvSource, 'mpisim-err.c': errSource, 'mpisim-search.c': searchSource, 'mpisim-sched.c': schedSource, 'mpisim-confname.c': confnameSource, 'mpisim-pathconf.c': pathconfSource, 'mpisim-rand48.c': rand48Source, 'mpisim-posix-extra.c': posixExtraSource, 'mpisim-statvfs.c': statvfsSource, 'mpisim-regcomp.c': regcompSource, 'mpisim-regexec.c': regexecSource, 'mpisim-libintl.c': libintlSource, 'mpisim-dlfcn.c': dlfcnSource, 'mpisim-fcntl.c': fcntlSource, 'mpisim-fnmatch.c': fnmatchSource, 'mpisim-glob.c': globSource, 'mpisim-wordexp.c': wordexpSource, 'mpisim-pwd.c': pwdSource };
/** Headers the members share and programs do not see: regex's compiled form (./mpisim-regex.h). */
export const LIBC_PRIVATE_HEADERS: Record<string, string> = { 'mpisim-regex.h': regexInternalHeader };

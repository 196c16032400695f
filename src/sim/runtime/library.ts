/**
 * The C library functions a program may call, by name: how the generated code reaches each.
 * `direct` functions are methods of the rank's Libc and return at once (sleeping too: it moves
 * the rank's virtual clock); `sys` functions (MPI) may suspend the calling rank and complete later through the runtime.
 * Functions written in C (qsort, bsearch, div, ...) live in the prelude instead.
 */

export interface LibraryFunction {
  name: string;
  kind: 'direct' | 'sys';
  /** Libc method name when it differs from the C name. */
  method?: string;
  /** The method takes the call's source-site id first (for faults inside the library). */
  site?: boolean;
  /** Receives its variadic arguments as one VarArgs value after the fixed ones. */
  variadic?: boolean;
  /** setjmp and longjmp: the generated code calls the rank's own (they change its frames). */
  jump?: 'set' | 'long';
  /** Declared by a header but not available here: the reason, shown at compile time. */
  unsupported?: string;
}

const direct = (names: string, extra: Partial<LibraryFunction> = {}): LibraryFunction[] =>
  names.trim().split(/\s+/).map((name) => ({ name, kind: 'direct', ...extra }));

const TABLE: LibraryFunction[] = [
  ...direct('printf fprintf sprintf snprintf sscanf scanf', { variadic: true, site: true }),
  // stdio's readers, called by their C side (../c/libc/mpisim-fcntl.c), which waits first on a pipe's empty end.
  ...'fgets fgetc getc fread getdelim vfscanf'.split(' ').map((method): LibraryFunction => ({ name: `__mpisim_${method}`, method, kind: 'direct', site: true })),
  ...direct('__mpisim_stream_wait', { site: true }),
  ...direct('vprintf vfprintf vsprintf vsnprintf vsscanf puts fputs putchar fputc putc fflush perror setvbuf setbuf getchar fclose fwrite remove ungetc feof ferror clearerr fileno', { site: true }),
  ...direct('__mpisim_free_scratch malloc calloc realloc free aligned_alloc posix_memalign memalign valloc exit _Exit abort atexit getenv secure_getenv setenv unsetenv putenv clearenv system', { site: true }),
  ...direct('atoi atol atoll atof strtol strtoul strtoll strtoull strtoimax strtoumax strtod strtof strtold rand srand rand_r random srandom abs labs llabs imaxabs', { site: true }),
  ...direct('memcpy memmove memset memcmp memchr strlen strnlen strcpy strncpy strcat strncat strcmp strncmp strcoll strchr strrchr strstr strtok strtok_r strdup strndup strerror strspn strcspn strpbrk strcasecmp strncasecmp bzero stpcpy', { site: true }),
  ...direct('isalnum isalpha isblank iscntrl isdigit isgraph islower isprint ispunct isspace isupper isxdigit isascii toascii tolower toupper'),
  ...direct(`sin cos tan asin acos atan atan2 sinh cosh tanh asinh acosh atanh exp exp2 exp10 exp10f exp10l expm1 log log2 log10 log1p pow sqrt cbrt hypot
    fabs floor ceil round trunc rint nearbyint lround llround lrint llrint fmod remainder fmin fmax fdim fma copysign nextafter
    frexp ldexp modf scalbn scalbln ilogb logb erf erfc tgamma lgamma nan j0 j1 y0 y1 j0f j1f y0f y1f jn yn jnf ynf jnl ynl j0l j1l y0l y1l
    sinf cosf tanf asinf acosf atanf atan2f sinhf coshf tanhf asinhf acoshf atanhf expf exp2f expm1f logf log2f log10f log1pf powf sqrtf cbrtf hypotf
    fabsf floorf ceilf roundf truncf rintf nearbyintf lroundf llroundf fmodf remainderf fminf fmaxf fdimf fmaf copysignf nextafterf
    frexpf ldexpf modff scalbnf erff erfcf tgammaf lgammaf nanf
    sinl cosl tanl expl logl powl sqrtl fabsl floorl ceill roundl fmodl
    asinl acosl atanl atan2l sinhl coshl tanhl asinhl acoshl atanhl exp2l expm1l log2l log10l log1pl cbrtl hypotl
    truncl rintl nearbyintl lroundl llroundl lrintf lrintl llrintf llrintl remainderl fminl fmaxl fdiml fmal copysignl nextafterl
    frexpl ldexpl modfl scalbnl scalblnf scalblnl ilogbf ilogbl logbf logbl erfl erfcl tgammal lgammal nanl
    gamma gammaf gammal lgamma_r lgammaf_r lgammal_r scalb scalbf scalbl
    drem dremf dreml significand significandf significandl nexttoward nexttowardf nexttowardl remquo remquof remquol`, { site: true }),
  ...direct('time clock difftime gettimeofday clock_gettime clock_getres getpid getppid gethostname getcwd sleep usleep nanosleep', { site: true }),
  ...direct(`__mpisim_read __mpisim_write pipe pipe2 popen pclose vscanf isatty gmtime localtime gmtime_r localtime_r mktime timegm strftime asctime ctime asctime_r ctime_r
    getrusage getrlimit setrlimit times uname wait waitpid getpagesize getuid geteuid getgid getegid _exit dirname __xpg_basename
    bcopy bcmp index rindex ffs signal sigemptyset sigfillset sigaddset sigdelset`, { site: true }),
  ...direct('dprintf mremap', { variadic: true, site: true }),
  // Opens, called by their C side (../c/libc/mpisim-fcntl.c), which then waits for a FIFO's other end.
  ...'open open64 openat openat64'.split(' ').map((method): LibraryFunction => ({ name: `__mpisim_${method}`, method, kind: 'direct', variadic: true, site: true })),
  ...'fopen fopen64'.split(' ').map((method): LibraryFunction => ({ name: `__mpisim_${method}`, method, kind: 'direct', site: true })),
  ...direct('__mpisim_open_wait', { site: true }),
  ...direct(`creat close pread pwrite readv writev lseek ftruncate truncate fsync fdatasync unlink rmdir mkdir rename access stat lstat fstat
    opendir readdir readdir64 closedir rewinddir fdopen freopen tmpfile tmpfile64 fseek fseeko ftell ftello rewind fgetpos fsetpos`, { site: true }),
  ...direct('mmap mmap64 munmap mprotect msync madvise posix_madvise mlock munlock mlockall munlockall shm_open shm_unlink', { site: true }),
  ...direct('__mpisim_no_process __mpisim_poll __mpisim_select __mpisim_progname __mpisim_dlsym __mpisim_dladdr __mpisim_argv', { site: true }),
    ...direct(`__mpisim_fcntl __mpisim_flock __mpisim_semop dup dup2 dup3 posix_fadvise posix_fadvise64 posix_fallocate posix_fallocate64 fallocate
    chdir fchdir mknod mkfifo realpath canonicalize_file_name  tmpnam tmpnam_r tempnam strerrorname_np strerrordesc_np mkstemp mkstemps mkostemp mkostemps mkdtemp`, { site: true }),
  ...direct('__mpisim_set_ctype __mpisim_wclass __mpisim_wcase __mpisim_wcwidth'),
  ...direct('fwide fputwc putwc putwchar fputws fgetwc getwc getwchar ungetwc vfwscanf vwscanf vswscanf vfwprintf vwprintf vswprintf wcsftime', { site: true }),
  ...direct('fwscanf wscanf swscanf fwprintf wprintf swprintf', { variadic: true, site: true }),
  ...direct('__assert_fail', { site: true }),
  // <setjmp.h>: compiled where they are called (they move the calling frames: ./setjmp.ts).
  ...['setjmp', '_setjmp', '__sigsetjmp'].map((name): LibraryFunction => ({ name, kind: 'direct', jump: 'set' })),
  ...['longjmp', '_longjmp', 'siglongjmp'].map((name): LibraryFunction => ({ name, kind: 'direct', jump: 'long' })),
  ...['fork', 'exec', 'execv', 'execvp', 'raise', 'kill'].map((name): LibraryFunction => ({
    name, kind: 'direct', unsupported: 'processes, signals and non-local jumps are outside the simulator',
  })),
];

const BY_NAME = new Map(TABLE.map((f) => [f.name, f]));
/** <pthread.h>'s functions: they may wait (a mutex, a join), so they are called as MPI functions are (./threads.ts). */
export const PTHREAD_FUNCTIONS = `pthread_create pthread_join pthread_detach pthread_exit pthread_self pthread_equal pthread_yield sched_yield
  pthread_attr_init pthread_attr_destroy pthread_attr_setdetachstate pthread_attr_getdetachstate pthread_attr_setstacksize pthread_attr_getstacksize pthread_attr_setscope
  pthread_mutex_init pthread_mutex_destroy pthread_mutex_lock pthread_mutex_trylock pthread_mutex_unlock
  pthread_mutexattr_init pthread_mutexattr_destroy pthread_mutexattr_settype pthread_mutexattr_gettype pthread_mutexattr_setpshared
  pthread_cond_init pthread_cond_destroy pthread_cond_wait pthread_cond_timedwait pthread_cond_signal pthread_cond_broadcast pthread_condattr_init pthread_condattr_destroy
  pthread_once pthread_key_create pthread_key_delete pthread_getspecific pthread_setspecific
  pthread_barrier_init pthread_barrier_destroy pthread_barrier_wait
  pthread_spin_init pthread_spin_destroy pthread_spin_lock pthread_spin_trylock pthread_spin_unlock pthread_setcancelstate __mpisim_io_wait`.trim().split(/\s+/);
for (const name of PTHREAD_FUNCTIONS) BY_NAME.set(name, { name, kind: 'sys' });
const IS_PTHREAD = new Set(PTHREAD_FUNCTIONS);
/** Asked at every MPI call: these names start with a lower-case letter or '_', no MPI name does. */
export const isThreadCall = (name: string): boolean => name.charCodeAt(0) >= 95 && IS_PTHREAD.has(name);

/** MPI routines are registered by the MPI layer. */
export function registerSysFunctions(names: string[], opts: Partial<LibraryFunction> = {}): void {
  for (const name of names) if (!BY_NAME.has(name)) BY_NAME.set(name, { name, kind: 'sys', ...opts });
}

export function registerUnsupported(names: string[], reason: string): void {
  for (const name of names) if (!BY_NAME.has(name)) BY_NAME.set(name, { name, kind: 'sys', unsupported: reason });
}

export function findLibraryFunction(name: string): LibraryFunction | undefined {
  return BY_NAME.get(name);
}

/*
 * The OpenMP runtime (libgomp's part of it), linked only with -fopenmp or -lgomp. Every team has
 * one thread, as libgomp's do under OMP_NUM_THREADS=1 OMP_THREAD_LIMIT=1: a parallel region
 * nests a level but is never active, its thread is thread 0 of 1, and each internal control
 * variable starts from that environment's value. The compiler turns the directives into plain C
 * around their blocks (src/sim/c/parse-omp.ts); only a region's entry and exit come here.
 */
#include <omp.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* Internal control variables (OpenMP 4.5 2.3) of the task running now. */
static int __omp_nthreads = 1;
static int __omp_dynamic;
static int __omp_nested;
static int __omp_max_active_levels = 1;
static omp_sched_t __omp_sched_kind = omp_sched_dynamic;
static int __omp_sched_chunk = 1;
static int __omp_default_device;
static int __omp_level;
static omp_allocator_handle_t __omp_allocator = omp_default_mem_alloc;

/*
 * A parallel region's start: one more level, no active one. The region's implicit task gets its
 * parent's nthreads-var; the parent's value comes back at the end (a change inside stays inside).
 */
int __mpisim_omp_parallel_begin(void)
{
  __omp_level++;
  return __omp_nthreads;
}

void __mpisim_omp_parallel_end(int __saved_nthreads)
{
  __omp_level--;
  __omp_nthreads = __saved_nthreads;
}

void omp_set_num_threads(int __n) { __omp_nthreads = __n > 0 ? __n : 1; }
int omp_get_num_threads(void) { return 1; }
int omp_get_max_threads(void) { return __omp_nthreads; }
int omp_get_thread_num(void) { return 0; }
int omp_get_num_procs(void) { return (int)sysconf(_SC_NPROCESSORS_ONLN); }
int omp_in_parallel(void) { return 0; }
void omp_set_dynamic(int __on) { __omp_dynamic = __on != 0; }
int omp_get_dynamic(void) { return __omp_dynamic; }
void omp_set_nested(int __on) { __omp_nested = __on != 0; }
int omp_get_nested(void) { return __omp_nested; }

/* Locks: libgomp's are futex words; a thread setting one it holds waits for ever, as here. */
struct __omp_nest { int __lock; int __count; void *__owner; };

void omp_init_lock(omp_lock_t *__lock) { *(int *)__lock = 0; }
void omp_init_lock_with_hint(omp_lock_t *__lock, omp_sync_hint_t __hint) { (void)__hint; omp_init_lock(__lock); }
void omp_destroy_lock(omp_lock_t *__lock) { (void)__lock; }
void omp_set_lock(omp_lock_t *__lock)
{
  volatile int *__word = (volatile int *)__lock;
  while (*__word)
    ;
  *__word = 1;
}
void omp_unset_lock(omp_lock_t *__lock) { *(int *)__lock = 0; }
int omp_test_lock(omp_lock_t *__lock)
{
  if (*(int *)__lock)
    return 0;
  *(int *)__lock = 1;
  return 1;
}

void omp_init_nest_lock(omp_nest_lock_t *__lock)
{
  struct __omp_nest *__l = (struct __omp_nest *)__lock;
  __l->__lock = 0;
  __l->__count = 0;
  __l->__owner = 0;
}
void omp_init_nest_lock_with_hint(omp_nest_lock_t *__lock, omp_sync_hint_t __hint) { (void)__hint; omp_init_nest_lock(__lock); }
void omp_destroy_nest_lock(omp_nest_lock_t *__lock) { (void)__lock; }
int omp_test_nest_lock(omp_nest_lock_t *__lock)
{
  struct __omp_nest *__l = (struct __omp_nest *)__lock;
  __l->__lock = 1;
  __l->__owner = (void *)__l;
  return ++__l->__count;
}
void omp_set_nest_lock(omp_nest_lock_t *__lock) { omp_test_nest_lock(__lock); }
void omp_unset_nest_lock(omp_nest_lock_t *__lock)
{
  struct __omp_nest *__l = (struct __omp_nest *)__lock;
  if (--__l->__count == 0) {
    __l->__owner = 0;
    __l->__lock = 0;
  }
}

/* libgomp's clock: CLOCK_MONOTONIC in seconds, and its resolution. */
double omp_get_wtime(void)
{
  struct timespec __ts;
  clock_gettime(CLOCK_MONOTONIC, &__ts);
  return __ts.tv_sec + __ts.tv_nsec / 1e9;
}
double omp_get_wtick(void)
{
  struct timespec __ts;
  clock_getres(CLOCK_MONOTONIC, &__ts);
  return __ts.tv_sec + __ts.tv_nsec / 1e9;
}

void omp_set_schedule(omp_sched_t __kind, int __chunk)
{
  __omp_sched_kind = __kind;
  /* libgomp: a chunk below 1 is the kind's default (1; none for auto). */
  __omp_sched_chunk = (__kind & ~omp_sched_monotonic) == omp_sched_auto ? 0 : __chunk < 1 ? 1 : __chunk;
}
void omp_get_schedule(omp_sched_t *__kind, int *__chunk)
{
  *__kind = __omp_sched_kind;
  *__chunk = __omp_sched_chunk;
}
int omp_get_thread_limit(void) { return 1; }
void omp_set_max_active_levels(int __levels) { if (__levels >= 0) __omp_max_active_levels = __levels; }
int omp_get_max_active_levels(void) { return __omp_max_active_levels; }
int omp_get_supported_active_levels(void) { return 255; }
int omp_get_level(void) { return __omp_level; }
int omp_get_ancestor_thread_num(int __level) { return __level >= 0 && __level <= __omp_level ? 0 : -1; }
int omp_get_team_size(int __level) { return __level >= 0 && __level <= __omp_level ? 1 : -1; }
int omp_get_active_level(void) { return 0; }
int omp_in_final(void) { return 0; }
int omp_get_cancellation(void) { return 0; }
omp_proc_bind_t omp_get_proc_bind(void) { return omp_proc_bind_false; }
int omp_get_num_places(void) { return 0; }
int omp_get_place_num_procs(int __place) { (void)__place; return 0; }
void omp_get_place_proc_ids(int __place, int *__ids) { (void)__place; (void)__ids; }
int omp_get_place_num(void) { return -1; }
int omp_get_partition_num_places(void) { return 0; }
void omp_get_partition_place_nums(int *__places) { (void)__places; }
void omp_set_default_device(int __device) { __omp_default_device = __device < 0 ? 0 : __device; }
int omp_get_default_device(void) { return __omp_default_device; }
/* No offload devices: the host is the initial device, numbered after the (no) others. */
int omp_get_num_devices(void) { return 0; }
int omp_get_device_num(void) { return 0; }
int omp_get_num_teams(void) { return 1; }
int omp_get_team_num(void) { return 0; }
int omp_is_initial_device(void) { return 1; }
int omp_get_initial_device(void) { return 0; }
int omp_get_max_task_priority(void) { return 0; }
void omp_fulfill_event(omp_event_handle_t __event) { (void)__event; }
void omp_set_num_teams(int __teams) { (void)__teams; }
int omp_get_max_teams(void) { return 1; }
void omp_set_teams_thread_limit(int __limit) { (void)__limit; }
int omp_get_teams_thread_limit(void) { return 1; }
int omp_pause_resource(omp_pause_resource_t __kind, int __device) { (void)__kind; (void)__device; return 0; }
int omp_pause_resource_all(omp_pause_resource_t __kind) { (void)__kind; return 0; }

/* Allocators: every memory space is the heap. */
void omp_set_default_allocator(omp_allocator_handle_t __allocator) { __omp_allocator = __allocator; }
omp_allocator_handle_t omp_get_default_allocator(void) { return __omp_allocator; }
void *omp_alloc(unsigned long __size, omp_allocator_handle_t __allocator) { (void)__allocator; return malloc(__size); }
void *omp_aligned_alloc(unsigned long __alignment, unsigned long __size, omp_allocator_handle_t __allocator)
{
  void *__p = 0;
  (void)__allocator;
  return posix_memalign(&__p, __alignment < sizeof(void *) ? sizeof(void *) : __alignment, __size) ? 0 : __p;
}
void *omp_calloc(unsigned long __n, unsigned long __size, omp_allocator_handle_t __allocator) { (void)__allocator; return calloc(__n, __size); }
void *omp_realloc(void *__ptr, unsigned long __size, omp_allocator_handle_t __allocator, omp_allocator_handle_t __free_allocator)
{
  (void)__allocator;
  (void)__free_allocator;
  return realloc(__ptr, __size);
}
void omp_free(void *__ptr, omp_allocator_handle_t __allocator) { (void)__allocator; free(__ptr); }

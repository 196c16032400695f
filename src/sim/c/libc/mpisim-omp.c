/*
 * The OpenMP runtime (libgomp's part of it), linked only with -fopenmp or -lgomp. A parallel
 * region is a team of POSIX threads of the process (the simulator's deterministic threads, so
 * the debugger shows each member): the compiler outlines the region's block into a function
 * (src/sim/c/parse-omp.ts) that every member runs with the captured variables' addresses.
 * Work-sharing, barriers, critical sections and ordered regions are made of one mutex and one
 * condition variable a team. A team has OMP_NUM_THREADS threads (a list: its first number),
 * else omp_get_num_procs()'s, as libgomp; nested regions are inactive (teams of one), as
 * libgomp's default max-active-levels of 1. Tasks wait in libgomp's queues (below); host teams
 * run one after another.
 */
#include <omp.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Work-sharing constructs a team may have open at once (threads past `nowait` ones). */
#define __OMP_WS_SLOTS 64

struct __omp_ws {
  long __seq;   /* the construct's number in the team (0: slot free) */
  long __next;  /* dynamic and guided schedules: the next iteration; sections: the next section */
  long __ord;   /* the iteration whose ordered region may run */
  int __single; /* a single construct's block is taken */
  void *__copy; /* copyprivate: the single thread's variable */
  void *__doacross; /* a doacross loop's iteration space (mpisim-omp-doacross.c) */
};

/*
 * Tasks, as libgomp keeps them: a deferred task waits in its parent's queue of children (newest
 * first: a taskwait runs the last made first), in the team's queue (oldest first: what threads
 * waiting at a barrier take) and in its taskgroup's (newest first), until a thread runs it. A
 * task whose `depend` items conflict with an unfinished sibling's waits outside the queues.
 */
struct __omp_taskgroup {
  struct __omp_taskgroup *__prev;
  int __count;                /* its tasks (and their descendants) not finished */
  struct __omp_task *__queue;
};

struct __omp_task {
  void (*__fn)(void *);
  void *__data;
  struct __omp_task *__parent;
  struct __omp_taskgroup *__group;  /* the taskgroup it belongs to */
  struct __omp_taskgroup *__groups; /* the taskgroups it has open, innermost first */
  struct __omp_task *__cnext, *__tnext, *__gnext, *__dnext;
  struct __omp_task *__children_queue, *__dep_children;
  int __children;                   /* children not finished */
  int __final, __done, __npred, __ndeps, __nsucc, __undeferred;
  void **__deps;
  int *__depkinds;
  struct __omp_task **__succ;
};

struct __omp_team {
  int __nthreads;
  pthread_mutex_t __lock;
  pthread_cond_t __cond;
  int __arrived;
  long __generation;
  struct __omp_ws __ws[__OMP_WS_SLOTS];
  struct __omp_task *__queue;
  int __task_count;           /* deferred tasks not finished */
};

/* A thread's implicit task: its team, number, levels and internal control variables. */
struct __omp_thread {
  struct __omp_team *__team;
  struct __omp_thread *__parent;
  int __num;
  int __level;
  int __active_level;
  int __nthreads_var;
  omp_sched_t __sched_kind;
  int __sched_chunk;
  long __ws_seq;
  /* The work-sharing loop running now. */
  struct __omp_ws *__loop;
  long __n, __lo, __hi, __trip, __chunk, __pending;
  int __kind, __ordered, __done;
  void (*__fn)(void *);
  void *__data;
  struct __omp_task __implicit;
  struct __omp_task *__task;  /* the task it runs now */
};

static int __omp_dynamic;
/* An orphaned taskgroup reducing: libgomp makes the initial thread a team, whose tasks are deferred. */
static int __omp_artificial;
static int __omp_nested;
static int __omp_max_active_levels = 1;
static int __omp_default_device;
static int __omp_thread_limit = 0x7fffffff;
static struct __omp_team __omp_initial_team = { 1, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER };
static struct __omp_thread __omp_initial;
static __thread struct __omp_thread *__omp_me;
static pthread_mutex_t __omp_atomic = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t __omp_names_lock = PTHREAD_MUTEX_INITIALIZER;

/* A positive number from the environment (OMP_NUM_THREADS=4,2: the first), else 0. */
static int __omp_env(const char *__name)
{
  const char *__v = getenv(__name);
  return __v ? atoi(__v) > 0 ? atoi(__v) : 0 : 0;
}

static struct __omp_thread *__omp_self(void)
{
  if (__omp_me)
    return __omp_me;
  if (!__omp_initial.__team) {
    int __n = __omp_env("OMP_NUM_THREADS");
    __omp_initial.__team = &__omp_initial_team;
    __omp_initial.__task = &__omp_initial.__implicit;
    __omp_initial.__nthreads_var = __n ? __n : omp_get_num_procs();
    __omp_initial.__sched_kind = omp_sched_dynamic;
    __omp_initial.__sched_chunk = 1;
    if (__omp_env("OMP_THREAD_LIMIT"))
      __omp_thread_limit = __omp_env("OMP_THREAD_LIMIT");
    if (getenv("OMP_MAX_ACTIVE_LEVELS"))
      __omp_max_active_levels = atoi(getenv("OMP_MAX_ACTIVE_LEVELS"));
    if (getenv("OMP_NESTED") && (getenv("OMP_NESTED")[0] == 't' || getenv("OMP_NESTED")[0] == 'T' || getenv("OMP_NESTED")[0] == '1'))
      __omp_nested = 1, __omp_max_active_levels = 255;
    const char *__dynamic = getenv("OMP_DYNAMIC");
    __omp_dynamic = __dynamic && (__dynamic[0] == 't' || __dynamic[0] == 'T' || __dynamic[0] == '1');
    void __mpisim_omp_env_schedule(void);
    __mpisim_omp_env_schedule();
  }
  return &__omp_initial;
}

void __mpisim_omp_artificial_team(int __on) { __omp_artificial += __omp_self()->__level ? 0 : __on; }

static void *__omp_start(void *__arg)
{
  struct __omp_thread *__t = (struct __omp_thread *)__arg;
  __omp_me = __t;
  __t->__fn(__t->__data);
  __mpisim_omp_barrier();
  return 0;
}

/*
 * The threads of the initial thread's teams, kept between regions as libgomp's pool keeps them:
 * member k of every such team is the same POSIX thread, so its threadprivate objects (and any
 * __thread ones) keep their values from one region to the next.
 */
struct __omp_worker {
  pthread_t __id;
  pthread_cond_t __wake;
  struct __omp_thread *__work;
};
void __mpisim_omp_barrier(void);
static struct __omp_worker **__omp_pool;
static int __omp_pool_size;
static int __omp_pool_busy;
static pthread_mutex_t __omp_pool_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t __omp_pool_idle = PTHREAD_COND_INITIALIZER;
/* The thread whose teams the pool serves (the first to start a team; another initial thread makes its own). */
static pthread_t __omp_pool_owner;
static int __omp_pool_owned;

static void *__omp_work(void *__arg)
{
  struct __omp_worker *__w = (struct __omp_worker *)__arg;
  pthread_mutex_lock(&__omp_pool_lock);
  for (;;) {
    while (!__w->__work)
      pthread_cond_wait(&__w->__wake, &__omp_pool_lock);
    struct __omp_thread *__t = __w->__work;
    pthread_mutex_unlock(&__omp_pool_lock);
    __omp_me = __t;
    __t->__fn(__t->__data);
    __mpisim_omp_barrier();
    __omp_me = 0;
    pthread_mutex_lock(&__omp_pool_lock);
    __w->__work = 0;
    if (--__omp_pool_busy == 0)
      pthread_cond_signal(&__omp_pool_idle);
  }
  return 0;
}

/* Members 1..n-1 of a team of the initial thread go to the pool's threads (made when first needed). */
static void __omp_pool_start(struct __omp_thread *__members, int __n)
{
  pthread_mutex_lock(&__omp_pool_lock);
  if (__n - 1 > __omp_pool_size) {
    __omp_pool = realloc(__omp_pool, (__n - 1) * sizeof *__omp_pool);
    for (int __k = __omp_pool_size; __k < __n - 1; __k++) {
      struct __omp_worker *__w = calloc(1, sizeof *__w);
      pthread_cond_init(&__w->__wake, 0);
      __omp_pool[__k] = __w;
      pthread_create(&__w->__id, 0, __omp_work, __w);
    }
    __omp_pool_size = __n - 1;
  }
  __omp_pool_busy = __n - 1;
  for (int __k = 1; __k < __n; __k++) {
    __omp_pool[__k - 1]->__work = &__members[__k];
    pthread_cond_signal(&__omp_pool[__k - 1]->__wake);
  }
  pthread_mutex_unlock(&__omp_pool_lock);
}

static void __omp_pool_join(void)
{
  pthread_mutex_lock(&__omp_pool_lock);
  while (__omp_pool_busy)
    pthread_cond_wait(&__omp_pool_idle, &__omp_pool_lock);
  pthread_mutex_unlock(&__omp_pool_lock);
}

/*
 * A parallel region: `fn` runs on every member of a new team with the captured variables'
 * addresses `data`; `nthreads` is the num_threads clause (0: none), `cond` the if clause.
 * The end of the region is its implicit barrier: the members' joins.
 */
void __mpisim_omp_parallel(void (*__fn)(void *), void *__data, long __nthreads, int __cond)
{
  struct __omp_thread *__me = __omp_self();
  int __n = __nthreads > 0 ? (int)__nthreads : __me->__nthreads_var;
  if (!__cond || __me->__active_level >= __omp_max_active_levels)
    __n = 1;
  if (__n > __omp_thread_limit)
    __n = __omp_thread_limit;
  struct __omp_team *__team = calloc(1, sizeof *__team);
  struct __omp_thread *__members = calloc(__n, sizeof *__members);
  pthread_t *__ids = calloc(__n, sizeof *__ids);
  __team->__nthreads = __n;
  pthread_mutex_init(&__team->__lock, 0);
  pthread_cond_init(&__team->__cond, 0);
  for (int __k = 0; __k < __n; __k++) {
    struct __omp_thread *__t = &__members[__k];
    __t->__team = __team;
    __t->__parent = __me;
    __t->__num = __k;
    __t->__level = __me->__level + 1;
    __t->__active_level = __me->__active_level + (__n > 1);
    __t->__nthreads_var = __me->__nthreads_var;
    __t->__sched_kind = __me->__sched_kind;
    __t->__sched_chunk = __me->__sched_chunk;
    __t->__fn = __fn;
    __t->__data = __data;
    __t->__task = &__t->__implicit;
  }
  int __pooled = __me == &__omp_initial && (!__omp_pool_owned || pthread_equal(__omp_pool_owner, pthread_self()));
  if (__pooled && !__omp_pool_owned)
    __omp_pool_owner = pthread_self(), __omp_pool_owned = 1;
  if (__pooled && __n > 1)
    __omp_pool_start(__members, __n);
  else
    for (int __k = 1; __k < __n; __k++)
      pthread_create(&__ids[__k], 0, __omp_start, &__members[__k]);
  __omp_me = &__members[0];
  __fn(__data);
  /* The region's end is a barrier: its tasks are done there. */
  __mpisim_omp_barrier();
  __omp_me = __me;
  if (__pooled && __n > 1)
    __omp_pool_join();
  else
    for (int __k = 1; __k < __n; __k++)
      pthread_join(__ids[__k], 0);
  pthread_cond_destroy(&__team->__cond);
  pthread_mutex_destroy(&__team->__lock);
  free(__ids);
  free(__members);
  free(__team);
}

static struct __omp_task **__omp_link(struct __omp_task *__t, int __which)
{
  return __which == 0 ? &__t->__cnext : __which == 1 ? &__t->__tnext : __which == 2 ? &__t->__gnext : &__t->__dnext;
}
static void __omp_q_insert(struct __omp_task **__head, struct __omp_task *__t, int __which, int __front)
{
  *__omp_link(__t, __which) = 0;
  if (__front || !*__head) {
    *__omp_link(__t, __which) = *__head;
    *__head = __t;
    return;
  }
  struct __omp_task *__q = *__head;
  while (*__omp_link(__q, __which))
    __q = *__omp_link(__q, __which);
  *__omp_link(__q, __which) = __t;
}
static void __omp_q_remove(struct __omp_task **__head, struct __omp_task *__t, int __which)
{
  for (struct __omp_task **__p = __head; *__p; __p = __omp_link(*__p, __which))
    if (*__p == __t) {
      *__p = *__omp_link(__t, __which);
      return;
    }
}

/* A task ready to run goes into its queues (the team's lock held). */
static void __omp_queue(struct __omp_team *__team, struct __omp_task *__t)
{
  __omp_q_insert(&__t->__parent->__children_queue, __t, 0, 1);
  __omp_q_insert(&__team->__queue, __t, 1, 0);
  if (__t->__group)
    __omp_q_insert(&__t->__group->__queue, __t, 2, 1);
  pthread_cond_broadcast(&__team->__cond);
}

static void __omp_free_task(struct __omp_task *__t)
{
  free(__t->__data);
  free(__t->__deps);
  free(__t->__depkinds);
  free(__t->__succ);
  free(__t);
}

/* A task has finished (the team's lock held): its parent, taskgroup and successors learn it. */
static void __omp_finish(struct __omp_team *__team, struct __omp_task *__t, int __deferred)
{
  struct __omp_task *__parent = __t->__parent;
  for (struct __omp_taskgroup *__g = __t->__group; __g; __g = 0)
    __g->__count--;
  if (__deferred)
    __team->__task_count--;
  for (int __k = 0; __k < __t->__nsucc; __k++)
    if (--__t->__succ[__k]->__npred == 0 && !__t->__succ[__k]->__undeferred)
      __omp_queue(__team, __t->__succ[__k]);
  __omp_q_remove(&__parent->__dep_children, __t, 3);
  __t->__done = 1;
  pthread_cond_broadcast(&__team->__cond);
  /* A task whose children still run is freed by the last of them. */
  if (!__t->__children)
    __omp_free_task(__t);
  if (--__parent->__children == 0 && __parent->__done)
    __omp_free_task(__parent);
}

/* Runs a queued task on the calling thread (the team's lock held, released while it runs). */
static void __omp_run(struct __omp_thread *__me, struct __omp_task *__t)
{
  struct __omp_team *__team = __me->__team;
  __omp_q_remove(&__t->__parent->__children_queue, __t, 0);
  __omp_q_remove(&__team->__queue, __t, 1);
  if (__t->__group)
    __omp_q_remove(&__t->__group->__queue, __t, 2);
  pthread_mutex_unlock(&__team->__lock);
  struct __omp_task *__was = __me->__task;
  __me->__task = __t;
  __t->__fn(__t->__data);
  __me->__task = __was;
  pthread_mutex_lock(&__team->__lock);
  __omp_finish(__team, __t, 1);
}

/* A barrier: the team's threads run its queued tasks while they wait; it ends when all came and no task is left. */
void __mpisim_omp_barrier(void)
{
  struct __omp_thread *__me = __omp_self();
  struct __omp_team *__team = __me->__team;
  pthread_mutex_lock(&__team->__lock);
  if (__team->__nthreads == 1) {
    while (__team->__queue)
      __omp_run(__me, __team->__queue);
    pthread_mutex_unlock(&__team->__lock);
    return;
  }
  long __generation = __team->__generation;
  __team->__arrived++;
  for (;;) {
    if (__generation != __team->__generation)
      break;
    if (__team->__arrived == __team->__nthreads && __team->__task_count == 0) {
      __team->__arrived = 0;
      __team->__generation++;
      pthread_cond_broadcast(&__team->__cond);
      break;
    }
    if (__team->__queue)
      __omp_run(__me, __team->__queue);
    else
      pthread_cond_wait(&__team->__cond, &__team->__lock);
  }
  pthread_mutex_unlock(&__team->__lock);
}

/* Whether `t`'s depend items conflict with any of `s`'s (one of the two writes the same address). */
static int __omp_conflict(struct __omp_task *__t, struct __omp_task *__s)
{
  for (int __i = 0; __i < __t->__ndeps; __i++)
    for (int __j = 0; __j < __s->__ndeps; __j++)
      if (__t->__deps[__i] == __s->__deps[__j] && (__t->__depkinds[__i] || __s->__depkinds[__j]))
        return 1;
  return 0;
}

/* Whether `t` waits for `s` to finish. */
static int __omp_precedes(struct __omp_task *__s, struct __omp_task *__t)
{
  for (int __k = 0; __k < __s->__nsucc; __k++)
    if (__s->__succ[__k] == __t)
      return 1;
  return 0;
}

/*
 * A task construct: `fn` runs with the variables' addresses `slots`, the `n` of them with a size
 * in `sizes` copied now (firstprivate). Undeferred (run now) outside a parallel region, with
 * if(0), in a final task, or when the team has many waiting, as libgomp decides.
 */
void __mpisim_omp_task(void (*__fn)(void *), void **__slots, unsigned long *__sizes, int __n, int __cond, int __final, void **__deps, int *__depkinds, int __ndeps)
{
  struct __omp_thread *__me = __omp_self();
  struct __omp_team *__team = __me->__team;
  struct __omp_task *__parent = __me->__task;
  unsigned long __at = (__n * sizeof(void *) + 15) & ~15UL, __total = __at;
  for (int __k = 0; __k < __n; __k++)
    __total += (__sizes[__k] + 15) & ~15UL;
  void **__data = malloc(__total ? __total : 1);
  for (int __k = 0; __k < __n; __k++) {
    if (!__sizes[__k]) {
      __data[__k] = __slots[__k];
      continue;
    }
    __data[__k] = (char *)__data + __at;
    memcpy(__data[__k], __slots[__k], __sizes[__k]);
    __at += (__sizes[__k] + 15) & ~15UL;
  }
  struct __omp_task *__t = calloc(1, sizeof *__t);
  __t->__fn = __fn;
  __t->__data = __data;
  __t->__parent = __parent;
  __t->__group = __parent->__groups ? __parent->__groups : __parent->__group;
  __t->__final = __final || __parent->__final;
  __t->__ndeps = __ndeps;
  if (__ndeps) {
    __t->__deps = malloc(__ndeps * sizeof(void *));
    __t->__depkinds = malloc(__ndeps * sizeof(int));
    memcpy(__t->__deps, __deps, __ndeps * sizeof(void *));
    memcpy(__t->__depkinds, __depkinds, __ndeps * sizeof(int));
  }
  pthread_mutex_lock(&__team->__lock);
  int __undeferred = !__cond || (__me->__level == 0 && !__omp_artificial) || __parent->__final || __team->__task_count > 64 * __team->__nthreads;
  __parent->__children++;
  if (__t->__group)
    __t->__group->__count++;
  for (struct __omp_task *__s = __ndeps ? __parent->__dep_children : 0; __s; __s = __s->__dnext)
    if (__omp_conflict(__t, __s)) {
      __s->__succ = realloc(__s->__succ, (__s->__nsucc + 1) * sizeof *__s->__succ);
      __s->__succ[__s->__nsucc++] = __t;
      __t->__npred++;
    }
  if (__undeferred) {
    /*
     * It waits for the siblings it depends on, running queued siblings meanwhile: those it
     * depends on first, as libgomp moves them to the front of the parent's queue.
     */
    __t->__undeferred = 1;
    while (__t->__npred) {
      struct __omp_task *__r = __parent->__children_queue;
      for (struct __omp_task *__q = __r; __q; __q = __q->__cnext)
        if (__omp_precedes(__q, __t)) {
          __r = __q;
          break;
        }
      if (__r)
        __omp_run(__me, __r);
      else
        pthread_cond_wait(&__team->__cond, &__team->__lock);
    }
    pthread_mutex_unlock(&__team->__lock);
    __me->__task = __t;
    __fn(__data);
    __me->__task = __parent;
    pthread_mutex_lock(&__team->__lock);
    /* Its own children are waited for by nothing but a taskwait or barrier: it ends now. */
    __omp_finish(__team, __t, 0);
    pthread_mutex_unlock(&__team->__lock);
    return;
  }
  __team->__task_count++;
  if (__ndeps)
    __omp_q_insert(&__parent->__dep_children, __t, 3, 0);
  if (!__t->__npred)
    __omp_queue(__team, __t);
  pthread_mutex_unlock(&__team->__lock);
}

static void __omp_nothing(void *__data) { (void)__data; }

/* taskwait depend(...): waits as an undeferred task with those items, as libgomp's GOMP_taskwait_depend. */
void __mpisim_omp_taskwait_depend(void **__deps, int *__depkinds, int __ndeps)
{
  __mpisim_omp_task(__omp_nothing, 0, 0, 0, 0, 0, __deps, __depkinds, __ndeps);
}

/*
 * A taskloop of `n` iterations: how many tasks (returned), `step` iterations each for the first
 * `first` + 1 and one fewer for the rest, as libgomp splits them (grainsize, num_tasks, else one
 * task a thread of the team).
 */
long __mpisim_omp_taskloop_tasks(long __n, long __grain, long __ntasks, long *__step, long *__first)
{
  *__first = __n;
  if (__n <= 0)
    return 0;
  if (__grain > 0) {
    long __nt = __n / __grain;
    if (__nt <= 1) {
      *__step = __n;
      return 1;
    }
    if (__nt >= __grain) {
      *__step = __grain;
      if (__nt * __grain != __n)
        *__step += 1, *__first = __n - __nt * __grain - 1;
      return __nt;
    }
    __ntasks = __nt;
  } else {
    if (__ntasks <= 0)
      __ntasks = __omp_self()->__level ? __omp_self()->__team->__nthreads : 1;
    if (__ntasks >= __n)
      __ntasks = __n;
  }
  *__step = __n / __ntasks;
  if (__n % __ntasks)
    *__step += 1, *__first = __n % __ntasks - 1;
  return __ntasks;
}

/* Runs the tasks of `queue` (or waits for other threads to finish them) until `left` is 0. */
static void __omp_drain(struct __omp_thread *__me, int *__left, struct __omp_task **__queue)
{
  struct __omp_team *__team = __me->__team;
  pthread_mutex_lock(&__team->__lock);
  while (*__left) {
    if (*__queue)
      __omp_run(__me, *__queue);
    else
      pthread_cond_wait(&__team->__cond, &__team->__lock);
  }
  pthread_mutex_unlock(&__team->__lock);
}

void __mpisim_omp_taskwait(void)
{
  struct __omp_thread *__me = __omp_self();
  __omp_drain(__me, &__me->__task->__children, &__me->__task->__children_queue);
}

void __mpisim_omp_taskgroup_begin(void)
{
  struct __omp_task *__cur = __omp_self()->__task;
  struct __omp_taskgroup *__g = calloc(1, sizeof *__g);
  __g->__prev = __cur->__groups;
  __cur->__groups = __g;
}

void __mpisim_omp_taskgroup_end(void)
{
  struct __omp_thread *__me = __omp_self();
  struct __omp_task *__cur = __me->__task;
  struct __omp_taskgroup *__g = __cur->__groups;
  __omp_drain(__me, &__g->__count, &__g->__queue);
  __cur->__groups = __g->__prev;
  free(__g);
}

/* The calling thread's next work-sharing construct: the team's, made by the first to come. */
static struct __omp_ws *__omp_ws_enter(struct __omp_thread *__me)
{
  long __seq = ++__me->__ws_seq;
  struct __omp_team *__team = __me->__team;
  struct __omp_ws *__ws = &__team->__ws[__seq % __OMP_WS_SLOTS];
  pthread_mutex_lock(&__team->__lock);
  /* The first thread to come makes it (one a whole ring of nowait constructs ahead reuses a straggler's). */
  if (__ws->__seq < __seq) {
    free(__ws->__doacross);
    memset(__ws, 0, sizeof *__ws);
    __ws->__seq = __seq;
  }
  pthread_mutex_unlock(&__team->__lock);
  return __ws;
}

void **__mpisim_omp_loop_doacross(void) { return &__omp_self()->__loop->__doacross; }

void __mpisim_omp_ws_end(int __nowait)
{
  if (!__nowait)
    __mpisim_omp_barrier();
}

/* Waits until the loop's ordered iteration is `k`, then (`then` >= 0) makes it `then`. */
static void __omp_ordered_wait(struct __omp_thread *__me, long __k, long __then)
{
  struct __omp_team *__team = __me->__team;
  pthread_mutex_lock(&__team->__lock);
  while (__me->__loop->__ord != __k)
    pthread_cond_wait(&__team->__cond, &__team->__lock);
  if (__then >= 0) {
    __me->__loop->__ord = __then;
    pthread_cond_broadcast(&__team->__cond);
  }
  pthread_mutex_unlock(&__team->__lock);
}

/* An iteration of this thread's whose ordered region did not run passes the turn on. */
static void __omp_ordered_pass(struct __omp_thread *__me)
{
  if (__me->__ordered && __me->__pending >= 0)
    __omp_ordered_wait(__me, __me->__pending, __me->__pending + 1);
  __me->__pending = -1;
}

/*
 * A work-sharing loop of `n` iterations. `kind`: 0 static (the clause's or the default), 1 dynamic,
 * 2 guided, 3 runtime, 4 auto; `chunk` 0 for none.
 */
void __mpisim_omp_loop_begin(long __n, int __kind, long __chunk, int __ordered)
{
  struct __omp_thread *__me = __omp_self();
  if (__kind == 3) {
    int __k = __me->__sched_kind & ~omp_sched_monotonic;
    __kind = __k == omp_sched_static ? 0 : __k == omp_sched_dynamic ? 1 : __k == omp_sched_guided ? 2 : 0;
    __chunk = __k == omp_sched_auto ? 0 : __me->__sched_chunk;
    if (__kind == 0 && __chunk == 0)
      __chunk = 0;
  }
  if (__kind == 4)
    __kind = 0, __chunk = 0;
  if (__kind != 0 && __chunk < 1)
    __chunk = 1;
  __me->__loop = __omp_ws_enter(__me);
  __me->__n = __n;
  __me->__kind = __kind;
  __me->__chunk = __chunk;
  __me->__ordered = __ordered;
  __me->__lo = __me->__hi = __me->__trip = 0;
  __me->__pending = -1;
  __me->__done = 0;
}

/* The thread's next chunk of iterations [lo, hi), as libgomp's schedules deal them; 0 when none is left. */
static int __omp_next_chunk(struct __omp_thread *__me)
{
  struct __omp_team *__team = __me->__team;
  long __n = __me->__n, __nth = __team->__nthreads, __c = __me->__chunk;
  if (__me->__kind == 0 && __c == 0) {
    if (__me->__trip++)
      return 0;
    long __q = __n / __nth, __t = __n % __nth;
    if (__me->__num < __t)
      __t = 0, __q++;
    __me->__lo = __q * __me->__num + __t;
    __me->__hi = __me->__lo + __q;
    return __me->__lo < __me->__hi;
  }
  if (__me->__kind == 0) {
    __me->__lo = (__me->__trip++ * __nth + __me->__num) * __c;
    if (__me->__lo >= __n)
      return 0;
    __me->__hi = __me->__lo + __c < __n ? __me->__lo + __c : __n;
    return 1;
  }
  pthread_mutex_lock(&__team->__lock);
  long __lo = __me->__loop->__next, __size = __c;
  if (__me->__kind == 2) {
    long __q = (__n - __lo + __nth - 1) / __nth;
    if (__q > __size)
      __size = __q;
  }
  long __hi = __lo + __size < __n ? __lo + __size : __n;
  if (__lo < __n)
    __me->__loop->__next = __hi;
  pthread_mutex_unlock(&__team->__lock);
  __me->__lo = __lo;
  __me->__hi = __hi;
  return __lo < __n;
}

/*
 * Every member walks the whole loop; iteration `k` (its logical number) runs on the thread
 * whose chunk holds it: 1 for this thread's (2 for the first of a chunk, where linear variables
 * start anew), 0 for another's, -1 when this thread has no more.
 */
int __mpisim_omp_loop_iter(long __k)
{
  struct __omp_thread *__me = __omp_self();
  if (__me->__done)
    return -1;
  while (__k >= __me->__hi)
    if (!__omp_next_chunk(__me)) {
      __me->__done = 1;
      return -1;
    }
  if (__k < __me->__lo)
    return 0;
  __omp_ordered_pass(__me);
  __me->__pending = __k;
  return __k == __me->__lo ? 2 : 1;
}

void __mpisim_omp_loop_end(int __nowait)
{
  struct __omp_thread *__me = __omp_self();
  __omp_ordered_pass(__me);
  __me->__ordered = 0;
  __mpisim_omp_ws_end(__nowait);
}

void __mpisim_omp_ordered_begin(void)
{
  struct __omp_thread *__me = __omp_self();
  if (__me->__ordered && __me->__pending >= 0)
    __omp_ordered_wait(__me, __me->__pending, -1);
}

void __mpisim_omp_ordered_end(void)
{
  struct __omp_thread *__me = __omp_self();
  if (__me->__ordered && __me->__pending >= 0) {
    __omp_ordered_wait(__me, __me->__pending, __me->__pending + 1);
    __me->__pending = -1;
  }
}

/* A single construct: 1 for the thread that takes its block. */
int __mpisim_omp_single_begin(void)
{
  struct __omp_thread *__me = __omp_self();
  struct __omp_ws *__ws = __omp_ws_enter(__me);
  pthread_mutex_lock(&__me->__team->__lock);
  int __mine = !__ws->__single;
  __ws->__single = 1;
  pthread_mutex_unlock(&__me->__team->__lock);
  __me->__loop = __ws;
  return __mine;
}

/* copyprivate(x) of a single construct: the thread that ran it (`mine`) gives its x to the others. */
void __mpisim_omp_copyprivate(int __mine, void *__x, unsigned long __size)
{
  struct __omp_thread *__me = __omp_self();
  if (__me->__team->__nthreads == 1)
    return;
  if (__mine)
    __me->__loop->__copy = __x;
  __mpisim_omp_barrier();
  if (!__mine)
    memcpy(__x, __me->__loop->__copy, __size);
  __mpisim_omp_barrier();
}

/* Sections: each thread walks them in order and runs the ones nobody took before it. */
void __mpisim_omp_sections_begin(void)
{
  struct __omp_thread *__me = __omp_self();
  __me->__loop = __omp_ws_enter(__me);
}

int __mpisim_omp_section(long __k)
{
  struct __omp_thread *__me = __omp_self();
  pthread_mutex_lock(&__me->__team->__lock);
  int __mine = __k >= __me->__loop->__next;
  if (__mine)
    __me->__loop->__next = __k + 1;
  pthread_mutex_unlock(&__me->__team->__lock);
  return __mine;
}

/* Critical sections: one mutex a name (the compiler numbers names; the unnamed one is 0), for the whole process. */
struct __omp_critical { long __name; pthread_mutex_t __lock; struct __omp_critical *__next; };
static struct __omp_critical *__omp_criticals;

static pthread_mutex_t *__omp_critical_lock(long __name)
{
  pthread_mutex_lock(&__omp_names_lock);
  struct __omp_critical *__c = __omp_criticals;
  while (__c && __c->__name != __name)
    __c = __c->__next;
  if (!__c) {
    __c = calloc(1, sizeof *__c);
    __c->__name = __name;
    pthread_mutex_init(&__c->__lock, 0);
    __c->__next = __omp_criticals;
    __omp_criticals = __c;
  }
  pthread_mutex_unlock(&__omp_names_lock);
  return &__c->__lock;
}

void __mpisim_omp_critical_begin(long __name) { pthread_mutex_lock(__omp_critical_lock(__name)); }
void __mpisim_omp_critical_end(long __name) { pthread_mutex_unlock(__omp_critical_lock(__name)); }
void __mpisim_omp_atomic_begin(void) { pthread_mutex_lock(&__omp_atomic); }
void __mpisim_omp_atomic_end(void) { pthread_mutex_unlock(&__omp_atomic); }

void omp_set_num_threads(int __n) { __omp_self()->__nthreads_var = __n > 0 ? __n : 1; }
int omp_get_num_threads(void) { return __omp_self()->__team->__nthreads; }
int omp_get_max_threads(void) { return __omp_self()->__nthreads_var; }
int omp_get_thread_num(void) { return __omp_self()->__num; }
int omp_get_num_procs(void) { return (int)sysconf(_SC_NPROCESSORS_ONLN); }
int omp_in_parallel(void) { return __omp_self()->__active_level > 0; }
void omp_set_dynamic(int __on) { __omp_dynamic = __on != 0; }
int omp_get_dynamic(void) { return __omp_dynamic; }
void omp_set_nested(int __on) { __omp_nested = __on != 0; __omp_max_active_levels = __on ? 255 : 1; }
int omp_get_nested(void) { return __omp_nested; }

/* Locks: a word (1: set) and, for nestable ones, the implicit task holding it and a count. */
struct __omp_nest { int __lock; int __count; void *__owner; };

void omp_init_lock(omp_lock_t *__lock) { *(int *)__lock = 0; }
void omp_init_lock_with_hint(omp_lock_t *__lock, omp_sync_hint_t __hint) { (void)__hint; omp_init_lock(__lock); }
void omp_destroy_lock(omp_lock_t *__lock) { (void)__lock; }
void omp_set_lock(omp_lock_t *__lock)
{
  volatile int *__word = (volatile int *)__lock;
  /* A thread setting a lock it holds waits for ever, as libgomp's. */
  while (*__word)
    sched_yield();
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
  void *__me = __omp_self();
  if (__l->__lock && __l->__owner != __me)
    return 0;
  __l->__lock = 1;
  __l->__owner = __me;
  return ++__l->__count;
}
void omp_set_nest_lock(omp_nest_lock_t *__lock)
{
  while (!omp_test_nest_lock(__lock))
    sched_yield();
}
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
  struct __omp_thread *__me = __omp_self();
  int __k = __kind & ~omp_sched_monotonic;
  __me->__sched_kind = __kind;
  /* libgomp: a chunk below 1 is the kind's default (none for static, 1); auto keeps the one there was. */
  if (__k != omp_sched_auto)
    __me->__sched_chunk = __chunk >= 1 ? __chunk : __k == omp_sched_static ? 0 : 1;
}
void omp_get_schedule(omp_sched_t *__kind, int *__chunk)
{
  *__kind = __omp_self()->__sched_kind;
  *__chunk = __omp_self()->__sched_chunk;
}
int omp_get_thread_limit(void) { __omp_self(); return __omp_thread_limit; }
void omp_set_max_active_levels(int __levels) { if (__levels >= 0) __omp_max_active_levels = __levels; }
int omp_get_max_active_levels(void) { __omp_self(); return __omp_max_active_levels; }
int omp_get_supported_active_levels(void) { return 255; }
int omp_get_level(void) { return __omp_self()->__level; }
static struct __omp_thread *__omp_ancestor(int __level)
{
  struct __omp_thread *__t = __omp_self();
  if (__level < 0 || __level > __t->__level)
    return 0;
  while (__t->__level > __level)
    __t = __t->__parent;
  return __t;
}
int omp_get_ancestor_thread_num(int __level) { return __omp_ancestor(__level) ? __omp_ancestor(__level)->__num : -1; }
int omp_get_team_size(int __level) { return __omp_ancestor(__level) ? __omp_ancestor(__level)->__team->__nthreads : -1; }
int omp_get_active_level(void) { return __omp_self()->__active_level; }
int omp_in_final(void) { return __omp_self()->__task->__final; }
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
/*
 * A teams construct on the host, as libgomp 12 runs it: its league's teams one after another
 * on the encountering thread (num_teams, else nteams-var: OMP_NUM_TEAMS or omp_set_num_teams,
 * else 3), each a team of one thread.
 */
static int __omp_nteams_var = -1;
static int __omp_num_teams = 1;
static int __omp_team_num;
int __mpisim_omp_teams_begin(long __n)
{
  if (__omp_nteams_var < 0)
    __omp_nteams_var = __omp_env("OMP_NUM_TEAMS");
  __omp_num_teams = __n > 0 ? (int)__n : __omp_nteams_var ? __omp_nteams_var : 3;
  return __omp_num_teams;
}
void __mpisim_omp_team(int __k) { __omp_team_num = __k; }
void __mpisim_omp_teams_end(void) { __omp_num_teams = 1, __omp_team_num = 0; }
int omp_get_num_teams(void) { return __omp_num_teams; }
int omp_get_team_num(void) { return __omp_team_num; }

/* distribute: the league's teams share a loop of `n` iterations, in blocks (chunk 0) or chunks dealt round-robin. */
static long __omp_dist_n, __omp_dist_chunk;
void __mpisim_omp_distribute_begin(long __n, long __chunk) { __omp_dist_n = __n, __omp_dist_chunk = __chunk; }
/* How many of the iterations are this team's. */
long __mpisim_omp_distribute_count(void)
{
  long __c = __omp_dist_chunk, __nt = __omp_num_teams, __me = __omp_team_num, __n = __omp_dist_n;
  if (__c <= 0)
    return __n / __nt + (__me < __n % __nt);
  long __count = 0;
  for (long __lo = __me * __c; __lo < __n; __lo += __nt * __c)
    __count += __n - __lo < __c ? __n - __lo : __c;
  return __count;
}

/* 1 when iteration `k` is this team's, 0 when another's, -1 when none of the rest is. */
int __mpisim_omp_distribute_iter(long __k)
{
  long __nt = __omp_num_teams, __me = __omp_team_num, __c = __omp_dist_chunk;
  if (__c > 0)
    return (__k / __c) % __nt == __me;
  long __q = __omp_dist_n / __nt, __t = __omp_dist_n % __nt;
  long __lo = __q * __me + (__me < __t ? __me : __t), __hi = __lo + __q + (__me < __t);
  return __k >= __hi ? -1 : __k >= __lo;
}
int omp_is_initial_device(void) { return 1; }
int omp_get_initial_device(void) { return 0; }
int omp_get_max_task_priority(void) { return 0; }
void omp_fulfill_event(omp_event_handle_t __event) { (void)__event; }
void omp_set_num_teams(int __teams) { if (__teams > 0) __omp_nteams_var = __teams; }
int omp_get_max_teams(void) { return __omp_nteams_var < 0 ? __omp_env("OMP_NUM_TEAMS") : __omp_nteams_var; }
void omp_set_teams_thread_limit(int __limit) { (void)__limit; }
int omp_get_teams_thread_limit(void) { return 1; }
int omp_pause_resource(omp_pause_resource_t __kind, int __device) { (void)__kind; (void)__device; return 0; }
int omp_pause_resource_all(omp_pause_resource_t __kind) { (void)__kind; return 0; }


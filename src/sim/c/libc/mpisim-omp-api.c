/*
 * The parts of libgomp's API that need no team: memory allocators (every memory space is the
 * heap; an allocator's traits — alignment, pool size, fallback — hold as libgomp 12 applies
 * them), the device memory routines of a host with no offload device (the host is the initial
 * device, where they copy and free; others are refused as libgomp refuses them), the affinity
 * format (OMP_AFFINITY_FORMAT) and omp_display_env. A member of libgomp.a beside mpisim-omp.c.
 */
#include <errno.h>
#include <limits.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* An allocator of omp_init_allocator (its handle is its address, as libgomp's). */
struct __omp_allocator_data {
  unsigned long __alignment, __pool_size, __used;
  omp_uintptr_t __fallback, __fb_data;
  omp_memspace_handle_t __memspace;
};

/* What precedes each block: where its allocation starts, its size (pool accounting) and allocator. */
struct __omp_mem_header {
  void *__ptr;
  unsigned long __size;
  omp_allocator_handle_t __allocator;
  unsigned long __pad;
};

static const char *const __omp_allocator_names[] = { "omp_null_allocator", "omp_default_mem_alloc", "omp_large_cap_mem_alloc", "omp_const_mem_alloc", "omp_high_bw_mem_alloc",
                                                     "omp_low_lat_mem_alloc", "omp_cgroup_mem_alloc", "omp_pteam_mem_alloc", "omp_thread_mem_alloc" };

/* OMP_ALLOCATOR's predefined allocator, else omp_default_mem_alloc. */
static omp_allocator_handle_t __omp_env_allocator(void)
{
  const char *__env = getenv("OMP_ALLOCATOR");
  for (unsigned long __j = 1; __env && __j <= omp_thread_mem_alloc; __j++)
    if (!strcmp(__env, __omp_allocator_names[__j]))
      return (omp_allocator_handle_t)__j;
  return omp_default_mem_alloc;
}

/* def-allocator-var (omp_null_allocator until read from the environment). */
static omp_allocator_handle_t __omp_allocator;

void omp_set_default_allocator(omp_allocator_handle_t __allocator) { __omp_allocator = __allocator; }
omp_allocator_handle_t omp_get_default_allocator(void) { return __omp_allocator ? __omp_allocator : (__omp_allocator = __omp_env_allocator()); }

omp_allocator_handle_t omp_init_allocator(omp_memspace_handle_t __memspace, int __ntraits, const omp_alloctrait_t __traits[])
{
  struct __omp_allocator_data __d = { 0, 0, 0, omp_atv_default_mem_fb, 0, __memspace };
  if ((unsigned long)__memspace > omp_low_lat_mem_space)
    return omp_null_allocator;
  for (int __k = 0; __k < __ntraits; __k++) {
    omp_uintptr_t __v = __traits[__k].value;
    switch (__traits[__k].key) {
    case omp_atk_sync_hint:
      if (__v != omp_atv_default && __v != omp_atv_contended && __v != omp_atv_uncontended && __v != omp_atv_serialized && __v != omp_atv_private)
        return omp_null_allocator;
      break;
    case omp_atk_alignment:
      if (__v == omp_atv_default)
        break;
      if (__v == 0 || (__v & (__v - 1)))
        return omp_null_allocator;
      __d.__alignment = __v;
      break;
    case omp_atk_access:
      if (__v != omp_atv_default && __v != omp_atv_all && __v != omp_atv_cgroup && __v != omp_atv_pteam && __v != omp_atv_thread)
        return omp_null_allocator;
      break;
    case omp_atk_pool_size:
      __d.__pool_size = __v == omp_atv_default ? 0 : __v;
      break;
    case omp_atk_fallback:
      if (__v == omp_atv_default)
        break;
      if (__v != omp_atv_default_mem_fb && __v != omp_atv_null_fb && __v != omp_atv_abort_fb && __v != omp_atv_allocator_fb)
        return omp_null_allocator;
      __d.__fallback = __v;
      break;
    case omp_atk_fb_data:
      __d.__fb_data = __v;
      break;
    case omp_atk_pinned:
      /* libgomp 12 has no pinned memory: such an allocator is not made. */
      if (__v != omp_atv_default && __v != omp_atv_false)
        return omp_null_allocator;
      break;
    case omp_atk_partition:
      if (__v != omp_atv_default && __v != omp_atv_environment && __v != omp_atv_nearest && __v != omp_atv_blocked && __v != omp_atv_interleaved)
        return omp_null_allocator;
      break;
    default:
      return omp_null_allocator;
    }
  }
  struct __omp_allocator_data *__a = malloc(sizeof *__a);
  *__a = __d;
  return (omp_allocator_handle_t)__a;
}

void omp_destroy_allocator(omp_allocator_handle_t __allocator)
{
  if (__allocator > omp_thread_mem_alloc)
    free((void *)__allocator);
}

/* The allocator a call means: its own, else the default (omp_null_allocator: omp_default_mem_alloc). */
static omp_allocator_handle_t __omp_resolve(omp_allocator_handle_t __allocator)
{
  if (__allocator == omp_null_allocator)
    __allocator = omp_get_default_allocator();
  return __allocator == omp_null_allocator ? omp_default_mem_alloc : __allocator;
}

void *omp_aligned_alloc(unsigned long __alignment, unsigned long __size, omp_allocator_handle_t __allocator)
{
  if (__size == 0)
    return 0;
  for (;;) {
    omp_allocator_handle_t __a = __omp_resolve(__allocator);
    struct __omp_allocator_data *__d = __a > omp_thread_mem_alloc ? (struct __omp_allocator_data *)__a : 0;
    unsigned long __align = sizeof(struct __omp_mem_header);
    if (__d && __d->__alignment > __align)
      __align = __d->__alignment;
    if (__alignment > __align)
      __align = __alignment;
    unsigned long __total = __size + sizeof(struct __omp_mem_header) + __align;
    char *__p = 0;
    if (__total > __size && (!__d || !__d->__pool_size || __d->__used + __total <= __d->__pool_size))
      __p = malloc(__total);
    if (__p) {
      if (__d)
        __d->__used += __total;
      char *__user = (char *)(((unsigned long)__p + sizeof(struct __omp_mem_header) + __align - 1) & ~(__align - 1));
      struct __omp_mem_header *__h = (struct __omp_mem_header *)__user - 1;
      __h->__ptr = __p, __h->__size = __total, __h->__allocator = __a;
      return __user;
    }
    /* The fallback trait: the default allocator, none, the program's end, or another allocator. */
    omp_uintptr_t __fb = __d ? __d->__fallback : omp_atv_default_mem_fb;
    if (__fb == omp_atv_default_mem_fb && __a != omp_default_mem_alloc)
      __allocator = omp_default_mem_alloc;
    else if (__fb == omp_atv_allocator_fb)
      __allocator = (omp_allocator_handle_t)__d->__fb_data;
    else if (__fb == omp_atv_abort_fb) {
      fprintf(stderr, "\nlibgomp: Out of memory allocating %lu bytes\n", __size);
      exit(1);
    } else
      return 0;
  }
}

void *omp_alloc(unsigned long __size, omp_allocator_handle_t __allocator) { return omp_aligned_alloc(1, __size, __allocator); }

void omp_free(void *__ptr, omp_allocator_handle_t __allocator)
{
  (void)__allocator;
  if (!__ptr)
    return;
  struct __omp_mem_header *__h = (struct __omp_mem_header *)__ptr - 1;
  if (__h->__allocator > omp_thread_mem_alloc)
    ((struct __omp_allocator_data *)__h->__allocator)->__used -= __h->__size;
  free(__h->__ptr);
}

void *omp_aligned_calloc(unsigned long __alignment, unsigned long __n, unsigned long __size, omp_allocator_handle_t __allocator)
{
  if (__size && __n > (unsigned long)-1 / __size)
    return 0;
  void *__p = omp_aligned_alloc(__alignment, __n * __size, __allocator);
  if (__p)
    memset(__p, 0, __n * __size);
  return __p;
}

void *omp_calloc(unsigned long __n, unsigned long __size, omp_allocator_handle_t __allocator) { return omp_aligned_calloc(1, __n, __size, __allocator); }

void *omp_realloc(void *__ptr, unsigned long __size, omp_allocator_handle_t __allocator, omp_allocator_handle_t __free_allocator)
{
  if (!__ptr)
    return omp_alloc(__size, __allocator);
  if (__size == 0) {
    omp_free(__ptr, __free_allocator);
    return 0;
  }
  struct __omp_mem_header *__h = (struct __omp_mem_header *)__ptr - 1;
  unsigned long __old = __h->__size - ((char *)__ptr - (char *)__h->__ptr);
  void *__p = omp_alloc(__size, __allocator == omp_null_allocator ? __h->__allocator : __allocator);
  if (!__p)
    return 0;
  memcpy(__p, __ptr, __old < __size ? __old : __size);
  omp_free(__ptr, __free_allocator);
  return __p;
}

/* Device memory: the host (omp_get_initial_device(), or -1 as OpenMP 5.1 names it) is the only device. */
static int __omp_host(int __device) { return __device == omp_get_initial_device() || __device == -1; }

void *omp_target_alloc(unsigned long __size, int __device) { return __omp_host(__device) ? malloc(__size) : 0; }
void omp_target_free(void *__ptr, int __device)
{
  if (__ptr && __omp_host(__device))
    free(__ptr);
}
int omp_target_is_present(const void *__ptr, int __device) { return !__ptr || __omp_host(__device); }
int omp_target_memcpy(void *__dst, const void *__src, unsigned long __length, unsigned long __dst_offset, unsigned long __src_offset, int __dst_device, int __src_device)
{
  if (!__omp_host(__dst_device) || !__omp_host(__src_device))
    return EINVAL;
  memcpy((char *)__dst + __dst_offset, (const char *)__src + __src_offset, __length);
  return 0;
}

/* One dimension of a rectangular copy, and those below it. */
static void __omp_copy_rect(char *__dst, const char *__src, unsigned long __size, int __dims, const unsigned long *__volume, const unsigned long *__dst_off,
                            const unsigned long *__src_off, const unsigned long *__dst_dims, const unsigned long *__src_dims)
{
  unsigned long __dst_slice = __size, __src_slice = __size;
  for (int __k = 1; __k < __dims; __k++)
    __dst_slice *= __dst_dims[__k], __src_slice *= __src_dims[__k];
  if (__dims == 1) {
    memcpy(__dst + __dst_off[0] * __size, __src + __src_off[0] * __size, __volume[0] * __size);
    return;
  }
  for (unsigned long __j = 0; __j < __volume[0]; __j++)
    __omp_copy_rect(__dst + (__dst_off[0] + __j) * __dst_slice, __src + (__src_off[0] + __j) * __src_slice, __size, __dims - 1, __volume + 1, __dst_off + 1, __src_off + 1,
                    __dst_dims + 1, __src_dims + 1);
}

int omp_target_memcpy_rect(void *__dst, const void *__src, unsigned long __size, int __dims, const unsigned long *__volume, const unsigned long *__dst_offsets,
                           const unsigned long *__src_offsets, const unsigned long *__dst_dimensions, const unsigned long *__src_dimensions, int __dst_device, int __src_device)
{
  if (!__dst && !__src)
    return INT_MAX;
  if (__dims < 1 || !__omp_host(__dst_device) || !__omp_host(__src_device))
    return EINVAL;
  __omp_copy_rect(__dst, __src, __size, __dims, __volume, __dst_offsets, __src_offsets, __dst_dimensions, __src_dimensions);
  return 0;
}

/* Host memory has no device copy to associate. */
int omp_target_associate_ptr(const void *__host, const void *__device_ptr, unsigned long __size, unsigned long __offset, int __device)
{
  (void)__host, (void)__device_ptr, (void)__size, (void)__offset, (void)__device;
  return EINVAL;
}
int omp_target_disassociate_ptr(const void *__ptr, int __device)
{
  (void)__ptr, (void)__device;
  return EINVAL;
}

/* The affinity-format-var: OMP_AFFINITY_FORMAT's, else libgomp's own. */
static char *__omp_affinity_format;
static const char *__omp_format(void)
{
  if (!__omp_affinity_format) {
    const char *__env = getenv("OMP_AFFINITY_FORMAT");
    __omp_affinity_format = strdup(__env ? __env : "level %L thread %i affinity %A");
  }
  return __omp_affinity_format;
}

void omp_set_affinity_format(const char *__format)
{
  __omp_format();
  free(__omp_affinity_format);
  __omp_affinity_format = strdup(__format);
}

/* Copies `s` into buf (at most size - 1 characters and a NUL); returns its whole length. */
static unsigned long __omp_copy_out(char *__buf, unsigned long __size, const char *__s)
{
  unsigned long __n = strlen(__s);
  if (__size) {
    unsigned long __m = __n < __size - 1 ? __n : __size - 1;
    memcpy(__buf, __s, __m);
    __buf[__m] = 0;
  }
  return __n;
}

unsigned long omp_get_affinity_format(char *__buffer, unsigned long __size) { return __omp_copy_out(__buffer, __size, __omp_format()); }

/* A field of the format (its one-letter name, or long one in braces), as libgomp formats it. */
static int __omp_field(const char *__name, unsigned long __len, char *__out, unsigned long __room)
{
  static const char *const __long[] = { "team_num", "num_teams", "nesting_level", "thread_num", "num_threads", "ancestor_tnum", "host", "process_id", "native_thread_id", "thread_affinity" };
  static const char __short[] = "tTLnNaHPiA";
  char __c = 0;
  if (__len == 1)
    __c = strchr(__short, __name[0]) ? __name[0] : 0;
  for (int __k = 0; __k < 10 && __len > 1; __k++)
    if (strlen(__long[__k]) == __len && !strncmp(__long[__k], __name, __len))
      __c = __short[__k];
  switch (__c) {
  case 't': return snprintf(__out, __room, "%d", omp_get_team_num());
  case 'T': return snprintf(__out, __room, "%d", omp_get_num_teams());
  case 'L': return snprintf(__out, __room, "%d", omp_get_level());
  case 'n': return snprintf(__out, __room, "%d", omp_get_thread_num());
  case 'N': return snprintf(__out, __room, "%d", omp_get_num_threads());
  case 'a': return snprintf(__out, __room, "%d", omp_get_ancestor_thread_num(omp_get_level() - 1));
  case 'H': return gethostname(__out, __room) ? (__out[0] = 0) : (int)strlen(__out);
  case 'P': return snprintf(__out, __room, "%d", (int)getpid());
  case 'i': return snprintf(__out, __room, "%d", omp_get_thread_num());
  case 'A': return omp_get_num_procs() > 1 ? snprintf(__out, __room, "0-%d", omp_get_num_procs() - 1) : snprintf(__out, __room, "0");
  default: return -1;
  }
}

unsigned long omp_capture_affinity(char *__buffer, unsigned long __size, const char *__format)
{
  const char *__f = __format && *__format ? __format : __omp_format();
  unsigned long __cap = strlen(__f) + 64, __n = 0;
  char *__s = malloc(__cap);
  for (; *__f; __f++) {
    char __field[520];
    int __m;
    if (*__f != '%') {
      __field[0] = *__f, __field[1] = 0, __m = 1;
    } else if (__f[1] == '%') {
      __field[0] = '%', __field[1] = 0, __m = 1, __f++;
    } else {
      /* %[0][.][width]name: `.` right-justifies, `0` pads it with zeros; else left-justified. */
      int __zero = 0, __right = 0, __width = 0;
      __f++;
      if (*__f == '0')
        __zero = 1, __f++;
      if (*__f == '.')
        __right = 1, __f++;
      else if (__zero) {
        fprintf(stderr, "\nlibgomp: leading zero not followed by dot in affinity format\n");
        exit(1);
      }
      while (*__f >= '0' && *__f <= '9')
        __width = __width * 10 + (*__f++ - '0');
      const char *__name = __f;
      unsigned long __len = 1;
      if (*__f == '{') {
        const char *__close = strchr(__f, '}');
        __name = __f + 1, __len = __close ? (unsigned long)(__close - __name) : strlen(__name);
        __f = __close ? __close : __f + strlen(__f) - 1;
      }
      char __value[256];
      int __v = __omp_field(__name, __len, __value, sizeof __value);
      if (__v < 0) {
        fprintf(stderr, "\nlibgomp: unsupported type %c in affinity format\n", *__name);
        exit(1);
      }
      int __pad = __width > __v && __width < 256 ? __width - __v : 0;
      if (__right) {
        memset(__field, __zero ? '0' : ' ', __pad);
        strcpy(__field + __pad, __value);
      } else {
        strcpy(__field, __value);
        memset(__field + __v, ' ', __pad);
        __field[__v + __pad] = 0;
      }
      __m = __v + __pad;
    }
    if (__n + __m + 1 > __cap)
      __s = realloc(__s, __cap = 2 * (__n + __m + 1));
    memcpy(__s + __n, __field, __m + 1);
    __n += __m;
  }
  __s[__n] = 0;
  unsigned long __r = __omp_copy_out(__buffer, __size, __s);
  free(__s);
  return __r;
}

void omp_display_affinity(const char *__format)
{
  unsigned long __n = omp_capture_affinity(0, 0, __format);
  char *__s = malloc(__n + 1);
  omp_capture_affinity(__s, __n + 1, __format);
  fprintf(stderr, "%s\n", __s);
  free(__s);
}

/* The internal control variables as libgomp prints them (to stderr; `verbose` adds its own GOMP_ ones). */
void omp_display_env(int __verbose)
{
  omp_sched_t __kind;
  int __chunk;
  omp_get_schedule(&__kind, &__chunk);
  static const char *const __kinds[] = { "RUNTIME", "STATIC", "DYNAMIC", "GUIDED", "AUTO" };
  const char *__threads = getenv("OMP_NUM_THREADS"), *__wait = getenv("OMP_WAIT_POLICY");
  char __nthreads[64];
  if (__threads && strspn(__threads, "0123456789,") == strlen(__threads) && atoi(__threads) > 0)
    snprintf(__nthreads, sizeof __nthreads, "%s", __threads);
  else
    snprintf(__nthreads, sizeof __nthreads, "%d", omp_get_max_threads());
  unsigned __limit = omp_get_thread_limit() == INT_MAX ? UINT_MAX : (unsigned)omp_get_thread_limit();
  /* OMP_ALLOCATOR's allocator: the initial value of def-allocator-var, which libgomp shows. */
  omp_allocator_handle_t __a = __omp_env_allocator();
  fprintf(stderr, "\nOPENMP DISPLAY ENVIRONMENT BEGIN\n  _OPENMP = '201511'\n  OMP_DYNAMIC = '%s'\n  OMP_NESTED = '%s'\n  OMP_NUM_THREADS = '%s'\n", omp_get_dynamic() ? "TRUE" : "FALSE",
          omp_get_max_active_levels() > 1 ? "TRUE" : "FALSE", __nthreads);
  int __k = __kind & ~omp_sched_monotonic;
  fprintf(stderr, "  OMP_SCHEDULE = '%s%s", (__kind & omp_sched_monotonic) ? "MONOTONIC:" : "", __kinds[__k >= 1 && __k <= 4 ? __k : 0]);
  if (__k == omp_sched_static ? __chunk > 0 : __chunk > 1)
    fprintf(stderr, ",%d", __chunk);
  fprintf(stderr, "'\n  OMP_PROC_BIND = 'FALSE'\n  OMP_PLACES = ''\n  OMP_STACKSIZE = '0'\n  OMP_WAIT_POLICY = '%s'\n  OMP_THREAD_LIMIT = '%u'\n",
          __wait && (__wait[0] == 'a' || __wait[0] == 'A') ? "ACTIVE" : "PASSIVE", __limit);
  fprintf(stderr, "  OMP_MAX_ACTIVE_LEVELS = '%d'\n  OMP_NUM_TEAMS = '%d'\n  OMP_TEAMS_THREAD_LIMIT = '0'\n  OMP_CANCELLATION = 'FALSE'\n  OMP_DEFAULT_DEVICE = '%d'\n",
          omp_get_max_active_levels(), omp_get_max_teams(), omp_get_default_device());
  fprintf(stderr, "  OMP_MAX_TASK_PRIORITY = '%d'\n  OMP_DISPLAY_AFFINITY = 'FALSE'\n  OMP_AFFINITY_FORMAT = '%s'\n  OMP_ALLOCATOR = '%s'\n  OMP_TARGET_OFFLOAD = 'DEFAULT'\n",
          omp_get_max_task_priority(), __omp_format(), __omp_allocator_names[__a]);
  if (__verbose)
    fprintf(stderr, "  GOMP_CPU_AFFINITY = ''\n  GOMP_STACKSIZE = '0'\n  GOMP_SPINCOUNT = '%s'\n",
            !__wait ? "300000" : __wait[0] == 'a' || __wait[0] == 'A' ? "30000000000" : __wait[0] == 'p' || __wait[0] == 'P' ? "0" : "300000");
  fprintf(stderr, "OPENMP DISPLAY ENVIRONMENT END\n");
}

/* OMP_SCHEDULE ([monotonic:|nonmonotonic:]kind[,chunk]) into run-sched-var, as libgomp reads it at start. */
void __mpisim_omp_env_schedule(void)
{
  static const char *const __names[] = { "static", "dynamic", "guided", "auto" };
  const char *__s = getenv("OMP_SCHEDULE");
  int __monotonic = 0;
  if (!__s)
    return;
  if (!strncasecmp(__s, "monotonic:", 10))
    __monotonic = 1, __s += 10;
  else if (!strncasecmp(__s, "nonmonotonic:", 13))
    __s += 13;
  for (int __k = 0; __k < 4; __k++) {
    unsigned long __l = strlen(__names[__k]);
    if (strncasecmp(__s, __names[__k], __l) || (__s[__l] && __s[__l] != ','))
      continue;
    omp_set_schedule((omp_sched_t)((__k + 1) | (__monotonic ? omp_sched_monotonic : 0)), __s[__l] == ',' ? atoi(__s + __l + 1) : 0);
    return;
  }
}

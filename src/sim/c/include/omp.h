/*
 * Built-in <omp.h>: the OpenMP runtime interface of gcc 12's libgomp (every function its omp.h declares), with its types'
 * sizes, alignments and enumerator values (programs pass them to the library and store them).
 * The runtime (<built-in>/mpisim-omp.c) is linked only with -fopenmp or -lgomp, as libgomp is.
 */
#ifndef _OMP_H
#define _OMP_H 1

typedef struct { unsigned char _x[4] __attribute__((__aligned__(4))); } omp_lock_t;
typedef struct { unsigned char _x[16] __attribute__((__aligned__(8))); } omp_nest_lock_t;

__extension__ typedef enum omp_sched_t {
  omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3, omp_sched_auto = 4,
  omp_sched_monotonic = 0x80000000U
} omp_sched_t;

typedef enum omp_proc_bind_t {
  omp_proc_bind_false = 0, omp_proc_bind_true = 1, omp_proc_bind_primary = 2,
  omp_proc_bind_master = omp_proc_bind_primary, omp_proc_bind_close = 3, omp_proc_bind_spread = 4
} omp_proc_bind_t;

typedef enum omp_sync_hint_t {
  omp_sync_hint_none = 0, omp_lock_hint_none = omp_sync_hint_none,
  omp_sync_hint_uncontended = 1, omp_lock_hint_uncontended = omp_sync_hint_uncontended,
  omp_sync_hint_contended = 2, omp_lock_hint_contended = omp_sync_hint_contended,
  omp_sync_hint_nonspeculative = 4, omp_lock_hint_nonspeculative = omp_sync_hint_nonspeculative,
  omp_sync_hint_speculative = 8, omp_lock_hint_speculative = omp_sync_hint_speculative
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;

typedef struct __attribute__((__aligned__(8))) omp_depend_t { char __omp_depend_t__[16]; } omp_depend_t;

typedef enum omp_pause_resource_t { omp_pause_soft = 1, omp_pause_hard = 2 } omp_pause_resource_t;

typedef unsigned long omp_uintptr_t;

__extension__ typedef enum omp_memspace_handle_t {
  omp_default_mem_space = 0, omp_large_cap_mem_space = 1, omp_const_mem_space = 2,
  omp_high_bw_mem_space = 3, omp_low_lat_mem_space = 4, __omp_memspace_handle_t_max__ = 0xffffffffffffffffUL
} omp_memspace_handle_t;

__extension__ typedef enum omp_allocator_handle_t {
  omp_null_allocator = 0, omp_default_mem_alloc = 1, omp_large_cap_mem_alloc = 2, omp_const_mem_alloc = 3,
  omp_high_bw_mem_alloc = 4, omp_low_lat_mem_alloc = 5, omp_cgroup_mem_alloc = 6, omp_pteam_mem_alloc = 7,
  omp_thread_mem_alloc = 8, __omp_allocator_handle_t_max__ = 0xffffffffffffffffUL
} omp_allocator_handle_t;

typedef enum omp_alloctrait_key_t {
  omp_atk_sync_hint = 1, omp_atk_alignment = 2, omp_atk_access = 3, omp_atk_pool_size = 4, omp_atk_fallback = 5,
  omp_atk_fb_data = 6, omp_atk_pinned = 7, omp_atk_partition = 8
} omp_alloctrait_key_t;

__extension__ typedef enum omp_alloctrait_value_t {
  omp_atv_default = (unsigned long)-1, omp_atv_false = 0, omp_atv_true = 1, omp_atv_contended = 3, omp_atv_uncontended = 4,
  omp_atv_serialized = 5, omp_atv_sequential = omp_atv_serialized, omp_atv_private = 6, omp_atv_all = 7, omp_atv_thread = 8,
  omp_atv_pteam = 9, omp_atv_cgroup = 10, omp_atv_default_mem_fb = 11, omp_atv_null_fb = 12, omp_atv_abort_fb = 13,
  omp_atv_allocator_fb = 14, omp_atv_environment = 15, omp_atv_nearest = 16, omp_atv_blocked = 17, omp_atv_interleaved = 18
} omp_alloctrait_value_t;

typedef struct omp_alloctrait_t { omp_alloctrait_key_t key; omp_uintptr_t value; } omp_alloctrait_t;

__extension__ typedef enum omp_event_handle_t { __omp_event_handle_t_max__ = 0xffffffffffffffffUL } omp_event_handle_t;

void omp_set_num_threads(int __n);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
int omp_in_parallel(void);
void omp_set_dynamic(int __on);
int omp_get_dynamic(void);
void omp_set_nested(int __on);
int omp_get_nested(void);

void omp_init_lock(omp_lock_t *__lock);
void omp_init_lock_with_hint(omp_lock_t *__lock, omp_sync_hint_t __hint);
void omp_destroy_lock(omp_lock_t *__lock);
void omp_set_lock(omp_lock_t *__lock);
void omp_unset_lock(omp_lock_t *__lock);
int omp_test_lock(omp_lock_t *__lock);
void omp_init_nest_lock(omp_nest_lock_t *__lock);
void omp_init_nest_lock_with_hint(omp_nest_lock_t *__lock, omp_sync_hint_t __hint);
void omp_destroy_nest_lock(omp_nest_lock_t *__lock);
void omp_set_nest_lock(omp_nest_lock_t *__lock);
void omp_unset_nest_lock(omp_nest_lock_t *__lock);
int omp_test_nest_lock(omp_nest_lock_t *__lock);

double omp_get_wtime(void);
double omp_get_wtick(void);

void omp_set_schedule(omp_sched_t __kind, int __chunk);
void omp_get_schedule(omp_sched_t *__kind, int *__chunk);
int omp_get_thread_limit(void);
void omp_set_max_active_levels(int __levels);
int omp_get_max_active_levels(void);
int omp_get_supported_active_levels(void);
int omp_get_level(void);
int omp_get_ancestor_thread_num(int __level);
int omp_get_team_size(int __level);
int omp_get_active_level(void);
int omp_in_final(void);
int omp_get_cancellation(void);
omp_proc_bind_t omp_get_proc_bind(void);
int omp_get_num_places(void);
int omp_get_place_num_procs(int __place);
void omp_get_place_proc_ids(int __place, int *__ids);
int omp_get_place_num(void);
int omp_get_partition_num_places(void);
void omp_get_partition_place_nums(int *__places);
void omp_set_default_device(int __device);
int omp_get_default_device(void);
int omp_get_num_devices(void);
int omp_get_device_num(void);
int omp_get_num_teams(void);
int omp_get_team_num(void);
int omp_is_initial_device(void);
int omp_get_initial_device(void);
int omp_get_max_task_priority(void);
void omp_fulfill_event(omp_event_handle_t __event);
void omp_set_num_teams(int __teams);
int omp_get_max_teams(void);
void omp_set_teams_thread_limit(int __limit);
int omp_get_teams_thread_limit(void);
int omp_pause_resource(omp_pause_resource_t __kind, int __device);
int omp_pause_resource_all(omp_pause_resource_t __kind);

void *omp_target_alloc(unsigned long __size, int __device);
void omp_target_free(void *__ptr, int __device);
int omp_target_is_present(const void *__ptr, int __device);
int omp_target_memcpy(void *__dst, const void *__src, unsigned long __length, unsigned long __dst_offset, unsigned long __src_offset, int __dst_device, int __src_device);
int omp_target_memcpy_rect(void *__dst, const void *__src, unsigned long __size, int __dims, const unsigned long *__volume, const unsigned long *__dst_offsets,
                           const unsigned long *__src_offsets, const unsigned long *__dst_dimensions, const unsigned long *__src_dimensions, int __dst_device, int __src_device);
int omp_target_associate_ptr(const void *__host, const void *__device_ptr, unsigned long __size, unsigned long __offset, int __device);
int omp_target_disassociate_ptr(const void *__ptr, int __device);

void omp_set_affinity_format(const char *__format);
unsigned long omp_get_affinity_format(char *__buffer, unsigned long __size);
void omp_display_affinity(const char *__format);
unsigned long omp_capture_affinity(char *__buffer, unsigned long __size, const char *__format);

omp_allocator_handle_t omp_init_allocator(omp_memspace_handle_t __memspace, int __ntraits, const omp_alloctrait_t __traits[]);
void omp_destroy_allocator(omp_allocator_handle_t __allocator);
void omp_set_default_allocator(omp_allocator_handle_t __allocator);
omp_allocator_handle_t omp_get_default_allocator(void);
void *omp_alloc(unsigned long __size, omp_allocator_handle_t __allocator);
void *omp_aligned_alloc(unsigned long __alignment, unsigned long __size, omp_allocator_handle_t __allocator);
void *omp_calloc(unsigned long __n, unsigned long __size, omp_allocator_handle_t __allocator);
void *omp_realloc(void *__ptr, unsigned long __size, omp_allocator_handle_t __allocator, omp_allocator_handle_t __free_allocator);
void *omp_aligned_calloc(unsigned long __alignment, unsigned long __n, unsigned long __size, omp_allocator_handle_t __allocator);
void omp_free(void *__ptr, omp_allocator_handle_t __allocator);

void omp_display_env(int __verbose);

#endif

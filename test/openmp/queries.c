/* The runtime's answers at levels 0, 1 and 2, and how omp_set_num_threads reaches nested regions. */
#include <omp.h>
#include <stdio.h>

#define TEAM 3

static void report(const char *where)
{
  printf("%s: thread %d of %d, max %d, level %d, active %d, in_parallel %d, ancestor %d/%d, team %d/%d\n", where,
         omp_get_thread_num(), omp_get_num_threads(), omp_get_max_threads(), omp_get_level(), omp_get_active_level(),
         omp_in_parallel(), omp_get_ancestor_thread_num(omp_get_level()), omp_get_ancestor_thread_num(omp_get_level() + 1),
         omp_get_team_size(omp_get_level()), omp_get_team_size(-1));
}

int main(void)
{
#ifdef _OPENMP
  printf("_OPENMP %d\n", _OPENMP);
#endif
  printf("limit %d, procs at least one %d, dynamic %d, nested %d, max active %d, cancellation %d, bind %d, final %d\n",
         omp_get_thread_limit(), omp_get_num_procs() >= 1, omp_get_dynamic(), omp_get_nested(), omp_get_max_active_levels(),
         omp_get_cancellation(), (int)omp_get_proc_bind(), omp_in_final());
  printf("devices %d, default %d, initial %d, is initial %d, teams %d, team %d, places %d, priority %d\n",
         omp_get_num_devices(), omp_get_default_device(), omp_get_initial_device(), omp_is_initial_device(),
         omp_get_num_teams(), omp_get_team_num(), omp_get_num_places(), omp_get_max_task_priority());
  omp_sched_t kind;
  int chunk;
  omp_get_schedule(&kind, &chunk);
  printf("schedule %d chunk %d, wtick %g\n", (int)kind, chunk, omp_get_wtick());
  printf("sizes: lock %zu/%zu nest %zu/%zu sched %zu allocator %zu memspace %zu; monotonic %d\n", sizeof(omp_lock_t),
         _Alignof(omp_lock_t), sizeof(omp_nest_lock_t), _Alignof(omp_nest_lock_t), sizeof(omp_sched_t),
         sizeof(omp_allocator_handle_t), sizeof(omp_memspace_handle_t), omp_sched_monotonic > 0);
  report("level 0");
  omp_set_num_threads(4);
#pragma omp parallel num_threads(TEAM)
  {
    report("level 1");
    omp_set_num_threads(7);
#pragma omp parallel
    report("level 2");
    report("level 1 again");
  }
  report("level 0 again");
  omp_set_dynamic(1);
  omp_set_max_active_levels(3);
  printf("dynamic %d, max active %d\n", omp_get_dynamic(), omp_get_max_active_levels());
  return 0;
}

/* Hybrid MPI+OpenMP: each rank's team (of one thread here) computes a partial sum that MPI combines. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

#define N 1000

int main(int argc, char **argv)
{
  int provided, rank, size;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  printf("rank %d of %d: provided %d, threads %d max %d limit %d level %d\n", rank, size, provided >= MPI_THREAD_FUNNELED,
         omp_get_num_threads(), omp_get_max_threads(), omp_get_thread_limit(), omp_get_level());

  double local = 0.5 * rank, start = MPI_Wtime(), t0 = omp_get_wtime();
  int chunk = N / size, lo = rank * chunk, hi = rank == size - 1 ? N : lo + chunk;
  long count = 0;
#pragma omp parallel for reduction(+:local, count) schedule(static)
  for (int i = lo; i < hi; i++) {
    local += 1.0 / (1.0 + i);
    count++;
  }
  double t1 = omp_get_wtime();
  printf("rank %d: local %.17g count %ld wtime ok %d\n", rank, local, count, t1 - t0 >= 0 && MPI_Wtime() >= start);

  int tid = -1, nth = -1, lvl = -1, act = -1, inpar = -1;
#pragma omp parallel num_threads(4)
  {
#pragma omp master
    {
      tid = omp_get_thread_num();
      nth = omp_get_num_threads();
      lvl = omp_get_level();
      act = omp_get_active_level();
      inpar = omp_in_parallel();
      /* FUNNELED: only the master thread calls MPI. */
      MPI_Barrier(MPI_COMM_WORLD);
    }
  }
  printf("rank %d region: thread %d of %d level %d active %d in_parallel %d\n", rank, tid, nth, lvl, act, inpar);

  double total;
  MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  int token = rank;
#pragma omp parallel firstprivate(token) shared(total)
  {
#pragma omp single
    {
      token += 100;
      MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
      MPI_Recv(&token, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      printf("rank %d got token %d total %.17g\n", rank, token, total);
    }
  }
  printf("rank %d token after region %d\n", rank, token);
  MPI_Finalize();
  return 0;
}

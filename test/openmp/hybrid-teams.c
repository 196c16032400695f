/*
 * MPI+OpenMP with teams of OMP_NUM_THREADS threads: MPI_THREAD_FUNNELED, each rank's team
 * computes its part (a reduction, per-thread partial sums the master thread gathers), the
 * master thread calls MPI inside the region between barriers, and the ranks combine. Every
 * member asks MPI_Is_thread_main and MPI_Query_thread, and calls MPI_Allreduce on MPI_COMM_SELF
 * one at a time although FUNNELED forbids it: MPICH does not check which thread calls.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

#define N 4000
#define MAXT 16

int main(int argc, char **argv)
{
  int provided, rank, size;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  long local = 0, partial[MAXT] = {0}, total = 0, inside = 0;
  int nthreads = 0, mains[MAXT] = {0}, levels[MAXT] = {0}, selfs[MAXT] = {0};
#pragma omp parallel reduction(+:local)
  {
    int me = omp_get_thread_num();
    MPI_Is_thread_main(&mains[me]);
    MPI_Query_thread(&levels[me]);
#pragma omp critical
    {
      int mine = rank + me;
      MPI_Allreduce(&mine, &selfs[me], 1, MPI_INT, MPI_SUM, MPI_COMM_SELF);
    }
#pragma omp for schedule(static)
    for (int i = rank; i < N; i += size) {
      local += i;
      partial[me] += i;
    }
#pragma omp master
    {
      nthreads = omp_get_num_threads();
      long mine = 0;
      for (int t = 0; t < nthreads; t++)
        mine += partial[t];
      MPI_Allreduce(&mine, &inside, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    }
#pragma omp barrier
  }
  MPI_Reduce(&local, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  int query;
  MPI_Query_thread(&query);
  printf("rank %d: provided %d query %d threads %d local %ld inside %ld\n", rank, provided, query, nthreads, local, inside);
  for (int t = 0; t < nthreads; t++)
    printf("rank %d thread %d: %ld main %d level %d self %d\n", rank, t, partial[t], mains[t], levels[t], selfs[t]);
  if (rank == 0)
    printf("total %ld expected %ld\n", total, (long)N * (N - 1) / 2);
  MPI_Finalize();
  return 0;
}

/*
 * Task dependences made at run time: depend(iterator(it = lo:hi[:step]), kind: a[it]) (an item
 * for each value of the iterators, of any type, a negative step too), and depend objects
 * (omp_depend_t set by #pragma omp depobj with depend, update and destroy, then named by
 * depend(depobj: o)), on tasks and taskwait. Each rank's tasks fill, sum and update an array in
 * the order the dependences make (so the output is the same whatever order the threads run
 * in); the ranks' sums are combined by MPI_Allreduce.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

#define N 8

int main(int argc, char **argv)
{
  int rank, provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int b[N] = {0}, c[N][2] = {{0}}, x = rank, y = 0;
  omp_depend_t o, q;
#pragma omp depobj(o) depend(inout: x)
#pragma omp depobj(q) depend(out: y)
#pragma omp parallel
#pragma omp single
  {
    for (int k = 0; k < N; k++) {
#pragma omp task depend(out: b[k]) firstprivate(k)
      b[k] = k * k + rank;
    }
    /* Reads every element: waits for all the writers. */
#pragma omp task depend(iterator(it = 0:N), in: b[it]) depend(depobj: o)
    for (int k = 0; k < N; k++) x += b[k];
#pragma omp depobj(o) update(in)
    /* Reads x (after the sum), writes every other element from the last down. */
#pragma omp task depend(depobj: o) depend(iterator(long u = N - 1:-1:-2), inout: b[u])
    for (int k = N - 1; k >= 0; k -= 2) b[k] += x;
    /* Two iterators: the pairs of a 2-D array. */
    for (int k = 0; k < N; k++) {
#pragma omp task depend(out: c[k][0], c[k][1]) firstprivate(k)
      { c[k][0] = k; c[k][1] = -k; }
    }
#pragma omp task depend(iterator(i = 0:N, j = 0:2), in: c[i][j]) depend(depobj: q)
    for (int i = 0; i < N; i++) y += c[i][0] * c[i][0] + c[i][1];
#pragma omp taskwait depend(iterator(w = 0:N:1), in: b[w]) depend(depobj: q)
    printf("rank %d: x %d, b %d %d %d, y %d\n", rank, x, b[0], b[1], b[N - 1], y);
  }
#pragma omp depobj(o) destroy
#pragma omp depobj(q) destroy
  int mine[2] = { x, b[N - 1] }, all[2];
  MPI_Allreduce(mine, all, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  printf("rank %d: sums %d %d\n", rank, all[0], all[1]);
  MPI_Finalize();
  return 0;
}

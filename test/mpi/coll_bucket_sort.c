// mpi-np: 1 2 3 4 7
/* Parallel bucket sort: Alltoall of counts, Alltoallv of keys, then Gatherv of the sorted
   pieces, Scan/Exscan for global offsets. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
static int cmp(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
int main(int argc, char **argv) {
  int rank, size, n = 37;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *keys = malloc(n * sizeof(int)), *scount = calloc(size, sizeof(int)), *rcount = malloc(size * sizeof(int));
  int *sdisp = malloc(size * sizeof(int)), *rdisp = malloc(size * sizeof(int));
  unsigned s = 12345u + rank * 7919u;
  for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; keys[i] = (s >> 8) % 1000; }
  qsort(keys, n, sizeof(int), cmp);
  for (int i = 0; i < n; i++) scount[keys[i] * size / 1000]++;
  MPI_Alltoall(scount, 1, MPI_INT, rcount, 1, MPI_INT, MPI_COMM_WORLD);
  int tot = 0;
  for (int p = 0; p < size; p++) { sdisp[p] = p ? sdisp[p - 1] + scount[p - 1] : 0; rdisp[p] = tot; tot += rcount[p]; }
  int *mine = malloc((tot + 1) * sizeof(int));
  MPI_Alltoallv(keys, scount, sdisp, MPI_INT, mine, rcount, rdisp, MPI_INT, MPI_COMM_WORLD);
  qsort(mine, tot, sizeof(int), cmp);
  int before, incl;
  MPI_Exscan(&tot, &before, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Scan(&tot, &incl, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) before = 0;
  printf("rank %d holds %d keys, offset %d..%d, range %d..%d\n", rank, tot, before, incl, tot ? mine[0] : -1, tot ? mine[tot - 1] : -1);
  int *counts = NULL, *displs = NULL, *all = NULL;
  if (rank == 0) { counts = malloc(size * sizeof(int)); displs = malloc(size * sizeof(int)); all = malloc(n * size * sizeof(int)); }
  MPI_Gather(&tot, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (rank == 0) for (int p = 0; p < size; p++) displs[p] = p ? displs[p - 1] + counts[p - 1] : 0;
  MPI_Gatherv(mine, tot, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    int ok = 1;
    for (int i = 1; i < n * size; i++) if (all[i - 1] > all[i]) ok = 0;
    printf("sorted %d:", ok);
    for (int i = 0; i < n * size; i += 5) printf(" %d", all[i]);
    printf("\n");
    free(counts); free(displs); free(all);
  }
  free(keys); free(scount); free(rcount); free(sdisp); free(rdisp); free(mine);
  MPI_Finalize();
  return 0;
}

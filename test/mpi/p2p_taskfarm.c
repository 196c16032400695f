// mpi-np: 2 3 5 8
/* Master/worker task farm: the master hands out tasks with MPI_ANY_SOURCE/MPI_ANY_TAG receives,
   inspects MPI_SOURCE/MPI_TAG and MPI_Get_count, and prints aggregated, order-free results. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define NTASK 23
#define WORK 1
#define STOP 2
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    long results[NTASK];
    int done[64] = {0}, next = 0, active = 0, tags[3] = {0};
    for (int w = 1; w < size; w++) {
      if (next < NTASK) { MPI_Send(&next, 1, MPI_INT, w, WORK, MPI_COMM_WORLD); next++; active++; }
      else MPI_Send(&next, 0, MPI_INT, w, STOP, MPI_COMM_WORLD);
    }
    while (active > 0) {
      long msg[3];
      MPI_Status st;
      int cnt;
      MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
      MPI_Get_count(&st, MPI_LONG, &cnt);
      MPI_Recv(msg, 3, MPI_LONG, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, &st);
      if (cnt != 3 || msg[2] != st.MPI_SOURCE) printf("bad message from %d count %d\n", st.MPI_SOURCE, cnt);
      tags[st.MPI_TAG % 3]++;
      results[msg[0]] = msg[1];
      done[st.MPI_SOURCE]++;
      active--;
      if (next < NTASK) { MPI_Send(&next, 1, MPI_INT, st.MPI_SOURCE, WORK, MPI_COMM_WORLD); next++; active++; }
      else MPI_Send(&next, 0, MPI_INT, st.MPI_SOURCE, STOP, MPI_COMM_WORLD);
    }
    long total = 0, sum = 0;
    for (int t = 0; t < NTASK; t++) { printf("task %d -> %ld\n", t, results[t]); total += results[t]; }
    for (int w = 1; w < size; w++) sum += done[w];
    printf("total %ld tasks %ld tags %d %d %d\n", total, sum, tags[0], tags[1], tags[2]);
  } else {
    int ntasks = 0;
    for (;;) {
      int t, cnt;
      MPI_Status st;
      MPI_Recv(&t, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
      MPI_Get_count(&st, MPI_INT, &cnt);
      if (st.MPI_TAG == STOP) { printf("stop count %d\n", cnt); break; }
      long msg[3] = {t, (long)t * t + 7, rank};
      MPI_Send(msg, 3, MPI_LONG, 0, 10 + t % 5, MPI_COMM_WORLD);
      ntasks++;
    }
    int all;
    MPI_Reduce(&ntasks, &all, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    (void)all;
  }
  if (rank == 0) { int zero = 0, all; MPI_Reduce(&zero, &all, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); printf("workers did %d\n", all); }
  MPI_Finalize();
  return 0;
}

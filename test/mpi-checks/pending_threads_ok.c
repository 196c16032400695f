/* Threads that each rewrite their own buffers between operations (MPICH's threads/pt2pt/mt_*_pers
   and threads/comm/idup_nb): a persistent receive restarted after its MPI_Wait, and nonblocking
   collectives progressing while the main thread waits in pthread_join. No pending-buffer write. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#define NTHREADS 3
#define COUNT 2048
static int rank, bufs[NTHREADS][COUNT], sums[NTHREADS][2];
static MPI_Comm comms[NTHREADS];
static void *body(void *arg) {
  int id = (int)(long)arg, i, k, in[2];
  MPI_Request r, c[2];
  if (rank == 0) MPI_Send_init(bufs[id], COUNT, MPI_INT, 1, id, MPI_COMM_WORLD, &r);
  else MPI_Recv_init(bufs[id], COUNT, MPI_INT, 0, id, MPI_COMM_WORLD, &r);
  for (k = 0; k < 8; k++) {
    for (i = 0; i < COUNT; i++) bufs[id][i] = rank == 0 ? i + k : -1;
    MPI_Start(&r);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    if (rank == 1 && bufs[id][COUNT - 1] != COUNT - 1 + k) printf("thread %d: wrong data\n", id);
    in[0] = rank + id;
    in[1] = k;
    MPI_Iallreduce(&in[0], &sums[id][0], 1, MPI_INT, MPI_SUM, comms[id], &c[0]);
    MPI_Iscan(&in[1], &sums[id][1], 1, MPI_INT, MPI_SUM, comms[id], &c[1]);
    MPI_Waitall(2, c, MPI_STATUSES_IGNORE);
    sums[id][0] = sums[id][1] = 0;
  }
  MPI_Request_free(&r);
  return NULL;
}
int main(int argc, char **argv) {
  int provided, i;
  pthread_t t[NTHREADS];
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < NTHREADS; i++) MPI_Comm_dup(MPI_COMM_WORLD, &comms[i]);
  for (i = 0; i < NTHREADS; i++) pthread_create(&t[i], NULL, body, (void *)(long)i);
  for (i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
  for (i = 0; i < NTHREADS; i++) MPI_Comm_free(&comms[i]);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

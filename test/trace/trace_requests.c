// Request kinds for the trace round trip: persistent sends and receives (MPI_Start, twice),
// MPI_Request_free on an active send, a matched probe with MPI_Imrecv, MPI_Sendrecv, a buffered
// send, MPI_Waitany and MPI_Testsome. Each rank prints every message it receives (world source,
// tag, bytes) for the comparison with real MPICH.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void got(MPI_Status *st) {
  int bytes;
  MPI_Get_count(st, MPI_BYTE, &bytes);
  printf("from %d tag %d bytes %d\n", st->MPI_SOURCE, st->MPI_TAG, bytes);
}

int main(int argc, char **argv) {
  int rank, size, i, k, x[8] = {0}, y[8];
  MPI_Request rq[4];
  MPI_Status st[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int right = (rank + 1) % size, left = (rank + size - 1) % size;

  MPI_Send_init(x, 2, MPI_INT, right, 1, MPI_COMM_WORLD, &rq[0]);
  MPI_Recv_init(y, 2, MPI_INT, left, 1, MPI_COMM_WORLD, &rq[1]);
  for (i = 0; i < 2; i++) {
    MPI_Startall(2, rq);
    MPI_Waitall(2, rq, st);
    got(&st[1]);
  }
  MPI_Request_free(&rq[0]);
  MPI_Request_free(&rq[1]);

  MPI_Isend(x, 3, MPI_INT, right, 2, MPI_COMM_WORLD, &rq[0]);
  MPI_Request_free(&rq[0]);
  MPI_Message m;
  MPI_Mprobe(left, 2, MPI_COMM_WORLD, &m, &st[0]);
  MPI_Imrecv(y, 3, MPI_INT, &m, &rq[1]);
  MPI_Wait(&rq[1], &st[1]);
  got(&st[1]);

  MPI_Sendrecv(x, 4, MPI_INT, right, 3, y, 4, MPI_INT, left, 3, MPI_COMM_WORLD, &st[0]);
  got(&st[0]);

  int bsize = 1024 + MPI_BSEND_OVERHEAD;
  void *buf = malloc(bsize);
  MPI_Buffer_attach(buf, bsize);
  MPI_Bsend(x, 5, MPI_INT, right, 4, MPI_COMM_WORLD);
  MPI_Recv(y, 5, MPI_INT, left, 4, MPI_COMM_WORLD, &st[0]);
  got(&st[0]);
  MPI_Buffer_detach(&buf, &bsize);
  free(buf);

  MPI_Irecv(y, 1, MPI_INT, left, 5, MPI_COMM_WORLD, &rq[0]);
  MPI_Irecv(y + 1, 1, MPI_INT, left, 6, MPI_COMM_WORLD, &rq[1]);
  MPI_Send(x, 1, MPI_INT, right, 6, MPI_COMM_WORLD);
  MPI_Send(x, 1, MPI_INT, right, 5, MPI_COMM_WORLD);
  MPI_Waitany(2, rq, &k, &st[0]);
  got(&st[0]);
  int done = 0, idx[2];
  while (done == 0) {
    int n;
    MPI_Testsome(2, rq, &n, idx, st);
    if (n != MPI_UNDEFINED && n > 0) { done = n; got(&st[0]); }
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}

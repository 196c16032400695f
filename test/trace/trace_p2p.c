// A mix of MPI point-to-point and collective calls for the trace round trip: blocking and
// non-blocking sends and receives (completed out of order, one cancelled), a sub-communicator,
// collectives. Each rank prints every message it receives (world source, tag, bytes), so a run
// under real MPICH lists the messages a trace of the same program must contain.
#include <mpi.h>
#include <stdio.h>

static void got(const char *how, MPI_Comm comm, MPI_Status *st) {
  int bytes, world;
  MPI_Group g, wg;
  MPI_Get_count(st, MPI_BYTE, &bytes);
  MPI_Comm_group(comm, &g);
  MPI_Comm_group(MPI_COMM_WORLD, &wg);
  MPI_Group_translate_ranks(g, 1, &st->MPI_SOURCE, wg, &world);
  MPI_Group_free(&g);
  MPI_Group_free(&wg);
  printf("%s from %d tag %d bytes %d\n", how, world, st->MPI_TAG, bytes);
}

int main(int argc, char **argv) {
  int rank, size, sum;
  int a[4] = {1, 2, 3, 4}, b[4], b2[4], b3[4], c[16];
  MPI_Request rq[3];
  MPI_Status st[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    MPI_Isend(a, 4, MPI_INT, 1, 7, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend(a, 2, MPI_INT, 1, 7, MPI_COMM_WORLD, &rq[1]);
    MPI_Send(a, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
    MPI_Wait(&rq[1], &st[1]);
    MPI_Wait(&rq[0], &st[0]);
    MPI_Send(c, 16, MPI_INT, 2, 3, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Irecv(b, 4, MPI_INT, 0, 7, MPI_COMM_WORLD, &rq[0]);
    MPI_Irecv(b2, 4, MPI_INT, 0, 7, MPI_COMM_WORLD, &rq[1]);
    MPI_Irecv(c, 4, MPI_INT, MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &rq[2]);
    MPI_Recv(b3, 4, MPI_INT, 0, 7, MPI_COMM_WORLD, &st[0]);
    got("recv", MPI_COMM_WORLD, &st[0]);
    MPI_Cancel(&rq[2]);
    MPI_Wait(&rq[2], &st[2]);
    MPI_Waitall(2, rq, st);
    got("irecv", MPI_COMM_WORLD, &st[0]);
    got("irecv", MPI_COMM_WORLD, &st[1]);
  } else if (rank == 2) {
    MPI_Recv(c, 16, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st[0]);
    got("recv", MPI_COMM_WORLD, &st[0]);
  }
  MPI_Comm half;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
  int hr, hs;
  MPI_Comm_rank(half, &hr);
  MPI_Comm_size(half, &hs);
  if (hs > 1) {
    int flag = 0;
    if (hr == 0) {
      MPI_Irecv(b, 1, MPI_INT, 1, 11, half, &rq[0]);
      while (!flag) MPI_Test(&rq[0], &flag, &st[0]);
      got("irecv", half, &st[0]);
    } else if (hr == 1) {
      MPI_Ssend(&rank, 1, MPI_INT, 0, 11, half);
    }
  }
  MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, half);
  MPI_Bcast(&sum, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Comm_free(&half);
  MPI_Finalize();
  return 0;
}

// Nonblocking collectives and communicator lifecycles for the trace tests: point-to-point
// messages interleaved with MPI_Ibarrier, MPI_Ibcast (root 1), MPI_Iallreduce, MPI_Ireduce
// (root size-1) on MPI_COMM_WORLD and on a split communicator, a blocking MPI_Bcast while an
// MPI_Ibcast is pending, MPI_Comm_idup, MPI_Comm_dup, MPI_Comm_split, MPI_Comm_create, and
// MPI_Comm_free of each. Each rank prints every message it receives (world source, tag, bytes)
// and the collectives' results, for the comparison with real MPICH.
#include <mpi.h>
#include <stdio.h>

static void got(MPI_Status *st) {
  int bytes;
  MPI_Get_count(st, MPI_BYTE, &bytes);
  printf("from %d tag %d bytes %d\n", st->MPI_SOURCE, st->MPI_TAG, bytes);
}

int main(int argc, char **argv) {
  int rank, size, flag = 0, x[4] = {1, 2, 3, 4}, y[4];
  MPI_Request rq[4];
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int right = (rank + 1) % size, left = (rank + size - 1) % size;

  // A message in flight across an MPI_Ibarrier completed by a Test loop.
  MPI_Isend(x, 2, MPI_INT, right, 1, MPI_COMM_WORLD, &rq[0]);
  MPI_Ibarrier(MPI_COMM_WORLD, &rq[1]);
  while (!flag) MPI_Test(&rq[1], &flag, MPI_STATUS_IGNORE);
  MPI_Recv(y, 2, MPI_INT, left, 1, MPI_COMM_WORLD, &st);
  got(&st);
  MPI_Wait(&rq[0], MPI_STATUS_IGNORE);

  // Several outstanding at once, completed by one MPI_Waitall, with a blocking MPI_Bcast and
  // a point-to-point exchange while they are pending.
  int b[3] = {rank, rank, rank}, one = rank + 1, sum = 0, c = rank == 1 ? 99 : 0;
  double d = rank * 0.5, dmax = -1;
  MPI_Ibcast(b, 3, MPI_INT, 1, MPI_COMM_WORLD, &rq[0]);
  MPI_Iallreduce(&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &rq[1]);
  MPI_Ireduce(&d, &dmax, 1, MPI_DOUBLE, MPI_MAX, size - 1, MPI_COMM_WORLD, &rq[2]);
  MPI_Bcast(&c, 1, MPI_INT, 1, MPI_COMM_WORLD);
  MPI_Sendrecv(x, 3, MPI_INT, right, 2, y, 3, MPI_INT, left, 2, MPI_COMM_WORLD, &st);
  got(&st);
  MPI_Waitall(3, rq, MPI_STATUSES_IGNORE);
  printf("ibcast %d %d %d bcast %d iallreduce %d\n", b[0], b[1], b[2], c, sum);
  if (rank == size - 1) printf("ireduce %g\n", dmax);

  // Communicator lifecycles.
  MPI_Comm idup, dup, half, firsts;
  MPI_Comm_idup(MPI_COMM_WORLD, &idup, &rq[0]);
  MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
  MPI_Comm_dup(idup, &dup);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
  MPI_Group world, g;
  int ranks[2] = {0, 1};
  MPI_Comm_group(MPI_COMM_WORLD, &world);
  MPI_Group_incl(world, 2, ranks, &g);
  MPI_Comm_create(MPI_COMM_WORLD, g, &firsts);
  MPI_Group_free(&g);
  MPI_Group_free(&world);

  // A nonblocking collective on a sub-communicator; messages on the duplicates.
  int hsum = 0;
  MPI_Iallreduce(&one, &hsum, 1, MPI_INT, MPI_SUM, half, &rq[0]);
  MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
  printf("half iallreduce %d\n", hsum);
  MPI_Send(x, 4, MPI_INT, right, 3, dup);
  MPI_Recv(y, 4, MPI_INT, left, 3, dup, &st);
  got(&st);
  MPI_Send(x, 1, MPI_INT, left, 4, idup);
  MPI_Recv(y, 1, MPI_INT, right, 4, idup, &st);
  got(&st);

  if (firsts != MPI_COMM_NULL) MPI_Comm_free(&firsts);
  MPI_Comm_free(&half);
  MPI_Comm_free(&dup);
  MPI_Comm_free(&idup);
  MPI_Finalize();
  return 0;
}

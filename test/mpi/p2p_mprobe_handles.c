// mpi-np: 2
// mpi-check: type-matching,collective-matching,pending-buffer,leak,request-lifecycle
/* (no buffer-overlap: two pending receives share one int on purpose; only the handles matter) */
/*
 * Matched-probe message handles come from MPICH's request pool too: MPI_Mprobe and MPI_Improbe
 * take the next entry, MPI_Imrecv hands the same entry back as its request, and MPI_Mrecv frees
 * it for the next request.
 */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 5, y, flag; MPI_Message m; MPI_Request q[3]; MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int peer = 1 - rank;
  MPI_Irecv(&y, 1, MPI_INT, peer, 9, MPI_COMM_WORLD, &q[2]);
  MPI_Send(&x, 1, MPI_INT, peer, 1, MPI_COMM_WORLD);
  MPI_Mprobe(peer, 1, MPI_COMM_WORLD, &m, &st);
  printf("message %x\n", m);
  MPI_Imrecv(&y, 1, MPI_INT, &m, &q[0]);
  printf("imrecv %x message %x\n", q[0], m);
  MPI_Wait(&q[0], MPI_STATUS_IGNORE);
  MPI_Send(&x, 1, MPI_INT, peer, 2, MPI_COMM_WORLD);
  do MPI_Improbe(peer, 2, MPI_COMM_WORLD, &flag, &m, &st); while (!flag);
  printf("improbe %x\n", m);
  MPI_Mrecv(&y, 1, MPI_INT, &m, &st);
  MPI_Irecv(&y, 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &q[0]);
  printf("after mrecv %x\n", q[0]);
  MPI_Send(&x, 1, MPI_INT, peer, 3, MPI_COMM_WORLD);
  MPI_Send(&x, 1, MPI_INT, peer, 9, MPI_COMM_WORLD);
  MPI_Wait(&q[0], MPI_STATUS_IGNORE);
  MPI_Wait(&q[2], MPI_STATUS_IGNORE);
  MPI_Finalize();
}

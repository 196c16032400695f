/* Freed active send requests whose completion the program knows: a reply from the receiver,
   a barrier after the receive, a buffered send (complete once MPI holds its copy), a send
   cancelled before it was received (MPICH's pt2pt/issendselfcancel). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int rank, out, in = -1, ack = 0, size;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  out = rank + 10;
  if (rank == 0) {
    MPI_Isend(&out, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
    MPI_Request_free(&req);
    MPI_Recv(&ack, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Recv(&in, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    ack = in + 1;
    MPI_Send(&ack, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
  }
  printf("rank %d: in %d ack %d\n", rank, in, ack);
  MPI_Send_init(&out, 1, MPI_INT, 1 - rank, 2, MPI_COMM_WORLD, &req);
  MPI_Start(&req);
  MPI_Request_free(&req);
  MPI_Recv(&in, 1, MPI_INT, 1 - rank, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d: persistent in %d\n", rank, in);
  MPI_Pack_size(1, MPI_INT, MPI_COMM_WORLD, &size);
  size += MPI_BSEND_OVERHEAD;
  void *bbuf = malloc(size);
  MPI_Buffer_attach(bbuf, size);
  MPI_Ibsend(&out, 1, MPI_INT, 1 - rank, 3, MPI_COMM_WORLD, &req);
  MPI_Request_free(&req);
  MPI_Recv(&in, 1, MPI_INT, 1 - rank, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Buffer_detach(&bbuf, &size);
  free(bbuf);
  printf("rank %d: buffered in %d\n", rank, in);
  /* The variable held a completed eager send's request (waited for) before each of these: a
     freed MPI_Isend to MPI_PROC_NULL sent nothing, a freed MPI_Ibsend is complete. */
  MPI_Isend(&out, 1, MPI_INT, 1 - rank, 4, MPI_COMM_WORLD, &req);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  MPI_Recv(&in, 1, MPI_INT, 1 - rank, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Isend(&out, 1, MPI_INT, MPI_PROC_NULL, 5, MPI_COMM_WORLD, &req);
  MPI_Request_free(&req);
  printf("rank %d: proc null done\n", rank);
  MPI_Status st;
  int flag;
  MPI_Issend(NULL, 0, MPI_BYTE, 0, 6, MPI_COMM_SELF, &req);
  MPI_Probe(MPI_ANY_SOURCE, 6, MPI_COMM_SELF, &st);
  MPI_Cancel(&req);
  MPI_Request_free(&req);
  MPI_Iprobe(0, 6, MPI_COMM_SELF, &flag, MPI_STATUS_IGNORE);
  printf("rank %d: cancelled send's message left %d\n", rank, flag);
  MPI_Finalize();
  return 0;
}

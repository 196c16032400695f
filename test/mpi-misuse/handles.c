/* Handle misuse real users hit, one case per run (argv[1]): freeing what is predefined or
   already freed, requests that are null, garbage or not startable, an uncommitted datatype,
   MPI_REPLACE in a collective, aliased reduction buffers, MPI_Init twice, impossible or negative
   MPI_Dims_create arguments. MPICH aborts with its error stack. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int which = atoi(argv[1]), x[4] = {0}, flag;
  MPI_Comm c = MPI_COMM_WORLD, s = MPI_COMM_SELF, d;
  MPI_Datatype t, i = MPI_INT, n = MPI_DATATYPE_NULL;
  MPI_Request r, rs[3], nul = MPI_REQUEST_NULL, bad = (MPI_Request)0x2c000009;
  MPI_Group g;
  MPI_Status sts[3];
  MPI_Op op = MPI_SUM;
  MPI_Init(&argc, &argv);
  switch (which) {
  case 0: MPI_Comm_free(&c); break;
  case 1: MPI_Comm_free(&s); break;
  case 2: MPI_Comm_dup(MPI_COMM_WORLD, &c); MPI_Comm_free(&c); MPI_Comm_free(&c); break;
  case 3: MPI_Comm_dup(MPI_COMM_WORLD, &c); d = c; MPI_Comm_free(&c); MPI_Barrier(d); break;
  case 4: MPI_Type_contiguous(2, MPI_INT, &t); MPI_Type_free(&t); MPI_Type_free(&t); break;
  case 5: MPI_Type_free(&i); break;
  case 6: MPI_Type_commit(&n); break;
  case 7: MPI_Type_contiguous(2, MPI_INT, &t); MPI_Send(x, 1, t, 0, 0, MPI_COMM_WORLD); break;
  case 8: MPI_Irecv(x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r); MPI_Request_free(&r); MPI_Request_free(&r); break;
  case 9: rs[0] = MPI_REQUEST_NULL; rs[1] = (MPI_Request)0x12345; rs[2] = MPI_REQUEST_NULL; MPI_Waitall(3, rs, sts); break;
  case 10: MPI_Wait(&bad, MPI_STATUS_IGNORE); break;
  case 11: MPI_Start(&nul); break;
  case 12: MPI_Irecv(x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r); MPI_Start(&r); break;
  case 13: MPI_Recv_init(x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &r); MPI_Start(&r); MPI_Start(&r); break;
  case 14: MPI_Test(&bad, &flag, MPI_STATUS_IGNORE); break;
  case 15: MPI_Comm_group(MPI_COMM_WORLD, &g); MPI_Group_free(&g); MPI_Group_free(&g); break;
  case 16: MPI_Op_free(&op); break;
  case 17: MPI_Op_commutative(MPI_OP_NULL, &flag); break;
  case 18: MPI_Allreduce(x, x + 1, 1, MPI_INT, MPI_REPLACE, MPI_COMM_WORLD); break;
  case 19: MPI_Reduce(x, x, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); break;
  case 20: MPI_Allreduce(x, x, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); break;
  case 21: MPI_Init(&argc, &argv); break;
  case 22: MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &flag); break;
  case 23: x[0] = 3; MPI_Dims_create(5, 2, x); break;
  case 24: x[0] = -2; MPI_Dims_create(6, 2, x); break;
  case 25: MPI_Dims_create(6, -1, x); break;
  case 26: MPI_Recv_init(x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &rs[0]); rs[1] = MPI_REQUEST_NULL; MPI_Startall(2, rs); break;
  case 27: MPI_Recv_init(x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &rs[0]); MPI_Irecv(x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &rs[1]); MPI_Startall(2, rs); break;
  }
  printf("case %d: no error\n", which);
  MPI_Finalize();
  return 0;
}

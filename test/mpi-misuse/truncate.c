/* Message truncation where users meet it: argv[1] picks the receiving call (0 MPI_Recv,
   1 MPI_Wait, 2 MPI_Waitall, 3 MPI_Waitany, 4 MPI_Test, 5 MPI_Sendrecv, 6 MPI_Recv of a
   non-contiguous type with a message ending inside an element, 7 MPI_Testall, 8 MPI_Testany,
   9 MPI_Testsome, 10 MPI_Waitsome). MPICH aborts with its stack. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int rank, which = atoi(argv[1]), buf[8] = {0}, idx, idxs[2], flag = 0;
  MPI_Request rq[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
  MPI_Status st[2];
  MPI_Datatype vec;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(buf, which == 6 ? 3 : 8, which == 6 ? MPI_SHORT : MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    switch (which) {
    case 0: MPI_Recv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &st[0]); break;
    case 1: MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &rq[0]); MPI_Wait(&rq[0], &st[0]); break;
    case 2: MPI_Irecv(buf, 4, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &rq[1]); MPI_Waitall(2, rq, st); break;
    case 3: MPI_Irecv(buf, 4, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &rq[1]); MPI_Waitany(2, rq, &idx, st); break;
    case 4: MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &rq[0]); while (!flag) MPI_Test(&rq[0], &flag, st); break;
    case 5: MPI_Sendrecv(buf, 0, MPI_INT, 1, 5, buf, 3, MPI_INT, 0, 0, MPI_COMM_WORLD, &st[0]); break;
    case 7: MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &rq[0]); while (!flag) MPI_Testall(2, rq, &flag, st); break;
    case 8: MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &rq[1]); while (!flag) MPI_Testany(2, rq, &idx, &flag, st); break;
    case 9: MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &rq[0]); while (!flag) MPI_Testsome(2, rq, &flag, idxs, st); break;
    case 10: MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &rq[1]); MPI_Waitsome(2, rq, &flag, idxs, st); break;
    case 6:
      MPI_Type_vector(2, 1, 2, MPI_INT, &vec); MPI_Type_commit(&vec);
      MPI_Recv(buf, 2, vec, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); break;
    }
    printf("not reached\n");
  }
  MPI_Finalize();
  return 0;
}

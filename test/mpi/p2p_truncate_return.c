// mpi-np: 2 3
/* Truncated receives under MPI_ERRORS_RETURN: the class each completion call returns (MPI_Recv,
   MPI_Wait, MPI_Test, MPI_Testany: MPI_ERR_TRUNCATE; MPI_Waitall, MPI_Testall, MPI_Testsome:
   MPI_ERR_IN_STATUS with the class in the status), source and tag of the truncated status, and
   that the communication goes on afterwards. (The count of a truncated receive is whatever
   MPICH's recycled request held: not printed.) */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, size, buf[8] = {0}, b2[8], idx[2], flag, outc, cls, err;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  for (int mode = 0; mode < 7; mode++) {
    if (rank == 0) {
      for (int i = 0; i < 8; i++) buf[i] = mode * 100 + i;
      MPI_Send(buf, 8, MPI_INT, 1, mode, MPI_COMM_WORLD);
      MPI_Send(buf, 1, MPI_INT, 1, 50 + mode, MPI_COMM_WORLD);
    } else if (rank == 1) {
      MPI_Request rq[2]; MPI_Status st[2];
      MPI_Irecv(b2, 4, MPI_INT, 0, 50 + mode, MPI_COMM_WORLD, &rq[1]);
      if (mode == 0) { err = MPI_Recv(buf, 4, MPI_INT, 0, mode, MPI_COMM_WORLD, &st[0]); }
      else MPI_Irecv(buf, 4, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &rq[0]);
      MPI_Wait(&rq[1], MPI_STATUS_IGNORE); /* the truncated message came first: it is here */
      flag = 0; outc = 0;
      switch (mode) {
      case 1: err = MPI_Wait(&rq[0], &st[0]); break;
      case 2: while (!flag) err = MPI_Test(&rq[0], &flag, &st[0]); break;
      case 3: { int i; while (!flag) err = MPI_Testany(1, rq, &i, &flag, &st[0]); } break;
      case 4: err = MPI_Waitall(1, rq, st); break;
      case 5: while (!flag) err = MPI_Testall(1, rq, &flag, st); break;
      case 6: while (outc == 0) err = MPI_Testsome(1, rq, &outc, idx, st); break;
      }
      MPI_Error_class(err, &cls);
      printf("mode %d: class %d source %d tag %d", mode, cls, st[0].MPI_SOURCE, st[0].MPI_TAG);
      if (cls == MPI_ERR_IN_STATUS) { MPI_Error_class(st[0].MPI_ERROR, &cls); printf(" status class %d", cls); }
      printf(" data %d %d\n", buf[0], buf[3]);
    }
  }
  int token = rank, sum;
  MPI_Allreduce(&token, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  printf("after: %d\n", sum);
  MPI_Finalize();
  return 0;
}

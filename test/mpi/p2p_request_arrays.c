// mpi-np: 2 3 4
/* Request arrays with MPI_REQUEST_NULL entries and inactive persistent requests in
   Testall/Testany/Testsome/Waitall/Waitany/Waitsome (outcount/index MPI_UNDEFINED, empty
   statuses), a persistent-request pipeline, MPI_Iprobe polling, MPI_Ibarrier overlapping
   point-to-point, MPI_Get_count with MPI_UNDEFINED. */
#include <mpi.h>
#include <stdio.h>
static void pst(const char *w, MPI_Status *s) {
  int c; MPI_Get_count(s, MPI_INT, &c);
  printf("%s: source %d tag %d count %d\n", w, s->MPI_SOURCE, s->MPI_TAG, c);
}
int main(int argc, char **argv) {
  int rank, size, flag, idx, outc, idxs[4];
  MPI_Status st, sts[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Request rq[4] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
  /* all-null arrays */
  MPI_Testall(4, rq, &flag, sts); printf("testall nulls flag %d\n", flag); pst("testall st0", &sts[0]);
  MPI_Testany(4, rq, &idx, &flag, &st); printf("testany nulls flag %d idx %d\n", flag, idx); pst("testany st", &st);
  MPI_Testsome(4, rq, &outc, idxs, sts); printf("testsome nulls outcount %d\n", outc);
  MPI_Waitany(4, rq, &idx, &st); printf("waitany nulls idx %d\n", idx); pst("waitany st", &st);
  MPI_Waitsome(4, rq, &outc, idxs, sts); printf("waitsome nulls outcount %d\n", outc);
  MPI_Wait(&rq[0], &st); pst("wait null", &st);
  MPI_Test(&rq[0], &flag, &st); printf("test null flag %d\n", flag); pst("test null", &st);
  /* inactive persistent requests */
  int pbuf[4] = {0}, sbuf[4] = {1, 2, 3, 4};
  int right = (rank + 1) % size, left = (rank + size - 1) % size;
  MPI_Recv_init(pbuf, 4, MPI_INT, left, 9, MPI_COMM_WORLD, &rq[1]);
  MPI_Send_init(sbuf, 4, MPI_INT, right, 9, MPI_COMM_WORLD, &rq[2]);
  MPI_Testall(4, rq, &flag, sts); printf("testall inactive flag %d\n", flag); pst("testall st1", &sts[1]);
  MPI_Testany(4, rq, &idx, &flag, &st); printf("testany inactive flag %d idx %d\n", flag, idx);
  MPI_Waitsome(4, rq, &outc, idxs, sts); printf("waitsome inactive outcount %d\n", outc);
  MPI_Wait(&rq[1], &st); pst("wait inactive", &st); printf("handle kept %d\n", rq[1] != MPI_REQUEST_NULL);
  /* pipeline: each step forwards what came from the left */
  for (int step = 0; step < 3; step++) {
    MPI_Startall(2, &rq[1]);
    MPI_Waitall(4, rq, sts);
    pst("pipeline recv", &sts[1]);
    for (int i = 0; i < 4; i++) sbuf[i] = pbuf[i] + rank;
    printf("step %d got %d %d %d %d\n", step, pbuf[0], pbuf[1], pbuf[2], pbuf[3]);
  }
  MPI_Request_free(&rq[1]); MPI_Request_free(&rq[2]);
  /* Get_count undefined */
  if (rank == 0) { char c[6] = "hello"; MPI_Send(c, 6, MPI_CHAR, size - 1, 3, MPI_COMM_WORLD); }
  if (rank == size - 1) {
    char c[8]; int n;
    MPI_Recv(c, 8, MPI_CHAR, 0, 3, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_INT, &n); printf("6 chars as int: %d\n", n);
    MPI_Get_count(&st, MPI_SHORT, &n); printf("6 chars as short: %d\n", n);
    MPI_Get_elements(&st, MPI_INT, &n); printf("elements as int: %d\n", n);
  }
  /* Iprobe polling and Ibarrier overlapping p2p */
  MPI_Request bar;
  MPI_Ibarrier(MPI_COMM_WORLD, &bar);
  int v = rank * 11, got = 0, sum = 0;
  MPI_Request sr;
  MPI_Isend(&v, 1, MPI_INT, right, 4, MPI_COMM_WORLD, &sr);
  for (;;) {
    MPI_Iprobe(MPI_ANY_SOURCE, 4, MPI_COMM_WORLD, &flag, &st);
    if (flag) { int x; MPI_Recv(&x, 1, MPI_INT, st.MPI_SOURCE, 4, MPI_COMM_WORLD, &st); sum += x; got++; printf("iprobe found source %d\n", st.MPI_SOURCE); break; }
  }
  MPI_Wait(&sr, MPI_STATUS_IGNORE);
  MPI_Wait(&bar, &st);
  printf("ibarrier done, got %d sum %d\n", got, sum);
  MPI_Comm dup; MPI_Request dr;
  MPI_Comm_idup(MPI_COMM_WORLD, &dup, &dr);
  MPI_Iallreduce(MPI_IN_PLACE, &v, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &bar);
  MPI_Wait(&bar, MPI_STATUS_IGNORE);
  MPI_Wait(&dr, MPI_STATUS_IGNORE);
  int dsz; MPI_Comm_size(dup, &dsz); printf("iallreduce %d idup size %d\n", v, dsz);
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}

/* Four adjacent 8 KB persistent receives (Graph 500's aml.c layout), polled with MPI_Testany and
   each restarted after its message, after the program rewrote its whole buffer (its own again):
   none of that is reported, whichever neighbours are pending; only the program's store into a
   buffer while its receive is pending again (after 2 restarts), and an sscanf into another
   after many polls that nothing answered, are. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#define N 2048
#define R 4
#define MSGS 12
static int buf[R * N];
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) {
    MPI_Request req[R];
    for (int i = 0; i < R; i++) {
      MPI_Recv_init(buf + i * N, N, MPI_INT, 0, 0, MPI_COMM_WORLD, &req[i]);
      MPI_Start(&req[i]);
    }
    int idx, flag, polls = 0, got = 0, sum = 0, restarts = 0;
    while (got < MSGS) {
      MPI_Testany(R, req, &idx, &flag, MPI_STATUS_IGNORE);
      polls++;
      if (polls == 5000) sscanf("17", "%d", &buf[3 * N + 11]);
      if (polls % 500 == 0) MPI_Send(&polls, 1, MPI_INT, 0, 9, MPI_COMM_WORLD);
      if (flag && idx != MPI_UNDEFINED) {
        got++;
        sum += buf[idx * N + 1];
        memset(buf + idx * N, 0, N * sizeof(int));
        MPI_Start(&req[idx]);
        if (++restarts == 2) buf[idx * N + 100] = 7;
      }
    }
    printf("received %d messages, sum %d\n", got, sum);
    for (int i = 0; i < R; i++) { MPI_Cancel(&req[i]); MPI_Wait(&req[i], MPI_STATUS_IGNORE); MPI_Request_free(&req[i]); }
  } else if (rank == 0) {
    static int data[N];
    int go;
    for (int m = 0; m < MSGS; m++) {
      MPI_Recv(&go, 1, MPI_INT, 1, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      for (int k = 0; k < N; k++) data[k] = 100 * m + k;
      MPI_Send(data, N, MPI_INT, 1, 0, MPI_COMM_WORLD);
    }
    /* The go messages sent after the last one. */
    int more;
    MPI_Status st;
    MPI_Barrier(MPI_COMM_WORLD);
    for (;;) { MPI_Iprobe(1, 9, MPI_COMM_WORLD, &more, &st); if (!more) break; MPI_Recv(&go, 1, MPI_INT, 1, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE); }
  }
  if (rank == 1) MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}

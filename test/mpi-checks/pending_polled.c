/* Persistent receives into one heap array (64 KB each: a copy each), always posted and polled
   with MPI_Testany (Graph 500's aml.c): a store into one buffer between two polls and an sscanf
   into another are each reported at the next poll; the bytes MPI delivers into the buffers while
   they are polled, and the program's stores into a buffer once its receive completed, are not. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define N 16384
#define R 3
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) {
    int *buf = malloc(R * N * sizeof(int));
    MPI_Request req[R];
    for (int i = 0; i < R; i++) {
      MPI_Recv_init(buf + i * N, N, MPI_INT, 0, i, MPI_COMM_WORLD, &req[i]);
      MPI_Start(&req[i]);
    }
    int idx, flag, polls = 0, got = 0, sum = 0;
    while (got < R) {
      MPI_Testany(R, req, &idx, &flag, MPI_STATUS_IGNORE);
      polls++;
      if (polls == 10) buf[N + 5] = 42;
      if (polls == 20) sscanf("17", "%d", &buf[2 * N + 7]);
      if (polls == 30) MPI_Send(&polls, 1, MPI_INT, 0, 9, MPI_COMM_WORLD);
      if (flag && idx != MPI_UNDEFINED) {
        got++;
        sum += buf[idx * N + 1];
        buf[idx * N + 1] = -1;
      }
    }
    printf("received %d %d %d, sum %d\n", buf[0], buf[N], buf[2 * N], sum);
    for (int i = 0; i < R; i++) MPI_Request_free(&req[i]);
    free(buf);
  } else if (rank == 0) {
    static int data[N];
    int go;
    MPI_Recv(&go, 1, MPI_INT, 1, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (int i = R - 1; i >= 0; i--) {
      for (int k = 0; k < N; k++) data[k] = 100 * i + k;
      MPI_Send(data, N, MPI_INT, 1, i, MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}

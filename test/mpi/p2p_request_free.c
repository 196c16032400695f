// mpi-np: 2 4
/*
 * MPI_Request_free: freeing an active MPI_Isend still delivers the message; freeing an
 * inactive persistent request; freeing a completed request found by MPI_Test. The request
 * handle becomes MPI_REQUEST_NULL each time.
 */
#include <mpi.h>
#include <stdio.h>

static int sendbuf[16][4];

int main(int argc, char **argv) {
    int rank, size;
    MPI_Request req;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        for (int r = 1; r < size; r++) {
            for (int i = 0; i < 4; i++) sendbuf[r][i] = r * 1000 + i;
            MPI_Isend(sendbuf[r], 4, MPI_INT, r, 1, MPI_COMM_WORLD, &req);
            MPI_Request_free(&req);
            printf("freed active isend to %d: null %d\n", r, req == MPI_REQUEST_NULL);
        }
    } else {
        int in[4];
        MPI_Recv(in, 4, MPI_INT, 0, 1, MPI_COMM_WORLD, &st);
        printf("got %d %d %d %d\n", in[0], in[1], in[2], in[3]);
    }
    /* the reply tells rank 0 its freed sends were delivered */
    if (rank == 0) {
        int total = 0, v;
        for (int r = 1; r < size; r++) {
            MPI_Recv(&v, 1, MPI_INT, r, 2, MPI_COMM_WORLD, &st);
            total += v;
        }
        printf("acks total %d\n", total);
    } else {
        MPI_Send(&rank, 1, MPI_INT, 0, 2, MPI_COMM_WORLD);
    }

    int x = 3;
    MPI_Send_init(&x, 1, MPI_INT, (rank + 1) % size, 3, MPI_COMM_WORLD, &req);
    MPI_Request_free(&req);
    printf("freed inactive persistent request: null %d\n", req == MPI_REQUEST_NULL);

    int y = -1, flag = 0;
    MPI_Request r2;
    MPI_Irecv(&y, 1, MPI_INT, rank, 4, MPI_COMM_WORLD, &r2);
    MPI_Send(&x, 1, MPI_INT, rank, 4, MPI_COMM_WORLD);
    while (!flag) MPI_Request_get_status(r2, &flag, MPI_STATUS_IGNORE);
    MPI_Request_free(&r2);
    printf("freed completed irecv: y %d null %d\n", y, r2 == MPI_REQUEST_NULL);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}

// mpi-np: 2 3 4 7
/*
 * Persistent requests: a ring exchange with MPI_Send_init/MPI_Recv_init restarted by
 * MPI_Startall five times; MPI_Ssend_init, MPI_Bsend_init (with an attached buffer) and
 * MPI_Rsend_init (receive started before a barrier) used with MPI_Start; MPI_Wait on an
 * inactive persistent request returns at once with an empty status; MPI_Request_free.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Status sts[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;

    int out, in = -1;
    MPI_Request reqs[2];
    MPI_Recv_init(&in, 1, MPI_INT, left, 1, MPI_COMM_WORLD, &reqs[0]);
    MPI_Send_init(&out, 1, MPI_INT, right, 1, MPI_COMM_WORLD, &reqs[1]);
    out = rank;
    for (int it = 0; it < 5; it++) {
        MPI_Startall(2, reqs);
        MPI_Waitall(2, reqs, sts);
        printf("iteration %d: got %d from %d, requests still allocated %d\n", it, in, sts[0].MPI_SOURCE,
               reqs[0] != MPI_REQUEST_NULL && reqs[1] != MPI_REQUEST_NULL);
        out = in * 2 + rank;
    }
    MPI_Wait(&reqs[0], &sts[0]);
    printf("wait on inactive: source %d tag %d\n", sts[0].MPI_SOURCE, sts[0].MPI_TAG);
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);

    /* synchronous persistent send */
    MPI_Recv_init(&in, 1, MPI_INT, left, 2, MPI_COMM_WORLD, &reqs[0]);
    MPI_Ssend_init(&out, 1, MPI_INT, right, 2, MPI_COMM_WORLD, &reqs[1]);
    for (int it = 0; it < 2; it++) {
        out = 100 * it + rank;
        MPI_Start(&reqs[0]);
        MPI_Start(&reqs[1]);
        MPI_Waitall(2, reqs, sts);
        printf("ssend_init %d: got %d\n", it, in);
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);

    /* buffered persistent send */
    int bsize = 2 * (sizeof(int) + MPI_BSEND_OVERHEAD);
    void *bbuf = malloc(bsize);
    MPI_Buffer_attach(bbuf, bsize);
    MPI_Recv_init(&in, 1, MPI_INT, left, 3, MPI_COMM_WORLD, &reqs[0]);
    MPI_Bsend_init(&out, 1, MPI_INT, right, 3, MPI_COMM_WORLD, &reqs[1]);
    for (int it = 0; it < 3; it++) {
        out = -(10 * it + rank);
        MPI_Start(&reqs[1]);
        MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
        MPI_Start(&reqs[0]);
        MPI_Wait(&reqs[0], &sts[0]);
        printf("bsend_init %d: got %d\n", it, in);
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);
    int bs;
    MPI_Buffer_detach(&bbuf, &bs);
    free(bbuf);

    /* ready persistent send */
    MPI_Recv_init(&in, 1, MPI_INT, left, 4, MPI_COMM_WORLD, &reqs[0]);
    MPI_Rsend_init(&out, 1, MPI_INT, right, 4, MPI_COMM_WORLD, &reqs[1]);
    for (int it = 0; it < 2; it++) {
        out = 1000 * (it + 1) + rank;
        MPI_Start(&reqs[0]);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Start(&reqs[1]);
        MPI_Waitall(2, reqs, sts);
        printf("rsend_init %d: got %d tag %d\n", it, in, sts[0].MPI_TAG);
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);
    MPI_Finalize();
    return 0;
}

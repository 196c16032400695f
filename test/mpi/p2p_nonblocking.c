// mpi-np: 1 2 4 7
/*
 * All the nonblocking sends with their receives: each rank exchanges with its left and right
 * neighbours by MPI_Irecv + MPI_Isend / MPI_Issend / MPI_Ibsend / MPI_Irsend, completes them
 * with MPI_Waitall (statuses) or an MPI_Test loop, and checks MPI_Request_get_status on a
 * completed request. Works with 1 rank (left = right = self) and 2 (left = right).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;

    int fromleft = -1, fromright = -1, sl = 10 * rank + 1, sr = 10 * rank + 2;
    MPI_Request reqs[4];
    MPI_Status sts[4];
    MPI_Irecv(&fromleft, 1, MPI_INT, left, 1, MPI_COMM_WORLD, &reqs[0]);
    MPI_Irecv(&fromright, 1, MPI_INT, right, 2, MPI_COMM_WORLD, &reqs[1]);
    MPI_Isend(&sr, 1, MPI_INT, right, 1, MPI_COMM_WORLD, &reqs[2]);
    MPI_Isend(&sl, 1, MPI_INT, left, 2, MPI_COMM_WORLD, &reqs[3]);
    MPI_Waitall(4, reqs, sts);
    printf("isend: from left %d (src %d tag %d), from right %d (src %d tag %d)\n", fromleft, sts[0].MPI_SOURCE,
           sts[0].MPI_TAG, fromright, sts[1].MPI_SOURCE, sts[1].MPI_TAG);
    printf("requests after waitall are null: %d %d %d %d\n", reqs[0] == MPI_REQUEST_NULL, reqs[1] == MPI_REQUEST_NULL,
           reqs[2] == MPI_REQUEST_NULL, reqs[3] == MPI_REQUEST_NULL);

    /* Issend around the ring, completed by a Test loop. */
    double dout = rank + 0.5, din = 0;
    MPI_Irecv(&din, 1, MPI_DOUBLE, left, 3, MPI_COMM_WORLD, &reqs[0]);
    MPI_Issend(&dout, 1, MPI_DOUBLE, right, 3, MPI_COMM_WORLD, &reqs[1]);
    int done0 = 0, done1 = 0;
    while (!done0 || !done1) {
        if (!done0) MPI_Test(&reqs[0], &done0, &sts[0]);
        if (!done1) MPI_Test(&reqs[1], &done1, MPI_STATUS_IGNORE);
    }
    printf("issend: got %g from %d\n", din, sts[0].MPI_SOURCE);

    /* Ibsend with an attached buffer. */
    int bsize = 4 * sizeof(int) + MPI_BSEND_OVERHEAD;
    void *bbuf = malloc(bsize);
    MPI_Buffer_attach(bbuf, bsize);
    int bout[4] = {rank, rank + 1, rank + 2, rank + 3}, bin[4] = {0};
    MPI_Irecv(bin, 4, MPI_INT, left, 4, MPI_COMM_WORLD, &reqs[0]);
    MPI_Ibsend(bout, 4, MPI_INT, right, 4, MPI_COMM_WORLD, &reqs[1]);
    MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);
    int bs;
    MPI_Buffer_detach(&bbuf, &bs);
    free(bbuf);
    printf("ibsend: got %d %d %d %d\n", bin[0], bin[1], bin[2], bin[3]);

    /* Irsend: receive posted, then a barrier, then the ready send. */
    int rin = -1, rout = 7 * rank;
    MPI_Irecv(&rin, 1, MPI_INT, left, 5, MPI_COMM_WORLD, &reqs[0]);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Irsend(&rout, 1, MPI_INT, right, 5, MPI_COMM_WORLD, &reqs[1]);
    MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
    MPI_Wait(&reqs[0], &sts[0]);
    printf("irsend: got %d from %d\n", rin, sts[0].MPI_SOURCE);

    /* MPI_Request_get_status does not free the request. */
    int gin = -1, gout = rank;
    MPI_Irecv(&gin, 1, MPI_INT, left, 6, MPI_COMM_WORLD, &reqs[0]);
    MPI_Send(&gout, 1, MPI_INT, right, 6, MPI_COMM_WORLD);
    int flag = 0;
    while (!flag) MPI_Request_get_status(reqs[0], &flag, &sts[0]);
    printf("get_status: flag %d src %d, request still live %d\n", flag, sts[0].MPI_SOURCE, reqs[0] != MPI_REQUEST_NULL);
    MPI_Wait(&reqs[0], &sts[0]);
    printf("wait after get_status: got %d, tag %d\n", gin, sts[0].MPI_TAG);
    MPI_Finalize();
    return 0;
}

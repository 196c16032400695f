// mpi-np: 2
// mpi-check: type-matching,collective-matching,pending-buffer,leak,request-lifecycle
/* (no buffer-overlap: pending receives share one buffer on purpose; only the handles matter) */
/*
 * Request handles as MPICH hands them out: a pool of requests (eight direct handles, then
 * indirect ones) whose freed entries are reused last-freed-first, and the builtin completed
 * request MPICH returns for a send that completed when it was posted (an eager send) or that
 * goes to MPI_PROC_NULL. Each case prints the handles it got.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define BIG 100000

static void show(const char *what, MPI_Request *q, int n) {
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %x", (unsigned) q[i]);
    printf("\n");
}

int main(int argc, char **argv) {
    int rank, x[4] = { 0 }, y[4] = { 0 };
    int *big = calloc(BIG, sizeof(int)), *big2 = calloc(BIG, sizeof(int));
    MPI_Request q[16];
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = 1 - rank;

    /* exchange loop: the receive's entry is freed and reused */
    for (int i = 0; i < 3; i++) {
        MPI_Irecv(y, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &q[0]);
        MPI_Isend(x, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &q[1]);
        show("exchange", q, 2);
        MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    }
    /* two receives freed in array order: the second freed is reused first */
    MPI_Irecv(y, 1, MPI_INT, peer, 1, MPI_COMM_WORLD, &q[0]);
    MPI_Irecv(y + 1, 1, MPI_INT, peer, 2, MPI_COMM_WORLD, &q[1]);
    show("two receives", q, 2);
    MPI_Send(x, 1, MPI_INT, peer, 1, MPI_COMM_WORLD);
    MPI_Send(x, 1, MPI_INT, peer, 2, MPI_COMM_WORLD);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    MPI_Irecv(y, 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &q[0]);
    show("after", q, 1);
    MPI_Send(x, 1, MPI_INT, peer, 3, MPI_COMM_WORLD);
    MPI_Wait(&q[0], &st);

    /* more than eight live requests: indirect handles */
    for (int i = 0; i < 12; i++) MPI_Irecv(y, 1, MPI_INT, peer, 10 + i, MPI_COMM_WORLD, &q[i]);
    show("twelve receives", q, 12);
    for (int i = 0; i < 12; i++) MPI_Send(x, 1, MPI_INT, peer, 10 + i, MPI_COMM_WORLD);
    MPI_Waitall(12, q, MPI_STATUSES_IGNORE);

    /* sends of other kinds, and MPI_PROC_NULL */
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Isend(big, BIG, MPI_INT, peer, 30, MPI_COMM_WORLD, &q[0]);
    MPI_Issend(x, 1, MPI_INT, peer, 31, MPI_COMM_WORLD, &q[1]);
    MPI_Irsend(x, 1, MPI_INT, MPI_PROC_NULL, 32, MPI_COMM_WORLD, &q[2]);
    MPI_Isend(x, 1, MPI_INT, MPI_PROC_NULL, 33, MPI_COMM_WORLD, &q[3]);
    MPI_Irecv(y, 1, MPI_INT, MPI_PROC_NULL, 34, MPI_COMM_WORLD, &q[4]);
    show("kinds", q, 5);
    MPI_Recv(big2, BIG, MPI_INT, peer, 30, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(y, 1, MPI_INT, peer, 31, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Waitall(5, q, MPI_STATUSES_IGNORE);
    show("completed", q, 5);

    /* a receive whose message is already there, and persistent requests */
    MPI_Send(x, 1, MPI_INT, peer, 40, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Irecv(y, 1, MPI_INT, peer, 40, MPI_COMM_WORLD, &q[0]);
    MPI_Send_init(x, 1, MPI_INT, peer, 41, MPI_COMM_WORLD, &q[1]);
    MPI_Recv_init(y, 1, MPI_INT, peer, 41, MPI_COMM_WORLD, &q[2]);
    show("arrived, persistent", q, 3);
    MPI_Startall(2, q + 1);
    MPI_Waitall(3, q, MPI_STATUSES_IGNORE);
    show("after start", q, 3);
    MPI_Request_free(&q[1]);
    MPI_Request_free(&q[2]);
    MPI_Irecv(y, 1, MPI_INT, peer, 42, MPI_COMM_WORLD, &q[0]);
    show("after free", q, 1);
    MPI_Send(x, 1, MPI_INT, peer, 42, MPI_COMM_WORLD);
    MPI_Wait(&q[0], MPI_STATUS_IGNORE);

    /* a nonblocking barrier */
    MPI_Ibarrier(MPI_COMM_WORLD, &q[0]);
    show("ibarrier", q, 1);
    MPI_Wait(&q[0], MPI_STATUS_IGNORE);
    free(big); free(big2);
    MPI_Finalize();
    return 0;
}

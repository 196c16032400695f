// mpi-np: 2
/*
 * Which status fields each completion writes, as MPICH 4.0.2 writes them (statuses are filled
 * with 77 first, so an untouched field shows): a completed send sets only its cancel bit; a
 * receive gets source, tag and count; MPI_ERROR is set only by the functions that complete
 * several requests. MPICH's builtin completed requests (eager sends, MPI_PROC_NULL) become
 * MPI_REQUEST_NULL like any other, and its builtin receive reports source 0 and tag 0 until an
 * MPI_Sendrecv from MPI_PROC_NULL leaves MPI_PROC_NULL's status in it.
 */
#include <mpi.h>
#include <stdio.h>

static void fill(MPI_Status *st, int n) {
    for (int k = 0; k < n; k++) { st[k].MPI_SOURCE = 77; st[k].MPI_TAG = 77; st[k].MPI_ERROR = 77; }
}

static void show(const char *what, MPI_Request *q, MPI_Status *st, int n) {
    for (int k = 0; k < n; k++)
        printf("%s %d: request null %d source %d tag %d error %d\n", what, k, q[k] == MPI_REQUEST_NULL, st[k].MPI_SOURCE, st[k].MPI_TAG, st[k].MPI_ERROR);
}

int main(int argc, char **argv) {
    int rank, x = 1, y[4], flag, idx, count, out, idxs[4];
    MPI_Request q[4];
    MPI_Status st[4];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = 1 - rank;

    fill(st, 4);
    MPI_Isend(&x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q[0]);
    MPI_Irecv(&y[0], 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q[1]);
    MPI_Isend(&x, 1, MPI_INT, peer, 1, MPI_COMM_WORLD, &q[2]);
    MPI_Irecv(&y[1], 1, MPI_INT, peer, 1, MPI_COMM_WORLD, &q[3]);
    for (int k = 0; k < 4; k++) MPI_Wait(&q[k], &st[k]);
    show("wait", q, st, 4);
    MPI_Get_count(&st[1], MPI_INT, &count);
    printf("proc-null irecv count %d\n", count);

    fill(st, 4);
    MPI_Isend(&x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q[0]);
    MPI_Irecv(&y[0], 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q[1]);
    MPI_Isend(&x, 1, MPI_INT, peer, 2, MPI_COMM_WORLD, &q[2]);
    MPI_Irecv(&y[1], 1, MPI_INT, peer, 2, MPI_COMM_WORLD, &q[3]);
    MPI_Waitall(4, q, st);
    show("waitall", q, st, 4);

    fill(st, 4);
    MPI_Isend(&x, 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &q[0]);
    MPI_Test(&q[0], &flag, &st[0]);
    printf("test: flag %d\n", flag);
    show("test", q, st, 1);
    MPI_Recv(&y[2], 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &st[1]);

    /* a builtin request counts as complete in Waitany and Waitsome (the receives' messages are
       sent only after the barriers, so they cannot be complete yet) */
    MPI_Irecv(&y[0], 1, MPI_INT, peer, 4, MPI_COMM_WORLD, &q[0]);
    MPI_Isend(&x, 1, MPI_INT, peer, 5, MPI_COMM_WORLD, &q[1]);
    MPI_Waitany(2, q, &idx, &st[0]);
    printf("waitany index %d, receive still pending %d\n", idx, q[0] != MPI_REQUEST_NULL);
    MPI_Isend(&x, 1, MPI_INT, peer, 6, MPI_COMM_WORLD, &q[1]);
    MPI_Waitsome(2, q, &out, idxs, st);
    printf("waitsome %d:", out);
    for (int k = 0; k < out; k++) printf(" %d", idxs[k]);
    printf("\n");
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Send(&x, 1, MPI_INT, peer, 4, MPI_COMM_WORLD);
    MPI_Wait(&q[0], MPI_STATUS_IGNORE);
    MPI_Recv(&y[3], 1, MPI_INT, peer, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&y[3], 1, MPI_INT, peer, 6, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    /* MPI_Sendrecv from MPI_PROC_NULL changes what later receives from MPI_PROC_NULL report */
    MPI_Sendrecv(&x, 1, MPI_INT, MPI_PROC_NULL, 7, &y[0], 1, MPI_INT, MPI_PROC_NULL, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    fill(st, 4);
    MPI_Irecv(&y[0], 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q[0]);
    MPI_Wait(&q[0], &st[0]);
    show("after sendrecv", q, st, 1);
    MPI_Finalize();
    return 0;
}

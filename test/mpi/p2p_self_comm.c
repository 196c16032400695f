// mpi-np: 1 2 3
/*
 * Sends to oneself, and the request handles MPI_Isend/MPI_Irecv give back. On a communicator of
 * one process (MPI_COMM_SELF, MPI_COMM_WORLD at -n 1, a split of one) MPICH's ch4 takes its
 * self path: a send that finds its receive posted completes at once (the builtin completed
 * request), one that does not is a real request that waits, uncopied, for the receive, and
 * can be cancelled. On a larger communicator a small send to oneself is eager and complete.
 * The handles are printed as numbers: they are the same in MPICH and mpisim.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void handles(const char *what, MPI_Comm comm) {
    int rank, a = 1, b = 0, c = 2, d = 0, e = 3, f = 0, flag = -1;
    MPI_Request r[6];
    MPI_Status st;
    MPI_Comm_rank(comm, &rank);
    /* Send first, then its receive. */
    MPI_Isend(&a, 1, MPI_INT, rank, 0, comm, &r[0]);
    MPI_Irecv(&b, 1, MPI_INT, rank, 0, comm, &r[1]);
    /* Receive first, then the send (standard and synchronous). */
    MPI_Irecv(&d, 1, MPI_INT, rank, 1, comm, &r[2]);
    MPI_Isend(&c, 1, MPI_INT, rank, 1, comm, &r[3]);
    MPI_Irecv(&f, 1, MPI_INT, rank, 2, comm, &r[4]);
    MPI_Issend(&e, 1, MPI_INT, rank, 2, comm, &r[5]);
    printf("%s: isend-first 0x%x irecv 0x%x | irecv-first 0x%x isend 0x%x | irecv 0x%x issend 0x%x\n", what,
           (unsigned)r[0], (unsigned)r[1], (unsigned)r[2], (unsigned)r[3], (unsigned)r[4], (unsigned)r[5]);
    MPI_Waitall(6, r, MPI_STATUSES_IGNORE);
    printf("%s: received %d %d %d, handles after 0x%x 0x%x\n", what, b, d, f, (unsigned)r[0], (unsigned)r[1]);
    /* An unmatched send to oneself: cancelled on the self path, complete (not cancelled) if eager. */
    MPI_Isend(&a, 1, MPI_INT, rank, 3, comm, &r[0]);
    MPI_Cancel(&r[0]);
    MPI_Wait(&r[0], &st);
    MPI_Test_cancelled(&st, &flag);
    printf("%s: cancelled %d\n", what, flag);
    if (!flag) MPI_Recv(&b, 1, MPI_INT, rank, 3, comm, MPI_STATUS_IGNORE);
    /* A probe sees the waiting send; MPI_Recv then takes it. */
    MPI_Isend(&a, 1, MPI_INT, rank, 4, comm, &r[0]);
    MPI_Probe(rank, 4, comm, &st);
    MPI_Recv(&b, 1, MPI_INT, rank, 4, comm, MPI_STATUS_IGNORE);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    printf("%s: probed tag %d, received %d\n", what, st.MPI_TAG, b);
}

/* Around the largest message sent to oneself eagerly (on -n 1, none is). */
static void sizes(void) {
    int rank, k, s;
    char *a = calloc(1, 8192), *b = calloc(1, 8192);
    MPI_Request r[2];
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (k = 0; k < 2; k++) {
        s = 8191 + k;
        MPI_Isend(a, s, MPI_CHAR, rank, 5, MPI_COMM_WORLD, &r[0]);
        MPI_Irecv(b, s, MPI_CHAR, rank, 5, MPI_COMM_WORLD, &r[1]);
        printf("%d bytes: isend-first 0x%x irecv 0x%x", s, (unsigned)r[0], (unsigned)r[1]);
        MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
        MPI_Irecv(b, s, MPI_CHAR, rank, 5, MPI_COMM_WORLD, &r[1]);
        MPI_Issend(a, s, MPI_CHAR, rank, 5, MPI_COMM_WORLD, &r[0]);
        printf(" | irecv-first 0x%x issend 0x%x\n", (unsigned)r[1], (unsigned)r[0]);
        MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    }
    free(a);
    free(b);
}

int main(int argc, char **argv) {
    int rank;
    MPI_Comm one;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    handles("world", MPI_COMM_WORLD);
    handles("self", MPI_COMM_SELF);
    MPI_Comm_split(MPI_COMM_WORLD, rank, 0, &one);
    handles("split", one);
    MPI_Comm_free(&one);
    sizes();
    MPI_Finalize();
    return 0;
}

// mpi-np: 2 3 4 5 7
/*
 * Collectives on an intercommunicator (two groups: even and odd world ranks): Bcast with
 * MPI_ROOT / MPI_PROC_NULL in the root's group, Allreduce (each group gets the other
 * group's reduction), Reduce to a root in the other group, Allgather, Alltoall, Gather,
 * Scatter and Barrier; then MPI_Reduce_scatter, blocking, nonblocking and persistent, whose
 * recvcounts has one entry per member of the caller's own group (MPICH checks and reads that
 * many), in a heap array of exactly that size: at 5 ranks the groups differ in size.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, lrank, lsize, rsize;
    MPI_Comm local, inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int color = rank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &local);
    MPI_Comm_rank(local, &lrank);
    MPI_Comm_size(local, &lsize);
    MPI_Intercomm_create(local, 0, MPI_COMM_WORLD, color == 0 ? 1 : 0, 33, &inter);
    MPI_Comm_remote_size(inter, &rsize);
    printf("group %d local %d of %d, remote size %d\n", color, lrank, lsize, rsize);

    /* Bcast from even group's local rank 0 to the odd group */
    int v = -1;
    if (color == 0) {
        v = 1234;
        MPI_Bcast(&v, 1, MPI_INT, lrank == 0 ? MPI_ROOT : MPI_PROC_NULL, inter);
    } else {
        MPI_Bcast(&v, 1, MPI_INT, 0, inter);
    }
    printf("bcast: %d\n", v);

    int mine = (color + 1) * 100 + lrank, sum = 0;
    MPI_Allreduce(&mine, &sum, 1, MPI_INT, MPI_SUM, inter);
    printf("allreduce gives the remote group's sum: %d\n", sum);

    /* Reduce: the odd group's rank 0 is the root and receives the even group's max */
    int mx = -1;
    if (color == 1) {
        MPI_Reduce(&mine, &mx, 1, MPI_INT, MPI_MAX, lrank == 0 ? MPI_ROOT : MPI_PROC_NULL, inter);
        if (lrank == 0) printf("reduce at odd root: %d\n", mx);
    } else {
        MPI_Reduce(&mine, &mx, 1, MPI_INT, MPI_MAX, 0, inter);
    }

    int *all = malloc(sizeof(int) * rsize);
    MPI_Allgather(&mine, 1, MPI_INT, all, 1, MPI_INT, inter);
    printf("allgather:");
    for (int i = 0; i < rsize; i++) printf(" %d", all[i]);
    printf("\n");

    int *s = malloc(sizeof(int) * rsize), *r = malloc(sizeof(int) * rsize);
    for (int i = 0; i < rsize; i++) s[i] = mine * 10 + i;
    MPI_Alltoall(s, 1, MPI_INT, r, 1, MPI_INT, inter);
    printf("alltoall:");
    for (int i = 0; i < rsize; i++) printf(" %d", r[i]);
    printf("\n");

    /* Gather to even root 0 from the odd group, Scatter from the odd root to the even group */
    if (color == 0) {
        MPI_Gather(&mine, 1, MPI_INT, all, 1, MPI_INT, lrank == 0 ? MPI_ROOT : MPI_PROC_NULL, inter);
        if (lrank == 0) {
            printf("gather at even root:");
            for (int i = 0; i < rsize; i++) printf(" %d", all[i]);
            printf("\n");
        }
        int got = -1;
        MPI_Scatter(s, 1, MPI_INT, &got, 1, MPI_INT, 0, inter);
        printf("scatter from odd root: %d\n", got);
    } else {
        MPI_Gather(&mine, 1, MPI_INT, all, 1, MPI_INT, 0, inter);
        for (int i = 0; i < rsize; i++) s[i] = 9000 + i;
        MPI_Scatter(s, 1, MPI_INT, &mx, 1, MPI_INT, lrank == 0 ? MPI_ROOT : MPI_PROC_NULL, inter);
    }
    MPI_Barrier(inter);
    printf("intercomm barrier passed\n");

    /* Both groups reduce RS_TOTAL elements, split over their own members (the last takes the rest). */
    enum { RS_TOTAL = 6 };
    int *recvcounts = malloc(lsize * sizeof *recvcounts), rsend[RS_TOTAL], rrecv[RS_TOTAL];
    for (int i = 0; i < lsize; i++) recvcounts[i] = i < lsize - 1 ? RS_TOTAL / lsize : RS_TOTAL - (lsize - 1) * (RS_TOTAL / lsize);
    for (int i = 0; i < RS_TOTAL; i++) rsend[i] = (color + 1) * 1000 + rank * 10 + i;
    for (int form = 0; form < 3; form++) {
        MPI_Request req;
        for (int i = 0; i < RS_TOTAL; i++) rrecv[i] = -1;
        if (form == 0) {
            MPI_Reduce_scatter(rsend, rrecv, recvcounts, MPI_INT, MPI_SUM, inter);
        } else if (form == 1) {
            MPI_Ireduce_scatter(rsend, rrecv, recvcounts, MPI_INT, MPI_SUM, inter, &req);
            MPI_Wait(&req, MPI_STATUS_IGNORE);
        } else {
            MPI_Reduce_scatter_init(rsend, rrecv, recvcounts, MPI_INT, MPI_SUM, inter, MPI_INFO_NULL, &req);
            MPI_Start(&req);
            MPI_Wait(&req, MPI_STATUS_IGNORE);
            MPI_Request_free(&req);
        }
        printf("reduce_scatter form %d:", form);
        for (int i = 0; i < recvcounts[lrank]; i++) printf(" %d", rrecv[i]);
        printf("\n");
    }
    free(recvcounts);
    free(all); free(s); free(r);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&local);
    MPI_Finalize();
    return 0;
}

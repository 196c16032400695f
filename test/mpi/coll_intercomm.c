// mpi-np: 2 3 4 7
/*
 * Collectives on an intercommunicator (two groups: even and odd world ranks): Bcast with
 * MPI_ROOT / MPI_PROC_NULL in the root's group, Allreduce (each group gets the other
 * group's reduction), Reduce to a root in the other group, Allgather, Alltoall, Gather,
 * Scatter and Barrier.
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
    free(all); free(s); free(r);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&local);
    MPI_Finalize();
    return 0;
}

// mpi-np: 2 3 4 5
/*
 * MPI_Reduce_scatter on an intercommunicator whose groups differ in size (even and odd world
 * ranks): each group's recvcounts has one entry per member of its own group (MPICH checks and
 * reads that many), in an array of exactly that size on the heap, the blocking, nonblocking and
 * persistent forms. Both groups reduce TOTAL elements.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define TOTAL 6

int main(int argc, char **argv) {
    int rank, lrank, lsize, rsize;
    MPI_Comm local, inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int color = rank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &local);
    MPI_Comm_rank(local, &lrank);
    MPI_Comm_size(local, &lsize);
    MPI_Intercomm_create(local, 0, MPI_COMM_WORLD, color == 0 ? 1 : 0, 7, &inter);
    MPI_Comm_remote_size(inter, &rsize);

    /* TOTAL elements split over this group's members: the last one takes the rest. */
    int *recvcounts = malloc(lsize * sizeof *recvcounts);
    for (int i = 0; i < lsize; i++) recvcounts[i] = i < lsize - 1 ? TOTAL / lsize : TOTAL - (lsize - 1) * (TOTAL / lsize);
    int send[TOTAL], recv[TOTAL];
    for (int i = 0; i < TOTAL; i++) send[i] = (color + 1) * 1000 + rank * 10 + i;

    for (int form = 0; form < 3; form++) {
        for (int i = 0; i < TOTAL; i++) recv[i] = -1;
        MPI_Request req;
        if (form == 0) {
            MPI_Reduce_scatter(send, recv, recvcounts, MPI_INT, MPI_SUM, inter);
        } else if (form == 1) {
            MPI_Ireduce_scatter(send, recv, recvcounts, MPI_INT, MPI_SUM, inter, &req);
            MPI_Wait(&req, MPI_STATUS_IGNORE);
        } else {
            MPI_Reduce_scatter_init(send, recv, recvcounts, MPI_INT, MPI_SUM, inter, MPI_INFO_NULL, &req);
            MPI_Start(&req);
            MPI_Wait(&req, MPI_STATUS_IGNORE);
            MPI_Request_free(&req);
        }
        printf("form %d group %d local %d of %d (remote %d):", form, color, lrank, lsize, rsize);
        for (int i = 0; i < recvcounts[lrank]; i++) printf(" %d", recv[i]);
        printf("\n");
    }

    free(recvcounts);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&local);
    MPI_Finalize();
    return 0;
}

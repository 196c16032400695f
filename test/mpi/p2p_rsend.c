// mpi-np: 2 4
/*
 * Ready mode: every receiver posts its receives (MPI_Irecv), then a barrier guarantees they
 * are posted before rank 0 calls MPI_Rsend and MPI_Irsend.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0) {
        MPI_Barrier(MPI_COMM_WORLD);
        for (int r = 1; r < size; r++) {
            int v[2] = {r, r * r};
            MPI_Rsend(v, 2, MPI_INT, r, 10, MPI_COMM_WORLD);
            double d = r / 8.0;
            MPI_Request req;
            MPI_Irsend(&d, 1, MPI_DOUBLE, r, 11, MPI_COMM_WORLD, &req);
            MPI_Wait(&req, MPI_STATUS_IGNORE);
        }
        printf("rsends done\n");
    } else {
        int v[2];
        double d;
        MPI_Request reqs[2];
        MPI_Status sts[2];
        MPI_Irecv(&d, 1, MPI_DOUBLE, 0, 11, MPI_COMM_WORLD, &reqs[1]);
        MPI_Irecv(v, 2, MPI_INT, 0, 10, MPI_COMM_WORLD, &reqs[0]);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Waitall(2, reqs, sts);
        printf("rsend got %d %d (tag %d), irsend got %g (tag %d)\n", v[0], v[1], sts[0].MPI_TAG, d, sts[1].MPI_TAG);
    }
    MPI_Finalize();
    return 0;
}

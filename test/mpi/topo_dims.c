// mpi-np: 1 2
/*
 * MPI_Dims_create on many (nnodes, ndims, fixed dims) cases, printed by every rank (the
 * result is a local computation and must be the same everywhere).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int nodes[] = {1, 2, 6, 7, 8, 12, 16, 24, 30, 36, 60, 64, 97, 100, 120, 210, 256, 1000, 1024, 4096};
    for (unsigned i = 0; i < sizeof nodes / sizeof nodes[0]; i++) {
        for (int nd = 1; nd <= 4; nd++) {
            int dims[4] = {0, 0, 0, 0};
            MPI_Dims_create(nodes[i], nd, dims);
            printf("dims_create(%d, %d):", nodes[i], nd);
            for (int k = 0; k < nd; k++) printf(" %d", dims[k]);
            printf("\n");
        }
    }
    int fixed[][3] = {{2, 0, 0}, {0, 3, 0}, {0, 0, 5}, {4, 0, 2}, {0, 1, 0}};
    int nn[] = {24, 24, 60, 24, 12};
    for (int i = 0; i < 5; i++) {
        int dims[3] = {fixed[i][0], fixed[i][1], fixed[i][2]};
        MPI_Dims_create(nn[i], 3, dims);
        printf("dims_create(%d, 3, fixed %d %d %d): %d %d %d\n", nn[i], fixed[i][0], fixed[i][1], fixed[i][2], dims[0], dims[1], dims[2]);
    }
    MPI_Finalize();
    return 0;
}

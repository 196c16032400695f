/* MPI_Dims_create as MPICH 4.0.2 balances (72 in 2-d is 9 x 8): every node count up to 400 in
   2 to 5 dimensions, and some with fixed dimensions; MPI_Get_library_version's string. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    for (int nd = 2; nd <= 5; nd++)
        for (int n = 1; n <= 400; n++) {
            int dims[5] = {0, 0, 0, 0, 0};
            MPI_Dims_create(n, nd, dims);
            printf("%d %d:", n, nd);
            for (int k = 0; k < nd; k++) printf(" %d", dims[k]);
            printf("\n");
        }
    int fixed[][4] = {{0, 3, 0, 0}, {2, 0, 0, 5}, {0, 0, 4, 0}};
    int nodes[] = {72, 360, 720, 1000, 4096};
    for (int f = 0; f < 3; f++)
        for (int k = 0; k < 5; k++) {
            int dims[4];
            for (int i = 0; i < 4; i++) dims[i] = fixed[f][i];
            MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
            int e = MPI_Dims_create(nodes[k], 4, dims);
            printf("%d fixed %d: err %d:", nodes[k], f, e != MPI_SUCCESS);
            if (e == MPI_SUCCESS)
                for (int i = 0; i < 4; i++) printf(" %d", dims[i]);
            printf("\n");
        }
    char version[MPI_MAX_LIBRARY_VERSION_STRING];
    int len;
    MPI_Get_library_version(version, &len);
    printf("%d\n%s\n", len, version);
    MPI_Finalize();
    return 0;
}

/* Per-call cost benchmark (MPICH's DTPools pattern): each rank asks MPI_Type_size and
   MPI_Type_get_extent of a derived type N times, as DTPools' buffer checks do for every element,
   with a message exchanged every 64 queries. Most of a DTPools test's MPI calls are such
   queries: the usage checks must cost them next to nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, n = argc > 1 ? atoi(argv[1]) : 100000, v = 0, blocklens[2] = {4, 8};
    long sum = 0;
    MPI_Aint disps[2] = {0, 16}, lb, extent;
    MPI_Datatype types[2] = {MPI_INT, MPI_DOUBLE}, t;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_create_struct(2, blocklens, disps, types, &t);
    MPI_Type_commit(&t);
    for (int i = 0; i < n; i++) {
        MPI_Type_size(t, &size);
        MPI_Type_get_extent(t, &lb, &extent);
        sum += size + extent;
        if (i % 64 == 0) {
            if (rank == 0) MPI_Send(&i, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
            else MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }
    MPI_Type_free(&t);
    if (rank == 1) printf("%d queries, sum %ld\n", n, sum);
    MPI_Finalize();
    return 0;
}

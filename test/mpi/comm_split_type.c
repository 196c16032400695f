// mpi-np: 1 2 4 7
/*
 * MPI_Comm_split_type with MPI_COMM_TYPE_SHARED (all ranks on one node under mpiexec and
 * under mpisim's default node layout): ranks, MPI_Comm_compare with MPI_COMM_WORLD
 * (CONGRUENT), a key that reverses the order (SIMILAR), MPI_UNDEFINED (MPI_COMM_NULL), and a
 * shared split of a sub-communicator.
 */
#include <mpi.h>
#include <stdio.h>

static const char *cmpname(int r) {
    return r == MPI_IDENT ? "IDENT" : r == MPI_CONGRUENT ? "CONGRUENT" : r == MPI_SIMILAR ? "SIMILAR" : r == MPI_UNEQUAL ? "UNEQUAL" : "?";
}

int main(int argc, char **argv) {
    int rank, size, r, s, res;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Comm shm;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &shm);
    MPI_Comm_rank(shm, &r);
    MPI_Comm_size(shm, &s);
    MPI_Comm_compare(shm, MPI_COMM_WORLD, &res);
    printf("shared: rank %d of %d, compare with world %s\n", r, s, cmpname(res));

    MPI_Comm rev;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, size - rank, MPI_INFO_NULL, &rev);
    MPI_Comm_rank(rev, &r);
    MPI_Comm_compare(rev, MPI_COMM_WORLD, &res);
    printf("shared, reversed keys: rank %d, compare with world %s\n", r, cmpname(res));

    MPI_Comm none;
    MPI_Comm_split_type(MPI_COMM_WORLD, rank == 0 ? MPI_UNDEFINED : MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &none);
    if (none == MPI_COMM_NULL) printf("undefined split type: MPI_COMM_NULL\n");
    else {
        MPI_Comm_size(none, &s);
        MPI_Comm_rank(none, &r);
        printf("without rank 0: rank %d of %d\n", r, s);
        MPI_Comm_free(&none);
    }

    MPI_Comm half, hshm;
    MPI_Comm_split(MPI_COMM_WORLD, rank < size / 2, rank, &half);
    MPI_Comm_split_type(half, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &hshm);
    MPI_Comm_compare(hshm, half, &res);
    MPI_Comm_size(hshm, &s);
    printf("shared split of a half: size %d, compare with the half %s\n", s, cmpname(res));

    MPI_Comm_free(&hshm);
    MPI_Comm_free(&half);
    MPI_Comm_free(&rev);
    MPI_Comm_free(&shm);
    MPI_Finalize();
    return 0;
}

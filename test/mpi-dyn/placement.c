/* Where Hydra put this rank: MPI_LOCALNRANKS/MPI_LOCALRANKID (its proxy's process count and its
   index there, set by pmip_cb.c) and the lowest world rank of its MPI_COMM_TYPE_SHARED
   communicator (MPICH's node id, from PMI_process_mapping). Run with -launcher fork and made-up
   host names, Hydra places ranks as on a cluster. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, first;
    MPI_Comm shared;
    const char *n = getenv("MPI_LOCALNRANKS"), *id = getenv("MPI_LOCALRANKID");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &shared);
    MPI_Allreduce(&rank, &first, 1, MPI_INT, MPI_MIN, shared);
    printf("%d %s %s %d\n", rank, n ? n : "-", id ? id : "-", first);
    MPI_Comm_free(&shared);
    MPI_Finalize();
    return 0;
}

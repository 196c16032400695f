/* Two groups, even and odd world ranks, joined by an intercommunicator: each even rank sends
   to the odd rank of the same index across it. In the debugger, the Communicators view shows
   the intercommunicator's remote group, and its context_id (the remote group's
   recvcontext_id) next to its own recvcontext_id. */
#include <stdio.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, half_rank, remote_size, value;
    MPI_Comm half, inter;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size < 2 || size % 2 != 0) {
        if (rank == 0) printf("run with an even number of ranks (2 or more)\n");
        MPI_Finalize();
        return 0;
    }

    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    MPI_Comm_rank(half, &half_rank);
    /* Local leader: rank 0 of each half; remote leader: world rank 1 (odd) or 0 (even). */
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 == 0 ? 1 : 0, 7, &inter);
    MPI_Comm_remote_size(inter, &remote_size);

    if (rank % 2 == 0) {
        value = 1000 + rank;
        MPI_Send(&value, 1, MPI_INT, half_rank, 0, inter);
    } else {
        MPI_Recv(&value, 1, MPI_INT, half_rank, 0, inter, MPI_STATUS_IGNORE);
        printf("world rank %d (rank %d of the odd half) got %d across the intercommunicator (remote size %d)\n",
               rank, half_rank, value, remote_size);
    }

    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}

/* Message-rate benchmark, nonblocking: ranks 0 and 1 exchange a small message ITERS times
 * with MPI_Irecv + MPI_Isend + MPI_Waitall, the pattern of halo exchanges. */
#include <stdio.h>
#include <stdlib.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, iters = argc > 1 ? atoi(argv[1]) : 10000, out[4] = { 0 }, in[4] = { 0 };
    MPI_Request req[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank < 2) {
        int peer = 1 - rank;
        for (int i = 0; i < iters; i++) {
            MPI_Irecv(in, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req[0]);
            MPI_Isend(out, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req[1]);
            MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
            out[0] = in[0] + 1;
        }
    }
    if (rank == 0)
        printf("%d exchanges, counter %d\n", iters, out[0]);
    MPI_Finalize();
    return 0;
}

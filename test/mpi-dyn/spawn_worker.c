/* A manager spawns another program (dyn_worker, built from dyn_worker.c) and scatters work. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Comm workers;
    int rank, n, results[3], work[3] = { 5, 6, 7 };
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_spawn("./dyn_worker", MPI_ARGV_NULL, 3, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &workers, MPI_ERRCODES_IGNORE);
    MPI_Comm_remote_size(workers, &n);
    MPI_Bcast(&n, 1, MPI_INT, rank == 0 ? MPI_ROOT : MPI_PROC_NULL, workers);
    MPI_Scatter(work, 1, MPI_INT, NULL, 0, MPI_INT, rank == 0 ? MPI_ROOT : MPI_PROC_NULL, workers);
    MPI_Gather(NULL, 0, MPI_INT, results, 1, MPI_INT, rank == 0 ? MPI_ROOT : MPI_PROC_NULL, workers);
    if (rank == 0)
        printf("[m%d] results %d %d %d from %d workers\n", rank, results[0], results[1], results[2], n);
    MPI_Comm_disconnect(&workers);
    MPI_Finalize();
    return 0;
}

/* The worker spawn_worker.c starts: gets its share from the manager and returns its square. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Comm parent;
    int rank, n, w;
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Bcast(&n, 1, MPI_INT, 0, parent);
    MPI_Scatter(NULL, 0, MPI_INT, &w, 1, MPI_INT, 0, parent);
    printf("[w%d] argc %d, %d workers, work %d\n", rank, argc, n, w);
    w = w * w;
    MPI_Gather(&w, 1, MPI_INT, NULL, 0, MPI_INT, 0, parent);
    MPI_Comm_disconnect(&parent);
    MPI_Finalize();
    return 0;
}

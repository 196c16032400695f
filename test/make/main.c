#include <stdio.h>
#include <stdlib.h>
#include "grid.h"

int main(int argc, char **argv)
{
    int rank, size, it, steps = argc > 1 ? atoi(argv[1]) : 5;
    grid_t g;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    grid_init(&g, 8, rank);
    for (it = 0; it < steps; it++) {
        double change, total;
        grid_exchange(&g, MPI_COMM_WORLD);
        change = grid_step(&g, 0.25);
        MPI_Reduce(&change, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
        if (rank == 0)
            printf("step %d change %.6f\n", it, total);
    }
    printf("rank %d of %d: norm %.6f after %d exchanges\n", rank, size, global_norm(&g, MPI_COMM_WORLD), exchanges);
    free(g.u);
    MPI_Finalize();
    return 0;
}

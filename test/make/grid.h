#ifndef GRID_H
#define GRID_H
#include <mpi.h>

typedef struct {
    int n;          /* interior points of this rank */
    double *u;      /* n + 2 * HALO values */
} grid_t;

extern int exchanges;

void grid_init(grid_t *g, int n, int rank);
void grid_exchange(grid_t *g, MPI_Comm comm);
double grid_step(grid_t *g, double alpha);
double global_norm(const grid_t *g, MPI_Comm comm);
#endif

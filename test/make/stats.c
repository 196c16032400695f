#include <math.h>
#include "grid.h"

static double sum_squares(const grid_t *g)
{
    int i;
    double s = 0;
    for (i = 1; i <= g->n; i++)
        s += g->u[i] * g->u[i];
    return s;
}

double global_norm(const grid_t *g, MPI_Comm comm)
{
    double mine = sum_squares(g), all = 0;
    MPI_Allreduce(&mine, &all, 1, MPI_DOUBLE, MPI_SUM, comm);
    return sqrt(all);
}

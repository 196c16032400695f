/* MPI_Type_create_darray: block, cyclic (with and without a block size) and undistributed
   dimensions, C and Fortran order; which elements of the global array each process gets. */
// mpi-np: 4
#include <mpi.h>
#include <stdio.h>

static void show(const char *what, int rank, int ndims, const int *gs, const int *ds, const int *da, const int *ps, int order)
{
    MPI_Datatype t;
    int size, ni, na, nd, comb, n = 1;
    MPI_Aint lb, ext;
    for (int i = 0; i < ndims; i++) n *= gs[i];
    MPI_Type_create_darray(4, rank, ndims, gs, ds, da, ps, order, MPI_INT, &t);
    MPI_Type_commit(&t);
    MPI_Type_size(t, &size);
    MPI_Type_get_extent(t, &lb, &ext);
    MPI_Type_get_envelope(t, &ni, &na, &nd, &comb);
    int global[64], mine[64];
    for (int k = 0; k < n; k++) global[k] = k;
    int pos = 0;
    char packed[256];
    MPI_Pack(global, 1, t, packed, sizeof packed, &pos, MPI_COMM_SELF);
    pos = 0;
    MPI_Unpack(packed, sizeof packed, &pos, mine, size / 4, MPI_INT, MPI_COMM_SELF);
    printf("%s rank %d: size %d lb %ld extent %ld combiner %d (%d %d %d):", what, rank, size, (long)lb, (long)ext, comb, ni, na, nd);
    for (int k = 0; k < size / 4; k++) printf(" %d", mine[k]);
    printf("\n");
    MPI_Type_free(&t);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int g2[2] = {6, 5}, p2[2] = {2, 2}, dflt[2] = {MPI_DISTRIBUTE_DFLT_DARG, MPI_DISTRIBUTE_DFLT_DARG};
    int bb[2] = {MPI_DISTRIBUTE_BLOCK, MPI_DISTRIBUTE_BLOCK}, cc[2] = {MPI_DISTRIBUTE_CYCLIC, MPI_DISTRIBUTE_CYCLIC};
    int bc[2] = {MPI_DISTRIBUTE_BLOCK, MPI_DISTRIBUTE_CYCLIC}, d2[2] = {2, 2}, d32[2] = {3, 2};
    show("block-block C", rank, 2, g2, bb, dflt, p2, MPI_ORDER_C);
    show("block-block Fortran", rank, 2, g2, bb, dflt, p2, MPI_ORDER_FORTRAN);
    show("cyclic-cyclic C", rank, 2, g2, cc, dflt, p2, MPI_ORDER_C);
    show("cyclic(2)-cyclic(2) Fortran", rank, 2, g2, cc, d2, p2, MPI_ORDER_FORTRAN);
    show("block(3)-cyclic(2) C", rank, 2, g2, bc, d32, p2, MPI_ORDER_C);
    int g1[2] = {7, 3}, p1[2] = {4, 1}, nb[2] = {MPI_DISTRIBUTE_CYCLIC, MPI_DISTRIBUTE_NONE};
    show("cyclic-none C", rank, 2, g1, nb, dflt, p1, MPI_ORDER_C);
    int g3[1] = {10}, p3[1] = {4}, b3[1] = {MPI_DISTRIBUTE_BLOCK}, da3[1] = {3};
    show("block(3) 1-d", rank, 1, g3, b3, da3, p3, MPI_ORDER_C);
    /* A cyclic dimension outside a distributed one: its blocks step over whole rows. */
    int g4[2] = {9, 3}, cb[2] = {MPI_DISTRIBUTE_CYCLIC, MPI_DISTRIBUTE_BLOCK}, d4[2] = {2, MPI_DISTRIBUTE_DFLT_DARG};
    show("cyclic(2)-block C", rank, 2, g4, cb, d4, p2, MPI_ORDER_C);
    show("block-cyclic(2) Fortran", rank, 2, g4, cb + 0, d4, p2, MPI_ORDER_FORTRAN);
    MPI_Finalize();
    return 0;
}

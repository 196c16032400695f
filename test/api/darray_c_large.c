/* MPI_Type_create_darray_c with global sizes beyond INT_MAX (MPICH's
   MPIR_Type_create_darray_large_impl): each rank's part, its size, extent and true extent as
   large counts, and the contents the type records (gsizes as large counts). */
// mpi-np: 4
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Count gsizes[3][2] = {{3000000001LL, 2}, {5, 4294967311LL}, {2147483648LL, 3}};
    int distribs[3][2] = {{MPI_DISTRIBUTE_BLOCK, MPI_DISTRIBUTE_NONE}, {MPI_DISTRIBUTE_CYCLIC, MPI_DISTRIBUTE_CYCLIC}, {MPI_DISTRIBUTE_CYCLIC, MPI_DISTRIBUTE_BLOCK}};
    int dargs[3][2] = {{MPI_DISTRIBUTE_DFLT_DARG, MPI_DISTRIBUTE_DFLT_DARG}, {2, 1000000007}, {1000, MPI_DISTRIBUTE_DFLT_DARG}};
    int psizes[3][2] = {{4, 1}, {2, 2}, {2, 2}};
    int orders[3] = {MPI_ORDER_C, MPI_ORDER_FORTRAN, MPI_ORDER_C};
    for (int c = 0; c < 3; c++) {
        MPI_Datatype t;
        MPI_Count tsize, lb, extent, tlb, textent, ni, na, nc, nd;
        int combiner, err = MPI_Type_create_darray_c(size, rank, 2, gsizes[c], distribs[c], dargs[c], psizes[c], orders[c], MPI_CHAR, &t);
        if (err) { printf("case %d: error %d\n", c, err); continue; }
        MPI_Type_commit(&t);
        MPI_Type_size_c(t, &tsize);
        MPI_Type_get_extent_c(t, &lb, &extent);
        MPI_Type_get_true_extent_c(t, &tlb, &textent);
        MPI_Type_get_envelope_c(t, &ni, &na, &nc, &nd, &combiner);
        printf("case %d rank %d: size %lld lb %lld extent %lld true lb %lld true extent %lld; envelope %lld ints %lld aints %lld counts %lld types, combiner %d\n",
               c, rank, (long long)tsize, (long long)lb, (long long)extent, (long long)tlb, (long long)textent, (long long)ni, (long long)na, (long long)nc, (long long)nd, combiner);
        int ints[16];
        MPI_Aint aints[1];
        MPI_Count counts[4];
        MPI_Datatype types[1];
        MPI_Type_get_contents_c(t, ni, na, nc, nd, ints, aints, counts, types);
        printf("  ints");
        for (int i = 0; i < ni; i++) printf(" %d", ints[i]);
        printf("; counts");
        for (int i = 0; i < nc; i++) printf(" %lld", (long long)counts[i]);
        printf("; type is MPI_CHAR %d\n", types[0] == MPI_CHAR);
        MPI_Type_free(&t);
    }
    MPI_Finalize();
    return 0;
}

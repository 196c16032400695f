/* The large-count datatype constructors (MPI_Type_*_c) with counts, strides and displacements
   beyond 2^31: sizes, extents, true extents, the large-count envelope and contents MPICH records
   (every count of a _c call is a large count, so MPI_Type_get_envelope/_contents refuse the type),
   MPI_Get_count_c/MPI_Get_elements_c over statuses of more than 2^31 bytes. No buffer is touched. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>

#define G ((MPI_Count)1 << 32)

static void show(const char *name, MPI_Datatype t)
{
    MPI_Count size, lb, extent, tlb, textent, ni, na, nc, nd;
    int combiner, isize, err;
    MPI_Type_size_c(t, &size);
    MPI_Type_get_extent_c(t, &lb, &extent);
    MPI_Type_get_true_extent_c(t, &tlb, &textent);
    err = MPI_Type_size(t, &isize);
    printf("%s: size %lld lb %lld extent %lld true_lb %lld true_extent %lld; int size %d (err %d)\n", name,
           (long long)size, (long long)lb, (long long)extent, (long long)tlb, (long long)textent, isize, err);
    MPI_Type_get_envelope_c(t, &ni, &na, &nc, &nd, &combiner);
    printf("  envelope_c: combiner %d integers %lld addresses %lld large counts %lld datatypes %lld\n", combiner,
           (long long)ni, (long long)na, (long long)nc, (long long)nd);
    int ini, ina, ind, icomb, eclass;
    err = MPI_Type_get_envelope(t, &ini, &ina, &ind, &icomb);
    MPI_Error_class(err, &eclass);
    printf("  envelope: err class %d\n", err ? eclass : 0);
    if (combiner == MPI_COMBINER_NAMED) return;
    int ints[32];
    MPI_Aint addrs[32];
    MPI_Count counts[32];
    MPI_Datatype types[32];
    err = MPI_Type_get_contents_c(t, 32, 32, 32, 32, ints, addrs, counts, types);
    printf("  contents_c (err %d):", err);
    for (int i = 0; i < ni; i++) printf(" i%d", ints[i]);
    for (int i = 0; i < na; i++) printf(" a%lld", (long long)addrs[i]);
    for (int i = 0; i < nc; i++) printf(" c%lld", (long long)counts[i]);
    for (int i = 0; i < nd; i++) {
        int ti, ta, td, tc;
        MPI_Type_get_envelope(types[i], &ti, &ta, &td, &tc);
        printf(" t%s", tc == MPI_COMBINER_NAMED ? "named" : "derived");
        if (tc != MPI_COMBINER_NAMED) MPI_Type_free(&types[i]);
    }
    printf("\n");
    err = MPI_Type_get_contents(t, 32, 32, 32, ints, addrs, types);
    MPI_Error_class(err, &eclass);
    printf("  contents: err class %d\n", err ? eclass : 0);
}

static void elements(const char *name, MPI_Datatype t, MPI_Datatype st_type, MPI_Count n)
{
    MPI_Status st;
    MPI_Count c = -1, e = -1;
    int ic = -1, ie = -1;
    MPI_Type_commit(&t);
    MPI_Status_set_elements_x(&st, st_type, n);
    MPI_Get_count_c(&st, t, &c);
    MPI_Get_elements_c(&st, t, &e);
    MPI_Get_count(&st, t, &ic);
    MPI_Get_elements(&st, t, &ie);
    printf("%s: %lld elements of the status type: count_c %lld elements_c %lld count %d elements %d\n", name, (long long)n,
           (long long)c, (long long)e, ic, ie);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Datatype empty, t;

    MPI_Type_contiguous(0, MPI_INT, &empty);
    MPI_Type_contiguous_c(G, empty, &t);
    show("contiguous_c(2^32, empty)", t);
    MPI_Type_free(&t);
    MPI_Type_contiguous_c(G + 1, MPI_CHAR, &t);
    show("contiguous_c(2^32+1, char)", t);
    elements("contiguous_c(2^32+1, char)", t, MPI_CHAR, 2 * G + 2);
    elements("contiguous_c(2^32+1, char)", t, MPI_CHAR, 2 * G + 7);
    MPI_Type_free(&t);
    MPI_Type_contiguous_c(3, MPI_INT, &t);
    show("contiguous_c(3, int)", t);
    MPI_Type_free(&t);

    MPI_Type_vector_c(3, 2, 2 * G, MPI_INT, &t);
    show("vector_c(3, 2, 2^33, int)", t);
    MPI_Type_free(&t);
    MPI_Type_vector_c(G, 1, 2, MPI_BYTE, &t);
    show("vector_c(2^32, 1, 2, byte)", t);
    elements("vector_c(2^32, 1, 2, byte)", t, MPI_BYTE, G + 5);
    MPI_Type_free(&t);
    MPI_Type_vector_c(G, 3, -5, empty, &t);
    show("vector_c(2^32, 3, -5, empty)", t);
    MPI_Type_free(&t);
    MPI_Type_create_hvector_c(2, 1, 1024 * G, MPI_DOUBLE, &t);
    show("hvector_c(2, 1, 2^42 bytes, double)", t);
    MPI_Type_free(&t);

    MPI_Count bls[3] = {G / 2 + 5, 1, 0};
    MPI_Count ds[3] = {0, 2 * G, -G};
    MPI_Type_indexed_c(3, bls, ds, MPI_SHORT, &t);
    show("indexed_c", t);
    MPI_Type_free(&t);
    MPI_Type_create_hindexed_c(3, bls, ds, MPI_SHORT, &t);
    show("hindexed_c", t);
    MPI_Type_free(&t);
    MPI_Type_create_indexed_block_c(3, G, ds, MPI_CHAR, &t);
    show("indexed_block_c", t);
    MPI_Type_free(&t);
    MPI_Type_create_hindexed_block_c(2, 3, ds, MPI_INT, &t);
    show("hindexed_block_c", t);
    MPI_Type_free(&t);

    MPI_Datatype vec;
    MPI_Type_vector(2, 1, 3, MPI_DOUBLE, &vec);
    MPI_Count sbl[3] = {1, G, 2};
    MPI_Count sds[3] = {-8, 32 * G, 3};
    MPI_Datatype sts[3] = {MPI_INT, MPI_CHAR, vec};
    MPI_Type_create_struct_c(3, sbl, sds, sts, &t);
    show("create_struct_c", t);
    elements("create_struct_c", t, MPI_CHAR, G + 4 + 8 + 16);
    MPI_Type_free(&t);
    MPI_Type_free(&vec);

    MPI_Type_create_resized_c(MPI_INT, -2 * G, 4 * G, &t);
    show("create_resized_c", t);
    MPI_Type_free(&t);

    MPI_Count sizes[2] = {G, 6}, subsizes[2] = {3, 2}, starts[2] = {G / 2, 4};
    MPI_Type_create_subarray_c(2, sizes, subsizes, starts, MPI_ORDER_C, MPI_INT, &t);
    show("create_subarray_c C", t);
    MPI_Type_free(&t);
    MPI_Type_create_subarray_c(2, sizes, subsizes, starts, MPI_ORDER_FORTRAN, MPI_INT, &t);
    show("create_subarray_c Fortran", t);
    MPI_Type_free(&t);

    MPI_Count gsizes[2] = {12, 8};
    int distribs[2] = {MPI_DISTRIBUTE_BLOCK, MPI_DISTRIBUTE_CYCLIC};
    int dargs[2] = {MPI_DISTRIBUTE_DFLT_DARG, 2};
    int psizes[2] = {2, 2};
    MPI_Type_create_darray_c(4, 3, 2, gsizes, distribs, dargs, psizes, MPI_ORDER_C, MPI_FLOAT, &t);
    show("create_darray_c", t);
    MPI_Type_free(&t);

    elements("MPI_INT", MPI_INT, MPI_INT, G + 3);
    elements("MPI_BYTE", MPI_BYTE, MPI_INT, G + 3);
    MPI_Type_free(&empty);
    MPI_Finalize();
    return 0;
}

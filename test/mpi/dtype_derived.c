// mpi-np: 1 2
/*
 * Derived datatypes: contiguous, vector, hvector, indexed, hindexed, indexed_block,
 * hindexed_block, create_struct, create_resized and dup; for each: MPI_Type_size,
 * MPI_Type_get_extent, MPI_Type_get_true_extent, and a round trip (sent with the type,
 * received as plain ints, and back into a zeroed buffer with the type) showing which
 * elements travel. Type_get_envelope of a few.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define N 40

static void check(const char *name, MPI_Datatype t, int count) {
    int size;
    MPI_Aint lb, extent, tlb, textent;
    MPI_Type_size(t, &size);
    MPI_Type_get_extent(t, &lb, &extent);
    MPI_Type_get_true_extent(t, &tlb, &textent);
    printf("%s: size %d lb %ld extent %ld true_lb %ld true_extent %ld\n", name, size, (long)lb, (long)extent, (long)tlb,
           (long)textent);
    int src[N], packed[N], back[N];
    for (int i = 0; i < N; i++) { src[i] = i; packed[i] = -1; back[i] = 0; }
    int n = size * count / (int)sizeof(int);
    MPI_Sendrecv(src, count, t, 0, 1, packed, n, MPI_INT, 0, 1, MPI_COMM_SELF, MPI_STATUS_IGNORE);
    printf("  %d ints travel:", n);
    for (int i = 0; i < n; i++) printf(" %d", packed[i]);
    printf("\n");
    MPI_Sendrecv(packed, n, MPI_INT, 0, 2, back, count, t, 0, 2, MPI_COMM_SELF, MPI_STATUS_IGNORE);
    printf("  unpacked:");
    for (int i = 0; i < N; i++) printf(" %d", back[i]);
    printf("\n");
}

int main(int argc, char **argv) {
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Datatype t[12];
    MPI_Type_contiguous(3, MPI_INT, &t[0]);
    MPI_Type_vector(3, 2, 4, MPI_INT, &t[1]);
    MPI_Type_create_hvector(2, 3, 5 * sizeof(int), MPI_INT, &t[2]);
    int bl[3] = {2, 1, 3}, disp[3] = {5, 0, 10};
    MPI_Type_indexed(3, bl, disp, MPI_INT, &t[3]);
    MPI_Aint hdisp[3] = {4 * sizeof(int), 12 * sizeof(int), 0};
    MPI_Type_create_hindexed(3, bl, hdisp, MPI_INT, &t[4]);
    int bd[3] = {1, 7, 3};
    MPI_Type_create_indexed_block(3, 2, bd, MPI_INT, &t[5]);
    MPI_Aint hbd[2] = {8 * sizeof(int), 2 * sizeof(int)};
    MPI_Type_create_hindexed_block(2, 3, hbd, MPI_INT, &t[6]);
    int sbl[2] = {1, 2};
    MPI_Aint sd[2] = {0, 3 * sizeof(int)};
    MPI_Datatype st[2] = {MPI_INT, t[0]};
    MPI_Type_create_struct(2, sbl, sd, st, &t[7]);
    MPI_Type_create_resized(t[0], 0, 5 * sizeof(int), &t[8]);
    MPI_Type_create_resized(t[1], -2 * (MPI_Aint)sizeof(int), 12 * sizeof(int), &t[9]);
    MPI_Type_dup(t[1], &t[10]);
    MPI_Type_vector(2, 1, -3, MPI_INT, &t[11]); /* negative stride */
    const char *names[12] = {"contiguous(3)", "vector(3,2,4)", "hvector(2,3,20B)", "indexed", "hindexed", "indexed_block",
                             "hindexed_block", "struct", "resized contiguous", "resized vector lb -8", "dup of vector",
                             "vector stride -3"};
    int counts[12] = {2, 1, 1, 1, 1, 1, 1, 1, 3, 2, 1, 1};
    for (int i = 0; i < 12; i++) MPI_Type_commit(&t[i]);
    for (int i = 0; i < 12; i++) {
        char name[64];
        snprintf(name, sizeof name, "%s x%d", names[i], counts[i]);
        if (i == 9 || i == 11) {
            /* lb < 0 / negative stride: start inside the buffer */
            int size;
            MPI_Aint lb, extent, tlb, textent;
            MPI_Type_size(t[i], &size);
            MPI_Type_get_extent(t[i], &lb, &extent);
            MPI_Type_get_true_extent(t[i], &tlb, &textent);
            printf("%s: size %d lb %ld extent %ld true_lb %ld true_extent %ld\n", name, size, (long)lb, (long)extent,
                   (long)tlb, (long)textent);
            int src[N], packed[N];
            for (int k = 0; k < N; k++) { src[k] = k; packed[k] = -1; }
            int n = size * counts[i] / (int)sizeof(int);
            MPI_Sendrecv(src + 6, counts[i], t[i], 0, 1, packed, n, MPI_INT, 0, 1, MPI_COMM_SELF, MPI_STATUS_IGNORE);
            printf("  %d ints travel:", n);
            for (int k = 0; k < n; k++) printf(" %d", packed[k]);
            printf("\n");
        } else {
            check(name, t[i], counts[i]);
        }
    }
    int ni, na, nd, comb;
    MPI_Type_get_envelope(t[1], &ni, &na, &nd, &comb);
    printf("envelope of vector: ints %d addresses %d types %d combiner is VECTOR %d\n", ni, na, nd, comb == MPI_COMBINER_VECTOR);
    MPI_Type_get_envelope(t[7], &ni, &na, &nd, &comb);
    printf("envelope of struct: ints %d addresses %d types %d combiner is STRUCT %d\n", ni, na, nd, comb == MPI_COMBINER_STRUCT);
    MPI_Type_get_envelope(MPI_INT, &ni, &na, &nd, &comb);
    printf("envelope of MPI_INT: combiner is NAMED %d\n", comb == MPI_COMBINER_NAMED);
    for (int i = 0; i < 12; i++) MPI_Type_free(&t[i]);

    /* the same vector between two ranks */
    int size;
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size > 1 && rank < 2) {
        MPI_Datatype col;
        MPI_Type_vector(4, 1, 4, MPI_DOUBLE, &col);
        MPI_Type_commit(&col);
        double m[16];
        for (int i = 0; i < 16; i++) m[i] = rank == 0 ? i : -1;
        if (rank == 0) MPI_Send(&m[2], 1, col, 1, 0, MPI_COMM_WORLD);
        else {
            MPI_Recv(&m[1], 1, col, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            printf("column 2 into column 1:");
            for (int i = 0; i < 16; i++) printf(" %g", m[i]);
            printf("\n");
        }
        MPI_Type_free(&col);
    }
    MPI_Finalize();
    return 0;
}

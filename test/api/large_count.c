/* The large-count (_c) bindings: point-to-point, v-collectives, neighbourhood collectives on a
   Cartesian topology, datatypes, pack, a large-count user operation; and MPI_Pack_external,
   MPI_Type_match_size and the f90 types. */
// mpi-np: 3
#include <mpi.h>
#include <stdio.h>

static void addmul(void *in, void *inout, MPI_Count *len, MPI_Datatype *dt)
{
    (void)dt;
    for (MPI_Count k = 0; k < *len; k++) ((int *)inout)[k] = ((int *)inout)[k] * 2 + ((int *)in)[k];
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int buf[8] = {0};
    MPI_Status st;
    MPI_Count count;
    if (rank == 0) {
        for (int k = 0; k < 8; k++) buf[k] = k * k;
        MPI_Send_c(buf, 5, MPI_INT, 1, 9, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv_c(buf, 8, MPI_INT, 0, 9, MPI_COMM_WORLD, &st);
        MPI_Get_count_c(&st, MPI_INT, &count);
        printf("recv_c: count %ld: %d %d %d %d %d\n", (long)count, buf[0], buf[1], buf[2], buf[3], buf[4]);
    }

    int mine[3] = {rank, rank * 10, rank * 100}, all[9] = {0};
    MPI_Count counts[3] = {1, 2, 3};
    MPI_Aint displs[3] = {0, 1, 3};
    MPI_Allgatherv_c(mine, rank + 1, MPI_INT, all, counts, displs, MPI_INT, MPI_COMM_WORLD);
    printf("allgatherv_c:");
    for (int k = 0; k < 6; k++) printf(" %d", all[k]);
    printf("\n");

    MPI_Count sc[3] = {1, 1, 1}, rc[3] = {1, 1, 1};
    MPI_Aint sd[3] = {0, 1, 2}, rd[3] = {2, 1, 0};
    MPI_Alltoallv_c(mine, sc, sd, MPI_INT, all, rc, rd, MPI_INT, MPI_COMM_WORLD);
    printf("alltoallv_c: %d %d %d\n", all[0], all[1], all[2]);

    MPI_Op op;
    int r = 0, v = rank + 1;
    MPI_Op_create_c(addmul, 0, &op);
    MPI_Reduce_c(&v, &r, 1, MPI_INT, op, 0, MPI_COMM_WORLD);
    if (rank == 0) printf("reduce_c with a large-count op: %d\n", r);
    MPI_Op_free(&op);

    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);
    int nb[2] = {-1, -1};
    MPI_Count nc[2] = {1, 1};
    MPI_Aint nd[2] = {0, 1};
    MPI_Neighbor_allgatherv_c(&rank, 1, MPI_INT, nb, nc, nd, MPI_INT, ring);
    printf("neighbor_allgatherv_c: %d %d\n", nb[0], nb[1]);
    MPI_Comm_free(&ring);

    MPI_Datatype t;
    MPI_Count tsize, lb, extent, ni, na, nl, ndt;
    int comb;
    MPI_Type_vector_c(3, 2, 4, MPI_DOUBLE, &t);
    MPI_Type_commit(&t);
    MPI_Type_size_c(t, &tsize);
    MPI_Type_get_extent_c(t, &lb, &extent);
    /* MPICH keeps a _c constructor's counts as large counts in the envelope; mpisim as ints. */
    MPI_Type_get_envelope_c(t, &ni, &na, &nl, &ndt, &comb);
    printf("vector_c: size %ld lb %ld extent %ld envelope %ld combiner %d\n", (long)tsize, (long)lb, (long)extent, (long)(ni + nl), comb);
    MPI_Type_free(&t);

    char packed[64];
    MPI_Count pos = 0, psize;
    int two[2] = {0x01020304, -2};
    double d = 1.5;
    MPI_Pack_size_c(2, MPI_INT, MPI_COMM_WORLD, &psize);
    MPI_Pack_c(two, 2, MPI_INT, packed, 64, &pos, MPI_COMM_WORLD);
    MPI_Pack_c(&d, 1, MPI_DOUBLE, packed, 64, &pos, MPI_COMM_WORLD);
    printf("pack_c: size %ld position %ld\n", (long)psize, (long)pos);

    MPI_Aint epos = 0, esize;
    unsigned char ext[64];
    MPI_Pack_external_size("external32", 2, MPI_INT, &esize);
    MPI_Pack_external("external32", two, 2, MPI_INT, ext, 64, &epos);
    MPI_Pack_external("external32", &d, 1, MPI_DOUBLE, ext, 64, &epos);
    printf("external32: size %ld position %ld:", (long)esize, (long)epos);
    for (int k = 0; k < epos; k++) printf(" %02x", ext[k]);
    printf("\n");
    int back[2];
    double dback;
    epos = 0;
    MPI_Unpack_external("external32", ext, 16, &epos, back, 2, MPI_INT);
    MPI_Unpack_external("external32", ext, 16, &epos, &dback, 1, MPI_DOUBLE);
    printf("unpacked: %x %d %g\n", back[0], back[1], dback);

    int classes[3] = {MPI_TYPECLASS_INTEGER, MPI_TYPECLASS_REAL, MPI_TYPECLASS_COMPLEX};
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    for (int c = 0; c < 3; c++)
        for (int s = 1; s <= 32; s *= 2) {
            MPI_Datatype m;
            char name[MPI_MAX_OBJECT_NAME];
            int len, ec = -1;
            int e = MPI_Type_match_size(classes[c], s, &m);
            if (e == MPI_SUCCESS) MPI_Type_get_name(m, name, &len); else { MPI_Error_class(e, &ec); name[0] = 0; }
            printf("match_size(%d, %d): class %d %s\n", classes[c], s, ec, name);
        }
    /* Not p=16: MPICH 4.0.2 answers it with the type it made for another call (its cache). */
    int ranges[5] = {1, 2, 4, 9, 18}, precs[5] = {3, 6, 7, 15, 15};
    for (int k = 0; k < 5; k++) {
        MPI_Datatype f;
        int fs, i1, a1, d1, cb, params[2];
        MPI_Type_create_f90_integer(ranges[k], &f);
        MPI_Type_size(f, &fs);
        MPI_Type_get_envelope(f, &i1, &a1, &d1, &cb);
        MPI_Type_get_contents(f, 2, 0, 0, params, 0, 0);
        printf("f90 integer r=%d: size %d combiner %d (%d %d %d) r=%d\n", ranges[k], fs, cb, i1, a1, d1, params[0]);
        MPI_Type_create_f90_real(precs[k], MPI_UNDEFINED, &f);
        MPI_Type_size(f, &fs);
        MPI_Type_get_envelope(f, &i1, &a1, &d1, &cb);
        printf("f90 real p=%d: size %d combiner %d (%d %d %d)\n", precs[k], fs, cb, i1, a1, d1);
        MPI_Type_create_f90_complex(precs[k], MPI_UNDEFINED, &f);
        MPI_Type_size(f, &fs);
        printf("f90 complex p=%d: size %d\n", precs[k], fs);
    }
    MPI_Finalize();
    return 0;
}

// mpi-np: 1 2
/*
 * MPI_Type_create_subarray in C and Fortran order (size, extent, which elements travel),
 * MPI_Pack / MPI_Unpack of several items into one buffer with MPI_Pack_size (position after
 * each step), packing a derived type, sending a packed buffer as MPI_PACKED and unpacking it
 * on the receiver, and MPI_Get_address / MPI_Aint_diff / MPI_Aint_add.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int sizes[2] = {4, 6}, subs[2] = {2, 3}, starts[2] = {1, 2};
    int orders[2] = {MPI_ORDER_C, MPI_ORDER_FORTRAN};
    for (int o = 0; o < 2; o++) {
        MPI_Datatype sa;
        MPI_Type_create_subarray(2, sizes, subs, starts, orders[o], MPI_INT, &sa);
        MPI_Type_commit(&sa);
        int ts;
        MPI_Aint lb, ext;
        MPI_Type_size(sa, &ts);
        MPI_Type_get_extent(sa, &lb, &ext);
        int a[24], out[6];
        for (int i = 0; i < 24; i++) a[i] = i;
        MPI_Sendrecv(a, 1, sa, 0, 0, out, 6, MPI_INT, 0, 0, MPI_COMM_SELF, MPI_STATUS_IGNORE);
        printf("subarray %s: size %d lb %ld extent %ld elements %d %d %d %d %d %d\n", o == 0 ? "C" : "Fortran", ts, (long)lb,
               (long)ext, out[0], out[1], out[2], out[3], out[4], out[5]);
        MPI_Type_free(&sa);
    }
    int s3[3] = {3, 4, 5}, sub3[3] = {2, 2, 2}, st3[3] = {1, 1, 2};
    MPI_Datatype cube;
    MPI_Type_create_subarray(3, s3, sub3, st3, MPI_ORDER_C, MPI_DOUBLE, &cube);
    MPI_Type_commit(&cube);
    double big[60], small[8];
    for (int i = 0; i < 60; i++) big[i] = i;
    MPI_Sendrecv(big, 1, cube, 0, 0, small, 8, MPI_DOUBLE, 0, 0, MPI_COMM_SELF, MPI_STATUS_IGNORE);
    printf("3-D subarray:");
    for (int i = 0; i < 8; i++) printf(" %g", small[i]);
    printf("\n");

    /* Pack / Unpack */
    int psz[4];
    MPI_Pack_size(3, MPI_INT, MPI_COMM_WORLD, &psz[0]);
    MPI_Pack_size(2, MPI_DOUBLE, MPI_COMM_WORLD, &psz[1]);
    MPI_Pack_size(5, MPI_CHAR, MPI_COMM_WORLD, &psz[2]);
    MPI_Pack_size(1, cube, MPI_COMM_WORLD, &psz[3]);
    printf("pack sizes: %d %d %d %d\n", psz[0], psz[1], psz[2], psz[3]);
    char buf[512];
    int pos = 0;
    int iv[3] = {7, 8, 9 + rank};
    double dv[2] = {0.5, -2.25};
    MPI_Pack(iv, 3, MPI_INT, buf, sizeof buf, &pos, MPI_COMM_WORLD);
    printf("position after ints %d\n", pos);
    MPI_Pack(dv, 2, MPI_DOUBLE, buf, sizeof buf, &pos, MPI_COMM_WORLD);
    printf("position after doubles %d\n", pos);
    MPI_Pack("abcd", 5, MPI_CHAR, buf, sizeof buf, &pos, MPI_COMM_WORLD);
    printf("position after chars %d\n", pos);
    MPI_Pack(big, 1, cube, buf, sizeof buf, &pos, MPI_COMM_WORLD);
    printf("position after subarray %d\n", pos);

    int ui[3];
    double ud[2], uc[8];
    char us[5];
    int upos = 0;
    MPI_Unpack(buf, sizeof buf, &upos, ui, 3, MPI_INT, MPI_COMM_WORLD);
    MPI_Unpack(buf, sizeof buf, &upos, ud, 2, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Unpack(buf, sizeof buf, &upos, us, 5, MPI_CHAR, MPI_COMM_WORLD);
    MPI_Unpack(buf, sizeof buf, &upos, uc, 8, MPI_DOUBLE, MPI_COMM_WORLD);
    printf("unpacked %d %d %d %g %g %s %g..%g, position %d\n", ui[0], ui[1], ui[2], ud[0], ud[1], us, uc[0], uc[7], upos);

    if (size > 1 && rank < 2) {
        if (rank == 0) MPI_Send(buf, pos, MPI_PACKED, 1, 3, MPI_COMM_WORLD);
        else {
            char rb[512];
            MPI_Status st;
            MPI_Recv(rb, sizeof rb, MPI_PACKED, 0, 3, MPI_COMM_WORLD, &st);
            int n;
            MPI_Get_count(&st, MPI_PACKED, &n);
            int p = 0, ri[3];
            MPI_Unpack(rb, n, &p, ri, 3, MPI_INT, MPI_COMM_WORLD);
            double zero[60] = {0};
            p += 2 * 8 + 5;
            MPI_Unpack(rb, n, &p, zero, 1, cube, MPI_COMM_WORLD);
            printf("received %d packed bytes: ints %d %d %d, cube at 27 %g at 28 %g at 33 %g\n", n, ri[0], ri[1], ri[2], zero[27],
                   zero[28], zero[33]);
        }
    }
    MPI_Type_free(&cube);

    struct { char c; double d; int i[2]; } s;
    MPI_Aint base, ad, ai, ai1;
    MPI_Get_address(&s, &base);
    MPI_Get_address(&s.d, &ad);
    MPI_Get_address(&s.i[0], &ai);
    MPI_Get_address(&s.i[1], &ai1);
    printf("offsets: d %ld i[0] %ld i[1] %ld\n", (long)MPI_Aint_diff(ad, base), (long)MPI_Aint_diff(ai, base),
           (long)MPI_Aint_diff(ai1, base));
    printf("aint_add back to i[0]: %d\n", MPI_Aint_add(base, MPI_Aint_diff(ai, base)) == ai);
    MPI_Finalize();
    return 0;
}

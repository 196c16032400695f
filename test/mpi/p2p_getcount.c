// mpi-np: 2
/*
 * MPI_Get_count vs MPI_Get_elements (and _x): 7 ints received as pairs of ints (count
 * MPI_UNDEFINED, 7 elements), a struct {int, double} signature received partially, zero-length
 * messages, counts in bytes; and with MPI_ERRORS_RETURN a receive into a too small buffer
 * fails with MPI_ERR_TRUNCATE.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, count, elems, cls, rc;
    MPI_Count ecount;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Datatype pair;
    MPI_Type_contiguous(2, MPI_INT, &pair);
    MPI_Type_commit(&pair);

    struct rec { int i; double d; };
    MPI_Datatype rect, tri;
    int bl[2] = {1, 1};
    MPI_Aint disp[2] = {0, 8};
    MPI_Datatype types[2] = {MPI_INT, MPI_DOUBLE};
    MPI_Type_create_struct(2, bl, disp, types, &rect);
    MPI_Type_commit(&rect);
    int bl3[3] = {1, 1, 1};
    MPI_Aint disp3[3] = {0, 8, 16};
    MPI_Datatype types3[3] = {MPI_INT, MPI_DOUBLE, MPI_INT};
    MPI_Type_create_struct(3, bl3, disp3, types3, &tri);
    MPI_Type_commit(&tri);

    if (rank == 0) {
        int seven[7] = {1, 2, 3, 4, 5, 6, 7};
        MPI_Send(seven, 7, MPI_INT, 1, 1, MPI_COMM_WORLD);
        MPI_Send(seven, 6, MPI_INT, 1, 2, MPI_COMM_WORLD);
        struct { int i; double d; int j; } t = {9, 2.5, 10};
        MPI_Send(&t, 1, tri, 1, 3, MPI_COMM_WORLD);
        struct rec rr[3] = {{1, 0.5}, {2, 1.5}, {3, 2.5}};
        MPI_Send(rr, 3, rect, 1, 4, MPI_COMM_WORLD);
        MPI_Send(seven, 0, MPI_INT, 1, 5, MPI_COMM_WORLD);
        MPI_Send(seven, 5, MPI_INT, 1, 6, MPI_COMM_WORLD);
    } else if (rank == 1) {
        int buf[8];
        MPI_Recv(buf, 4, pair, 0, 1, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, pair, &count);
        MPI_Get_elements(&st, pair, &elems);
        MPI_Get_elements_x(&st, pair, &ecount);
        printf("7 ints as pairs: count undefined %d, elements %d, elements_x %lld\n", count == MPI_UNDEFINED, elems,
               (long long)ecount);
        MPI_Get_count(&st, MPI_INT, &count);
        printf("7 ints: count as MPI_INT %d\n", count);
        MPI_Get_count(&st, MPI_BYTE, &count);
        printf("7 ints: count as MPI_BYTE %d\n", count);
        MPI_Recv(buf, 4, pair, 0, 2, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, pair, &count);
        MPI_Get_elements(&st, pair, &elems);
        printf("6 ints as pairs: count %d elements %d\n", count, elems);

        struct rec r2[2];
        MPI_Recv(r2, 2, rect, 0, 3, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, rect, &count);
        MPI_Get_elements(&st, rect, &elems);
        printf("int,double,int as 2 x {int,double}: count undefined %d elements %d values %d %g %d\n",
               count == MPI_UNDEFINED, elems, r2[0].i, r2[0].d, r2[1].i);
        struct rec r3[3];
        MPI_Recv(r3, 3, rect, 0, 4, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, rect, &count);
        MPI_Get_elements(&st, rect, &elems);
        printf("3 structs: count %d elements %d last %d %g\n", count, elems, r3[2].i, r3[2].d);

        MPI_Recv(buf, 8, MPI_INT, 0, 5, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, MPI_INT, &count);
        MPI_Get_elements(&st, MPI_INT, &elems);
        printf("empty: count %d elements %d tag %d\n", count, elems, st.MPI_TAG);

        MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
        for (int i = 0; i < 8; i++) buf[i] = -1;
        rc = MPI_Recv(buf, 3, MPI_INT, 0, 6, MPI_COMM_WORLD, &st);
        MPI_Error_class(rc, &cls);
        printf("truncated receive: rc is success %d, class is MPI_ERR_TRUNCATE %d, buf[3] %d\n", rc == MPI_SUCCESS,
               cls == MPI_ERR_TRUNCATE, buf[3]);
    }
    MPI_Type_free(&pair);
    MPI_Type_free(&rect);
    MPI_Type_free(&tri);
    printf("types freed: %d\n", pair == MPI_DATATYPE_NULL && rect == MPI_DATATYPE_NULL);
    MPI_Finalize();
    return 0;
}

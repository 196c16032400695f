// mpi-np: 1 2 4 5
/*
 * MPI_Sendrecv and MPI_Sendrecv_replace: a periodic shift where send and receive counts and
 * tags differ, repeated shifts of an array in place, and a non-periodic shift whose end
 * ranks use MPI_PROC_NULL (buffer untouched, PROC_NULL status).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, count;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;

    int out[3] = {rank, rank * 2, rank * 3}, in[5] = {-1, -1, -1, -1, -1};
    MPI_Sendrecv(out, 3, MPI_INT, right, 10 + rank, in, 5, MPI_INT, left, 10 + left, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_INT, &count);
    printf("sendrecv: %d %d %d %d from %d tag %d count %d\n", in[0], in[1], in[2], in[3], st.MPI_SOURCE, st.MPI_TAG, count);

    double a[4];
    for (int i = 0; i < 4; i++) a[i] = rank + i / 4.0;
    for (int k = 0; k < size + 1; k++)
        MPI_Sendrecv_replace(a, 4, MPI_DOUBLE, right, k, left, k, MPI_COMM_WORLD, &st);
    printf("after %d shifts: %g %g %g %g (last from %d tag %d)\n", size + 1, a[0], a[1], a[2], a[3], st.MPI_SOURCE, st.MPI_TAG);

    int up = rank + 1 < size ? rank + 1 : MPI_PROC_NULL;
    int down = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int v = 100 + rank, got = -1;
    MPI_Sendrecv(&v, 1, MPI_INT, up, 5, &got, 1, MPI_INT, down, 5, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_INT, &count);
    printf("non-periodic shift: got %d from %d tag %d count %d\n", got, st.MPI_SOURCE, st.MPI_TAG, count);
    int w = 200 + rank;
    MPI_Sendrecv_replace(&w, 1, MPI_INT, down, 6, up, 6, MPI_COMM_WORLD, &st);
    printf("non-periodic replace: %d from %d\n", w, st.MPI_SOURCE);
    MPI_Finalize();
    return 0;
}

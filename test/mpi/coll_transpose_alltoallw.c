// mpi-np: 1 2 3 4
/* Distributed matrix transpose: each rank owns a block of rows of an N x N matrix; MPI_Alltoallw
   with MPI_Type_create_subarray send types and resized column types on the receive side, then
   the same with Alltoallv on packed blocks (MPI_Pack/MPI_Unpack), and MPI_Ialltoallw. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define N 6
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int rows[8], first[8];
  for (int p = 0, f = 0; p < size; p++) { rows[p] = N / size + (p < N % size); first[p] = f; f += rows[p]; }
  int my = rows[rank];
  double *a = malloc(sizeof(double) * (my ? my : 1) * N), *t = malloc(sizeof(double) * (my ? my : 1) * N);
  for (int i = 0; i < my; i++) for (int j = 0; j < N; j++) a[i * N + j] = (first[rank] + i) * 10 + j;
  int sc[8], sd[8], rc[8], rd[8];
  MPI_Datatype st[8], rt[8];
  for (int p = 0; p < size; p++) {
    /* send: my rows x columns owned by p, as a subarray of my block */
    int sizes[2] = {my ? my : 1, N}, subs[2] = {my ? my : 1, rows[p] ? rows[p] : 1}, starts[2] = {0, rows[p] ? first[p] : 0};
    if (my && rows[p]) { MPI_Type_create_subarray(2, sizes, subs, starts, MPI_ORDER_C, MPI_DOUBLE, &st[p]); sc[p] = 1; }
    else { MPI_Type_contiguous(1, MPI_DOUBLE, &st[p]); sc[p] = 0; }
    MPI_Type_commit(&st[p]); sd[p] = 0;
    /* receive: p's rows become my columns first[p].., transposed: a vector down my rows, resized to one double */
    MPI_Datatype col, colr, blk;
    MPI_Type_vector(my ? my : 1, 1, N, MPI_DOUBLE, &col);
    MPI_Type_create_resized(col, 0, sizeof(double), &colr);
    MPI_Type_contiguous(rows[p] ? rows[p] : 1, colr, &blk);
    rt[p] = blk; MPI_Type_commit(&rt[p]); rc[p] = (my && rows[p]) ? 1 : 0; rd[p] = first[p] * sizeof(double);
    MPI_Type_free(&col); MPI_Type_free(&colr);
  }
  for (int i = 0; i < my * N; i++) t[i] = -1;
  MPI_Alltoallw(a, sc, sd, st, t, rc, rd, rt, MPI_COMM_WORLD);
  for (int i = 0; i < my; i++) { printf("row %d:", first[rank] + i); for (int j = 0; j < N; j++) printf(" %g", t[i * N + j]); printf("\n"); }
  MPI_Request rq;
  for (int i = 0; i < my * N; i++) t[i] = -1;
  MPI_Ialltoallw(a, sc, sd, st, t, rc, rd, rt, MPI_COMM_WORLD, &rq);
  MPI_Wait(&rq, MPI_STATUS_IGNORE);
  double s = 0; for (int i = 0; i < my * N; i++) s += t[i] * (i + 1);
  printf("ialltoallw checksum %g\n", s);
  /* packed variant */
  int psz; MPI_Pack_size(1, st[size - 1], MPI_COMM_WORLD, &psz); printf("pack_size of last send type %d\n", psz);
  char *pb = malloc(N * N * sizeof(double) + 64), *rb = malloc(N * N * sizeof(double) + 64);
  int pos = 0, bc[8], bd[8], rbc[8], rbd[8];
  for (int p = 0; p < size; p++) { bd[p] = pos; if (sc[p]) MPI_Pack(a, 1, st[p], pb, N * N * sizeof(double) + 64, &pos, MPI_COMM_WORLD); bc[p] = pos - bd[p]; }
  MPI_Alltoall(bc, 1, MPI_INT, rbc, 1, MPI_INT, MPI_COMM_WORLD);
  for (int p = 0, f = 0; p < size; p++) { rbd[p] = f; f += rbc[p]; }
  MPI_Alltoallv(pb, bc, bd, MPI_PACKED, rb, rbc, rbd, MPI_PACKED, MPI_COMM_WORLD);
  for (int i = 0; i < my * N; i++) t[i] = -1;
  for (int p = 0; p < size; p++) { int q = rbd[p]; if (rc[p]) MPI_Unpack(rb, rbd[p] + rbc[p], &q, (char *)t + rd[p], 1, rt[p], MPI_COMM_WORLD); }
  s = 0; for (int i = 0; i < my * N; i++) s += t[i] * (i + 1);
  printf("packed checksum %g\n", s);
  for (int p = 0; p < size; p++) { MPI_Type_free(&st[p]); MPI_Type_free(&rt[p]); }
  free(a); free(t); free(pb); free(rb);
  MPI_Finalize();
  return 0;
}

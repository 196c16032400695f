// mpi-np: 1 2 4 6
/* 2-D Jacobi on a periodic/non-periodic Cartesian grid: halo exchange of rows (contiguous)
   and columns (MPI_Type_vector), once with MPI_Sendrecv and once with Isend/Irecv/Waitall. */
#include <mpi.h>
#include <stdio.h>
#define NX 6
#define NY 5
#define IDX(i, j) ((i) * (NY + 2) + (j))
int main(int argc, char **argv) {
  int size, rank, dims[2] = {0, 0}, periods[2] = {1, 0}, coords[2], up, down, left, right, it;
  double a[(NX + 2) * (NY + 2)], b[(NX + 2) * (NY + 2)];
  MPI_Comm cart;
  MPI_Datatype col;
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Dims_create(size, 2, dims);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 1, &cart);
  MPI_Comm_rank(cart, &rank);
  MPI_Cart_coords(cart, rank, 2, coords);
  MPI_Cart_shift(cart, 0, 1, &up, &down);
  MPI_Cart_shift(cart, 1, 1, &left, &right);
  printf("rank %d coords (%d,%d) dims %dx%d up %d down %d left %d right %d\n", rank, coords[0], coords[1], dims[0], dims[1], up, down, left, right);
  MPI_Type_vector(NX, 1, NY + 2, MPI_DOUBLE, &col);
  MPI_Type_commit(&col);
  for (int i = 0; i < NX + 2; i++)
    for (int j = 0; j < NY + 2; j++) a[IDX(i, j)] = (i >= 1 && i <= NX && j >= 1 && j <= NY) ? rank * 100 + i * 10 + j : -1;
  for (it = 0; it < 4; it++) {
    if (it % 2 == 0) {
      MPI_Status st;
      MPI_Sendrecv(&a[IDX(1, 1)], NY, MPI_DOUBLE, up, 0, &a[IDX(NX + 1, 1)], NY, MPI_DOUBLE, down, 0, cart, &st);
      MPI_Sendrecv(&a[IDX(NX, 1)], NY, MPI_DOUBLE, down, 1, &a[IDX(0, 1)], NY, MPI_DOUBLE, up, 1, cart, &st);
      MPI_Sendrecv(&a[IDX(1, 1)], 1, col, left, 2, &a[IDX(1, NY + 1)], 1, col, right, 2, cart, &st);
      MPI_Sendrecv(&a[IDX(1, NY)], 1, col, right, 3, &a[IDX(1, 0)], 1, col, left, 3, cart, &st);
    } else {
      MPI_Request rq[8];
      MPI_Status sts[8];
      MPI_Irecv(&a[IDX(NX + 1, 1)], NY, MPI_DOUBLE, down, 0, cart, &rq[0]);
      MPI_Irecv(&a[IDX(0, 1)], NY, MPI_DOUBLE, up, 1, cart, &rq[1]);
      MPI_Irecv(&a[IDX(1, NY + 1)], 1, col, right, 2, cart, &rq[2]);
      MPI_Irecv(&a[IDX(1, 0)], 1, col, left, 3, cart, &rq[3]);
      MPI_Isend(&a[IDX(1, 1)], NY, MPI_DOUBLE, up, 0, cart, &rq[4]);
      MPI_Isend(&a[IDX(NX, 1)], NY, MPI_DOUBLE, down, 1, cart, &rq[5]);
      MPI_Isend(&a[IDX(1, 1)], 1, col, left, 2, cart, &rq[6]);
      MPI_Isend(&a[IDX(1, NY)], 1, col, right, 3, cart, &rq[7]);
      MPI_Waitall(8, rq, sts);
      for (int k = 0; k < 4; k++) {
        int cnt, el;
        MPI_Get_count(&sts[k], k < 2 ? MPI_DOUBLE : col, &cnt);
        MPI_Get_elements(&sts[k], MPI_DOUBLE, &el);
        printf("it %d recv %d source %d tag %d count %d elements %d\n", it, k, sts[k].MPI_SOURCE, sts[k].MPI_TAG, cnt, el);
      }
    }
    for (int i = 1; i <= NX; i++)
      for (int j = 1; j <= NY; j++) b[IDX(i, j)] = 0.25 * (a[IDX(i - 1, j)] + a[IDX(i + 1, j)] + a[IDX(i, j - 1)] + a[IDX(i, j + 1)]);
    double local = 0, global;
    for (int i = 1; i <= NX; i++)
      for (int j = 1; j <= NY; j++) { local += (b[IDX(i, j)] - a[IDX(i, j)]) * (b[IDX(i, j)] - a[IDX(i, j)]); a[IDX(i, j)] = b[IDX(i, j)]; }
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, cart);
    printf("it %d local %.17g global %.17g\n", it, local, global);
  }
  for (int i = 0; i < NX + 2; i++) {
    for (int j = 0; j < NY + 2; j++) printf(" %.6g", a[IDX(i, j)]);
    printf("\n");
  }
  MPI_Type_free(&col);
  MPI_Comm_free(&cart);
  MPI_Finalize();
  return 0;
}

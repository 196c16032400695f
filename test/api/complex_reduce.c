/* MPI_SUM and MPI_PROD on complex types sum and multiply both parts (coll/opsum: the imaginary
   part was left out). Values are small integers, so every result is exact. */
// mpi-np: 3
#include <mpi.h>
#include <stdio.h>
typedef struct { double re, im; } dcx;
typedef struct { float re, im; } fcx;
typedef struct { long double re, im; } ldcx;
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  dcx d[2] = {{rank + 1, -(rank + 2)}, {2, rank}}, dr[2];
  fcx f[2] = {{rank + 1, -(rank + 2)}, {2, rank}}, fr[2];
  ldcx l[2] = {{rank + 1, -(rank + 2)}, {2, rank}}, lr[2];
  MPI_Op ops[2] = {MPI_SUM, MPI_PROD};
  for (int k = 0; k < 2; k++) {
    const char *op = k ? "PROD" : "SUM";
    MPI_Allreduce(d, dr, 2, MPI_C_DOUBLE_COMPLEX, ops[k], MPI_COMM_WORLD);
    printf("rank %d %s double: %g%+gi %g%+gi\n", rank, op, dr[0].re, dr[0].im, dr[1].re, dr[1].im);
    MPI_Allreduce(d, dr, 2, MPI_DOUBLE_COMPLEX, ops[k], MPI_COMM_WORLD);
    printf("rank %d %s Fortran double: %g%+gi %g%+gi\n", rank, op, dr[0].re, dr[0].im, dr[1].re, dr[1].im);
    MPI_Reduce(f, fr, 2, MPI_C_FLOAT_COMPLEX, ops[k], 0, MPI_COMM_WORLD);
    if (rank == 0) printf("%s float: %g%+gi %g%+gi\n", op, fr[0].re, fr[0].im, fr[1].re, fr[1].im);
    MPI_Reduce(f, fr, 2, MPI_COMPLEX, ops[k], 0, MPI_COMM_WORLD);
    if (rank == 0) printf("%s Fortran complex: %g%+gi %g%+gi\n", op, fr[0].re, fr[0].im, fr[1].re, fr[1].im);
    MPI_Reduce(l, lr, 2, MPI_C_LONG_DOUBLE_COMPLEX, ops[k], 0, MPI_COMM_WORLD);
    if (rank == 0) printf("%s long double: %Lg%+Lgi %Lg%+Lgi\n", op, lr[0].re, lr[0].im, lr[1].re, lr[1].im);
  }
  MPI_Finalize();
  return 0;
}

// mpi-np: 1 2 4
/* Predefined datatype names and sizes (MPI_LONG_DOUBLE, pair types, MPI_AINT, MPI_COUNT, complex, C++ bool...),
   derived type names through MPI_Type_set_name and MPI_Type_dup, MPI_Sendrecv_replace with a
   vector type, MPI_PROC_NULL receive status, wildcard probes, the predefined attributes. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  int rank, size, len;
  char name[MPI_MAX_OBJECT_NAME];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Datatype tys[] = {MPI_INT, MPI_DOUBLE, MPI_LONG_DOUBLE, MPI_2INT, MPI_DOUBLE_INT, MPI_C_BOOL, MPI_INT64_T, MPI_AINT, MPI_COUNT, MPI_OFFSET, MPI_UNSIGNED_LONG_LONG, MPI_WCHAR, MPI_PACKED, MPI_BYTE, MPI_C_DOUBLE_COMPLEX, MPI_CXX_BOOL};
  for (int i = 0; i < 16; i++) { int sz; MPI_Type_get_name(tys[i], name, &len); MPI_Type_size(tys[i], &sz); printf("%s(%d) size %d\n", name, len, sz); }
  MPI_Datatype v; MPI_Type_vector(2, 1, 2, MPI_INT, &v); MPI_Type_get_name(v, name, &len); printf("derived name '%s' %d\n", name, len);
  MPI_Type_set_name(v, "my vector"); MPI_Type_get_name(v, name, &len); printf("named '%s' %d\n", name, len);
  MPI_Datatype vd; MPI_Type_dup(v, &vd); MPI_Type_get_name(vd, name, &len); printf("dup name '%s' %d\n", name, len);
  MPI_Comm_get_name(MPI_COMM_SELF, name, &len); printf("self '%s'\n", name);
  /* sendrecv_replace with a derived type around a ring */
  int buf[4] = {rank, rank * 10, rank * 100, rank * 1000};
  MPI_Type_commit(&v);
  MPI_Status st;
  MPI_Sendrecv_replace(buf, 2, v, (rank + 1) % size, 5, (rank + size - 1) % size, 5, MPI_COMM_WORLD, &st);
  int c, e; MPI_Get_count(&st, v, &c); MPI_Get_elements(&st, v, &e);
  printf("replace: %d %d %d %d src %d count %d el %d\n", buf[0], buf[1], buf[2], buf[3], st.MPI_SOURCE, c, e);
  /* PROC_NULL status */
  MPI_Recv(buf, 4, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD, &st);
  MPI_Get_count(&st, MPI_INT, &c); printf("procnull src %d tag %d count %d\n", st.MPI_SOURCE, st.MPI_TAG, c);
  /* probe any source, any tag; then Mprobe/Mrecv */
  int val = rank;
  MPI_Request r; MPI_Isend(&val, 1, MPI_INT, 0, 100 + rank, MPI_COMM_WORLD, &r);
  if (rank == 0) {
    int seen = 0, tsum = 0;
    for (int i = 0; i < size; i++) {
      MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
      int x; MPI_Recv(&x, 1, MPI_INT, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, &st); seen += x; tsum += st.MPI_TAG;
    }
    printf("probe sum %d tags %d\n", seen, tsum);
  }
  MPI_Wait(&r, MPI_STATUS_IGNORE);
  double t1 = MPI_Wtime(); int flag; MPI_Initialized(&flag); printf("initialized %d wtime>=0 %d\n", flag, t1 >= 0);
  int *ub, f2; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &f2); printf("tag_ub %d\n", *ub);
  int *hn; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_HOST, &hn, &f2); printf("host flag %d val %d\n", f2, *hn);
  int *io; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_IO, &io, &f2); printf("io flag %d val %d\n", f2, *io);
  int *wtg; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_WTIME_IS_GLOBAL, &wtg, &f2); printf("wtime global flag %d val %d\n", f2, *wtg);
  int *us; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_UNIVERSE_SIZE, &us, &f2); printf("universe flag %d val %d\n", f2, f2 ? *us : -1);
  int *an; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_APPNUM, &an, &f2); printf("appnum flag %d val %d\n", f2, f2 ? *an : -1);
  MPI_Type_free(&v); MPI_Type_free(&vd);
  MPI_Finalize();
  return 0;
}

// mpi-np: 1 2 3 4 5
/* Non-commutative user op (2x2 matrix product) in Scan, Exscan, Reduce, Allreduce,
   Reduce_local, Reduce_scatter_block; MPI_Op_commutative of every predefined op and of
   MPI_OP_NULL; Reduce_scatter with uneven counts; Comm_split with MPI_UNDEFINED;
   Group_range_incl/excl (negative stride), translate_ranks with MPI_PROC_NULL,
   Comm_create_group; Get_processor_name. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
typedef struct { double a, b, c, d; } mat2; /* 2x2 matrix, product is non-commutative */
static void matmul(void *in, void *inout, int *len, MPI_Datatype *dt) {
  mat2 *x = in, *y = inout;
  for (int i = 0; i < *len; i++) {
    mat2 r = { x[i].a * y[i].a + x[i].b * y[i].c, x[i].a * y[i].b + x[i].b * y[i].d, x[i].c * y[i].a + x[i].d * y[i].c, x[i].c * y[i].b + x[i].d * y[i].d };
    y[i] = r;
  }
  (void)dt;
}
static void pr(const char *w, mat2 m) { printf("%s [%g %g; %g %g]\n", w, m.a, m.b, m.c, m.d); }
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Datatype m2; MPI_Type_contiguous(4, MPI_DOUBLE, &m2); MPI_Type_commit(&m2);
  MPI_Op op, cop; int commute;
  MPI_Op_create(matmul, 0, &op); MPI_Op_commutative(op, &commute); printf("noncomm op commutative=%d\n", commute);
  MPI_Op_create(matmul, 1, &cop); MPI_Op_commutative(cop, &commute); printf("comm op commutative=%d\n", commute);
  MPI_Op_commutative(MPI_SUM, &commute); printf("MPI_SUM commutative=%d\n", commute);
  MPI_Op ops[] = {MPI_MAX, MPI_MIN, MPI_SUM, MPI_PROD, MPI_LAND, MPI_BAND, MPI_LOR, MPI_BOR, MPI_LXOR, MPI_BXOR, MPI_MINLOC, MPI_MAXLOC, MPI_REPLACE, MPI_NO_OP};
  printf("predefined commutative:");
  for (int i = 0; i < 14; i++) { MPI_Op_commutative(ops[i], &commute); printf(" %d", commute); }
  printf("\n");
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int cls, err = MPI_Op_commutative(MPI_OP_NULL, &commute);
  MPI_Error_class(err, &cls); printf("MPI_OP_NULL: class %d\n", cls);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
  mat2 mine = {1, rank + 1, 0, 1}, out = {0, 0, 0, 0};
  if (rank % 2) mine = (mat2){1, 0, rank, 1};
  MPI_Scan(&mine, &out, 1, m2, op, MPI_COMM_WORLD); pr("scan", out);
  out = (mat2){-1, -1, -1, -1};
  MPI_Exscan(&mine, &out, 1, m2, op, MPI_COMM_WORLD); if (rank) pr("exscan", out);
  MPI_Reduce(&mine, &out, 1, m2, op, size - 1, MPI_COMM_WORLD); if (rank == size - 1) pr("reduce", out);
  MPI_Allreduce(&mine, &out, 1, m2, op, MPI_COMM_WORLD); pr("allreduce", out);
  mat2 loc = {2, 1, 1, 1}; mat2 io = mine;
  MPI_Reduce_local(&loc, &io, 1, m2, op); pr("reduce_local", io);
  int a[3] = {1, 2, 3}, b[3] = {10, 20, 30};
  MPI_Reduce_local(a, b, 3, MPI_INT, MPI_SUM); printf("reduce_local int %d %d %d\n", b[0], b[1], b[2]);
  /* reduce_scatter with uneven counts */
  int rc[8], sb[64], rb[64], tot = 0;
  for (int i = 0; i < size; i++) { rc[i] = i % 3 + 1; tot += rc[i]; }
  for (int i = 0; i < 64; i++) sb[i] = rank * 100 + i;
  MPI_Reduce_scatter(sb, rb, rc, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  printf("reduce_scatter:"); for (int i = 0; i < rc[rank]; i++) printf(" %d", rb[i]); printf("\n");
  mat2 ms[8], mr[2];
  for (int i = 0; i < size * 2; i++) ms[i] = (mat2){1, i + rank, 0, 1};
  MPI_Reduce_scatter_block(ms, mr, 2, m2, op, MPI_COMM_WORLD); pr("rsb0", mr[0]); pr("rsb1", mr[1]);
  MPI_Reduce_scatter_block(MPI_IN_PLACE == NULL ? NULL : sb, rb, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  printf("rsb int %d %d\n", rb[0], rb[1]);
  /* comm split with MPI_UNDEFINED, create_group, group ranges */
  MPI_Comm half;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 3 == 1 ? MPI_UNDEFINED : rank % 3, -rank, &half);
  if (half == MPI_COMM_NULL) printf("split: null\n");
  else { int hr, hs; MPI_Comm_rank(half, &hr); MPI_Comm_size(half, &hs); printf("split: %d of %d\n", hr, hs); MPI_Comm_free(&half); }
  MPI_Group world, evens, rng, ex;
  MPI_Comm_group(MPI_COMM_WORLD, &world);
  int ranges[1][3] = {{0, size - 1, 2}};
  MPI_Group_range_incl(world, 1, ranges, &evens);
  int rr[2][3] = {{size - 1, 0, -2}, {0, 0, 1}}; int nr = size > 1 ? 1 : 1;
  MPI_Group_range_incl(world, nr, rr, &rng);
  MPI_Group_range_excl(world, 1, ranges, &ex);
  int gs, gr; MPI_Group_size(evens, &gs); MPI_Group_rank(evens, &gr); printf("evens size %d rank %d\n", gs, gr);
  MPI_Group_size(rng, &gs); MPI_Group_rank(rng, &gr); printf("rng size %d rank %d\n", gs, gr);
  MPI_Group_size(ex, &gs); MPI_Group_rank(ex, &gr); printf("excl size %d rank %d\n", gs, gr == MPI_UNDEFINED ? -1 : gr);
  int in[4] = {0, MPI_PROC_NULL, size - 1, 0}, outr[4];
  MPI_Group_translate_ranks(world, 3, in, rng, outr); printf("translate %d %d %d\n", outr[0], outr[1], outr[2]);
  int cmpres; MPI_Group_compare(evens, rng, &cmpres); printf("compare evens rng %d\n", cmpres);
  MPI_Comm cg;
  if (rank % 2 == 0) {
    MPI_Comm_create_group(MPI_COMM_WORLD, evens, 7, &cg);
    int cr, cs; MPI_Comm_rank(cg, &cr); MPI_Comm_size(cg, &cs); printf("create_group %d of %d\n", cr, cs);
    int v = rank, s; MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, cg); printf("sum over evens %d\n", s);
    MPI_Comm_free(&cg);
  }
  MPI_Group_free(&evens); MPI_Group_free(&rng); MPI_Group_free(&ex); MPI_Group_free(&world);
  char name[MPI_MAX_PROCESSOR_NAME]; int nl; MPI_Get_processor_name(name, &nl); printf("name len>0 %d strlen ok %d\n", nl > 0, (int)strlen(name) == nl);
  MPI_Op_free(&op); MPI_Op_free(&cop); MPI_Type_free(&m2);
  printf("op null %d\n", op == MPI_OP_NULL);
  MPI_Finalize();
  return 0;
}

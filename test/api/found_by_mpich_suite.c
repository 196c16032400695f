/* Behaviour MPICH's test/mpi found different: the info functions before MPI_Init and after
   MPI_Finalize (info/info_no_init), MPI_WEIGHTS_EMPTY making a weighted distributed graph
   (topo/distgraph1), MPI_LXOR on floating-point types (coll/oplxor; MPI_LAND and MPI_LOR on them fail an assertion
   in MPICH 4.0.2). */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  MPI_Info info, dup; int n, len, flag; char key[MPI_MAX_INFO_KEY], val[64];
  MPI_Info_create(&info); MPI_Info_set(info, "a", "1"); MPI_Info_set(info, "bb", "22");
  MPI_Info_get_nkeys(info, &n); MPI_Info_get_nthkey(info, 1, key);
  MPI_Info_get_valuelen(info, "bb", &len, &flag); MPI_Info_get(info, "a", 63, val, &flag);
  MPI_Info_delete(info, "a"); MPI_Info_dup(info, &dup); MPI_Info_free(&dup);
  printf("before init: %d keys, key 1 %s, valuelen %d, a=%s\n", n, key, len, val);
  int rank, size; MPI_Init(&argc, &argv); MPI_Comm_rank(MPI_COMM_WORLD, &rank); MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm g; int in, out, weighted;
  MPI_Dist_graph_create(MPI_COMM_WORLD, 0, NULL, NULL, NULL, MPI_WEIGHTS_EMPTY, MPI_INFO_NULL, 0, &g);
  MPI_Dist_graph_neighbors_count(g, &in, &out, &weighted); MPI_Comm_free(&g);
  printf("WEIGHTS_EMPTY: in %d out %d weighted %d\n", in, out, weighted);
  MPI_Dist_graph_create(MPI_COMM_WORLD, 0, NULL, NULL, NULL, MPI_UNWEIGHTED, MPI_INFO_NULL, 0, &g);
  MPI_Dist_graph_neighbors_count(g, &in, &out, &weighted); MPI_Comm_free(&g);
  printf("UNWEIGHTED: in %d out %d weighted %d\n", in, out, weighted);
  double d[3] = {rank ? 1.5 : 0.0, 2.0, 0.0}, dr[3]; float f[3] = {rank ? 0.0f : 3.0f, 1.0f, 0.0f}, fr[3];
  long double l[3] = {rank ? 0.0L : 2.5L, 1.0L, 0.0L}, lr[3];
  int e1 = MPI_Allreduce(d, dr, 3, MPI_DOUBLE, MPI_LXOR, MPI_COMM_WORLD);
  int e2 = MPI_Allreduce(f, fr, 3, MPI_FLOAT, MPI_LXOR, MPI_COMM_WORLD);
  int e3 = MPI_Allreduce(l, lr, 3, MPI_LONG_DOUBLE, MPI_LXOR, MPI_COMM_WORLD);
  printf("LXOR: %d %d %d double %g %g %g float %g %g %g long double %Lg %Lg %Lg\n", e1, e2, e3, dr[0], dr[1], dr[2], fr[0], fr[1], fr[2], lr[0], lr[1], lr[2]);
  MPI_Finalize();
  MPI_Info_get_nkeys(info, &n); printf("after finalize: %d keys\n", n); MPI_Info_free(&info);
  return 0;
}

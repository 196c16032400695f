// mpi-np: 1 3
/* Communicator info hints as MPICH keeps them: MPI_Comm_get_info lists MPICH's hint table
   (defaults on MPI_COMM_WORLD/SELF), MPI_Comm_dup_with_info and MPI_Comm_set_info set known
   keys ("true"/"false", else a number; unknown keys dropped), a plain dup or split starts from
   the defaults, set_info with MPI_INFO_NULL is an error. Also MPI_Info_* basics. */
#include <mpi.h>
#include <stdio.h>
static void show(const char *w, MPI_Comm c) {
  MPI_Info g; int n, i, f, len; char k[MPI_MAX_INFO_KEY + 1], v[MPI_MAX_INFO_VAL + 1];
  MPI_Comm_get_info(c, &g); MPI_Info_get_nkeys(g, &n); printf("%s (%d):", w, n);
  for (i = 0; i < n; i++) {
    MPI_Info_get_nthkey(g, i, k); MPI_Info_get_valuelen(g, k, &len, &f); MPI_Info_get(g, k, MPI_MAX_INFO_VAL, v, &f);
    printf(" %s=%s/%d", k, v, len);
  }
  printf("\n"); MPI_Info_free(&g);
}
int main(int argc, char **argv) {
  int rank, cls, err, n, f;
  char v[64];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Info in, dup; MPI_Info_create(&in);
  MPI_Info_set(in, "mpi_assert_no_any_tag", "true");
  MPI_Info_set(in, "mpi_assert_exact_length", "yes");
  MPI_Info_set(in, "sender_vci", "5");
  MPI_Info_set(in, "multi_nic_pref_nic", "2");
  MPI_Info_set(in, "enable_multi_nic_striping", "false");
  MPI_Info_set(in, "bogus", "x");
  MPI_Info_set(in, "bogus", "replaced");
  MPI_Info_dup(in, &dup);
  MPI_Info_delete(dup, "bogus");
  MPI_Info_get_nkeys(in, &n); printf("info keys %d", n);
  MPI_Info_get_nkeys(dup, &n); printf(", dup %d", n);
  MPI_Info_get(in, "bogus", 63, v, &f); printf(", bogus=%s\n", v);
  MPI_Info_get(dup, "bogus", 63, v, &f); printf("deleted flag %d\n", f);
  MPI_Comm a, b, c;
  show("world", MPI_COMM_WORLD);
  show("self", MPI_COMM_SELF);
  MPI_Comm_dup_with_info(MPI_COMM_WORLD, in, &a); show("dup_with_info", a);
  MPI_Comm_dup(a, &b); show("dup", b);
  MPI_Comm_split(a, rank % 2, 0, &c); show("split", c);
  MPI_Info_free(&in); MPI_Info_create(&in);
  MPI_Info_set(in, "mpi_assert_no_any_source", "1");
  MPI_Info_set(in, "mpi_assert_allow_overtaking", "true");
  MPI_Info_set(in, "vci", "-4");
  MPI_Comm_set_info(a, in); show("set_info", a);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN); /* the info is checked before the communicator */
  err = MPI_Comm_set_info(a, MPI_INFO_NULL); MPI_Error_class(err, &cls); printf("set_info(MPI_INFO_NULL): class %d\n", cls);
  MPI_Comm_free(&a); MPI_Comm_free(&b); MPI_Comm_free(&c); MPI_Info_free(&in); MPI_Info_free(&dup);
  printf("freed %d\n", in == MPI_INFO_NULL);
  MPI_Finalize();
  return 0;
}

// mpi-np: 1 2
/* Environment and info objects: MPI_Init_thread/Query_thread/Is_thread_main, MPI_Pcontrol,
   MPI_Info_* (order of keys, replacement, dup, delete) and their errors (missing key, key index
   out of range, blank key, MPI_INFO_NULL, value longer than valuelen: MPICH fails it),
   MPI_Comm_dup_with_info/get_info, MPI_Error_string of every class, MPI_Add_error_class/code/
   string, MPI_Comm_call_errhandler, MPI_LASTUSEDCODE, MPI_Wtick, MPI_Get_library_version. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  int rank, size, provided, flag, len, nkeys, i;
  char buf[MPI_MAX_INFO_VAL + 1], key[MPI_MAX_INFO_KEY + 1], es[MPI_MAX_ERROR_STRING];
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  printf("provided=%d\n", provided);
  MPI_Query_thread(&provided); printf("query=%d\n", provided);
  MPI_Is_thread_main(&flag); printf("main=%d\n", flag);
  printf("pcontrol=%d\n", MPI_Pcontrol(1));
  int ver, sub; MPI_Get_version(&ver, &sub); printf("version %d.%d\n", ver, sub);
  MPI_Info info, dup;
  MPI_Info_create(&info);
  MPI_Info_get_nkeys(info, &nkeys); printf("nkeys0=%d\n", nkeys);
  MPI_Info_set(info, "zeta", "1");
  MPI_Info_set(info, "alpha", "two");
  MPI_Info_set(info, "mid", "three");
  MPI_Info_set(info, "alpha", "replaced");
  MPI_Info_get_nkeys(info, &nkeys); printf("nkeys=%d\n", nkeys);
  for (i = 0; i < nkeys; i++) {
    MPI_Info_get_nthkey(info, i, key);
    MPI_Info_get_valuelen(info, key, &len, &flag);
    MPI_Info_get(info, key, MPI_MAX_INFO_VAL, buf, &flag);
    printf("key %d %s len=%d flag=%d val=%s\n", i, key, len, flag, buf);
  }
  MPI_Info_get(info, "nothere", MPI_MAX_INFO_VAL, buf, &flag); printf("missing flag=%d\n", flag);
  MPI_Info_dup(info, &dup);
  MPI_Info_delete(dup, "mid");
  MPI_Info_get_nkeys(dup, &nkeys); printf("dup nkeys=%d\n", nkeys);
  MPI_Info_get_nkeys(info, &nkeys); printf("orig nkeys=%d\n", nkeys);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int err = MPI_Info_delete(dup, "mid");
  int cls; MPI_Error_class(err, &cls); MPI_Error_string(err, es, &len);
  printf("delete missing: class=%d %s\n", cls, es);
  err = MPI_Info_get_nthkey(dup, 5, key);
  MPI_Error_class(err, &cls);
  printf("nthkey oob: class=%d\n", cls);
  err = MPI_Info_get_nthkey(dup, -1, key);
  MPI_Error_class(err, &cls);
  printf("nthkey negative: class=%d\n", cls);
  err = MPI_Info_set(dup, " ", "x");
  MPI_Error_class(err, &cls); MPI_Error_string(err, es, &len);
  printf("blank key: class=%d %s\n", cls, es);
  err = MPI_Info_delete(MPI_INFO_NULL, "k");
  MPI_Error_class(err, &cls); MPI_Error_string(err, es, &len);
  printf("null info: class=%d %s\n", cls, es);
  memset(buf, 0, sizeof buf);
  err = MPI_Info_get(info, "alpha", 3, buf, &flag);
  MPI_Error_class(err, &cls); printf("short get class=%d\n", cls);
  err = MPI_Info_get(info, "alpha", 8, buf, &flag);
  printf("exact get err=%d flag=%d val=%s\n", err, flag, buf);
  MPI_Info_free(&dup);
  printf("freed null=%d\n", dup == MPI_INFO_NULL);
  MPI_Comm c2; MPI_Info got;
  MPI_Comm_dup_with_info(MPI_COMM_WORLD, info, &c2);
  MPI_Comm_get_info(c2, &got);
  MPI_Info_get_nkeys(got, &nkeys); printf("comm info nkeys=%d\n", nkeys);
  for (i = 0; i < nkeys; i++) { MPI_Info_get_nthkey(got, i, key); MPI_Info_get(got, key, MPI_MAX_INFO_VAL, buf, &flag); printf(" ck %s=%s\n", key, buf); }
  MPI_Info_free(&got);
  MPI_Info_set(info, "mpi_assert_no_any_tag", "true");
  MPI_Comm_set_info(c2, info);
  MPI_Comm_get_info(c2, &got);
  MPI_Info_get_nkeys(got, &nkeys); printf("comm info2 nkeys=%d\n", nkeys);
  for (i = 0; i < nkeys; i++) { MPI_Info_get_nthkey(got, i, key); MPI_Info_get(got, key, MPI_MAX_INFO_VAL, buf, &flag); printf(" ck %s=%s\n", key, buf); }
  MPI_Info_free(&got);
  MPI_Comm_free(&c2);
  MPI_Info_free(&info);
  for (i = 0; i <= MPI_ERR_LASTCODE && i < 80; i++) {
    if (MPI_Error_string(i, es, &len) == MPI_SUCCESS) printf("err %d: %s\n", i, es);
  }
  int ncls, ncode, lastused, *lv;
  MPI_Add_error_class(&ncls);
  MPI_Add_error_code(ncls, &ncode);
  MPI_Add_error_string(ncls, "my class");
  MPI_Add_error_string(ncode, "my code");
  MPI_Error_string(ncls, es, &len); printf("new class %s len=%d\n", es, len);
  MPI_Error_string(ncode, es, &len); printf("new code %s len=%d\n", es, len);
  MPI_Error_class(ncode, &cls); printf("code class matches=%d\n", cls == ncls);
  MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_LASTUSEDCODE, &lv, &flag);
  printf("lastused flag=%d ge=%d\n", flag, *lv >= ncode);
  int rc = MPI_Comm_call_errhandler(MPI_COMM_WORLD, ncode);
  printf("call errhandler rc=%d same=%d\n", rc == MPI_SUCCESS, rc == ncode);
  double t = MPI_Wtick(); printf("wtick>0 %d\n", t > 0);
  char lib[MPI_MAX_LIBRARY_VERSION_STRING]; MPI_Get_library_version(lib, &len);
  printf("lib starts %.13s\n", lib);
  MPI_Finalize();
  return 0;
}

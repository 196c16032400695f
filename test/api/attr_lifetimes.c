/* Attribute behaviour MPICH's test/mpi found different: MPI_Type_dup runs the attributes' copy
   callbacks (attr/attr2type), and a keyval freed again while an attribute still holds it is no
   error (attr/keyval_double_free*: MPICH counts references and remembers it was freed). */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>
static int copies, deletes, value = 7;
static int copy_fn(MPI_Datatype t, int k, void *extra, void *in, void *out, int *flag) {
  (void)t; (void)k; (void)extra; copies++; *(void **)out = in; *flag = 1; return MPI_SUCCESS;
}
static int nocopy_fn(MPI_Datatype t, int k, void *extra, void *in, void *out, int *flag) {
  (void)t; (void)k; (void)extra; (void)in; (void)out; *flag = 0; return MPI_SUCCESS;
}
static int failcopy_fn(MPI_Datatype t, int k, void *extra, void *in, void *out, int *flag) {
  (void)t; (void)k; (void)extra; (void)in; (void)out; *flag = 0; return MPI_ERR_OTHER;
}
static int delete_fn(MPI_Datatype t, int k, void *v, void *extra) { (void)t; (void)k; (void)v; (void)extra; deletes++; return MPI_SUCCESS; }
static int comm_delete_frees(MPI_Comm c, int k, void *v, void *extra) { (void)c; (void)v; (void)extra; MPI_Comm_free_keyval(&k); deletes++; return MPI_SUCCESS; }
int main(int argc, char **argv) {
  int rank, flag, *got, err;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int k1, k2, k3;
  MPI_Type_create_keyval(copy_fn, delete_fn, &k1, NULL);
  MPI_Type_create_keyval(nocopy_fn, delete_fn, &k2, NULL);
  MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, delete_fn, &k3, NULL);
  MPI_Datatype t, d;
  MPI_Type_contiguous(2, MPI_INT, &t);
  MPI_Type_set_attr(t, k1, &value); MPI_Type_set_attr(t, k2, &value); MPI_Type_set_attr(t, k3, &value);
  MPI_Type_dup(t, &d);
  MPI_Type_get_attr(d, k1, &got, &flag);
  printf("rank %d: dup: copies %d, k1 %d %d", rank, copies, flag, flag ? *got : -1);
  MPI_Type_get_attr(d, k2, &got, &flag); printf(", k2 %d", flag);
  MPI_Type_get_attr(d, k3, &got, &flag); printf(", k3 %d\n", flag);
  MPI_Type_free(&t); MPI_Type_free(&d);
  printf("rank %d: deletes after freeing both %d\n", rank, deletes);
  int k4; MPI_Datatype e = MPI_DATATYPE_NULL;
  MPI_Type_create_keyval(failcopy_fn, MPI_TYPE_NULL_DELETE_FN, &k4, NULL);
  MPI_Type_contiguous(1, MPI_INT, &t); MPI_Type_set_attr(t, k4, &value);
  err = MPI_Type_dup(t, &e);
  printf("rank %d: failing copy callback: dup returns %d\n", rank, err);
  MPI_Type_free(&t);
  /* keyval_double_free: freed in the delete callback, then twice by the program. */
  int kc, kc2; MPI_Comm dup;
  deletes = 0;
  MPI_Comm_dup(MPI_COMM_SELF, &dup);
  MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, comm_delete_frees, &kc, NULL);
  kc2 = kc;
  MPI_Comm_set_attr(MPI_COMM_SELF, kc, NULL); MPI_Comm_set_attr(dup, kc, NULL);
  MPI_Comm_free(&dup);
  int e1 = MPI_Comm_free_keyval(&kc);
  int e2 = MPI_Comm_free_keyval(&kc2);
  printf("rank %d: keyval freed three times while in use: %d %d (%d)\n", rank, e1, e2, kc2 == MPI_KEYVAL_INVALID);
  /* Released once no attribute holds it: freeing it again is an error. */
  int kd, kd2; MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &kd, NULL); kd2 = kd;
  MPI_Comm_free_keyval(&kd);
  int class; err = MPI_Comm_free_keyval(&kd2); MPI_Error_class(err, &class);
  printf("rank %d: unused keyval freed twice: %s\n", rank, class == MPI_ERR_KEYVAL ? "MPI_ERR_KEYVAL" : err ? "other error" : "no error");
  MPI_Finalize();
  printf("rank %d: deletes at the end %d\n", rank, deletes);
  return 0;
}

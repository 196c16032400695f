/* Behaviour MPICH tests found different: a duplicate keeps its topology (MPI_Comm_dup, MPI_Comm_idup),
   dynamic error classes and codes with their values, strings and MPI_LASTUSEDCODE, an attribute copy
   callback failing MPI_Comm_dup, MPI_COMM_TYPE_HW_GUIDED and _UNGUIDED. */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>
static int copy_fail(MPI_Comm c, int k, void *e, void *in, void *out, int *flag) { (void)c; (void)k; (void)e; (void)in; (void)out; *flag = 0; return MPI_ERR_OTHER; }
int main(int argc, char **argv) {
  int rank, size; MPI_Init(&argc, &argv); MPI_Comm_rank(MPI_COMM_WORLD, &rank); MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int dims[2] = {0, 0}, periods[2] = {1, 0}; MPI_Dims_create(size, 2, dims);
  MPI_Comm cart, dup; MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  MPI_Comm_dup(cart, &dup); int t, nd; MPI_Topo_test(dup, &t); MPI_Cartdim_get(dup, &nd);
  int d[2], p[2], c[2]; MPI_Cart_get(dup, 2, d, p, c);
  printf("dup topo %d (cart %d) ndims %d dims %d %d periods %d %d coords %d %d\n", t, MPI_CART, nd, d[0], d[1], p[0], p[1], c[0], c[1]);
  MPI_Comm idup; MPI_Request rq; MPI_Comm_idup(cart, &idup, &rq); MPI_Wait(&rq, MPI_STATUS_IGNORE); MPI_Topo_test(idup, &t); printf("idup topo %d\n", t);
  MPI_Comm_free(&idup); MPI_Comm_free(&dup);
  int cls, code, cls2, code2; MPI_Add_error_class(&cls); MPI_Add_error_code(cls, &code); MPI_Add_error_code(cls, &code2); MPI_Add_error_class(&cls2);
  int got; MPI_Error_class(code, &got);
  MPI_Add_error_string(code, "my error"); char s[MPI_MAX_ERROR_STRING]; int len; MPI_Error_string(code, s, &len);
  printf("class %x code %x code2 %x class2 %x classof %x string [%s] %d\n", cls, code, code2, cls2, got, s, len);
  MPI_Error_string(cls2, s, &len); printf("class2 string [%s]\n", s);
  int lastused, flag; void *v; MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_LASTUSEDCODE, &v, &flag); printf("lastused %x\n", *(int*)v);
  int key; MPI_Comm_create_keyval(copy_fail, MPI_COMM_NULL_DELETE_FN, &key, NULL); MPI_Comm_set_attr(MPI_COMM_WORLD, key, &rank);
  MPI_Comm d2 = MPI_COMM_SELF; int e = MPI_Comm_dup(MPI_COMM_WORLD, &d2); int ec; MPI_Error_class(e, &ec);
  printf("dup with failing copy: err class %d null %d\n", ec, d2 == MPI_COMM_NULL);
  MPI_Comm_delete_attr(MPI_COMM_WORLD, key);
  MPI_Info info; MPI_Info_create(&info); MPI_Info_set(info, "mpi_hw_resource_type", "mpi_shared_memory");
  MPI_Comm hw; e = MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_HW_GUIDED, 0, info, &hw);
  if (hw != MPI_COMM_NULL) { int hs; MPI_Comm_size(hw, &hs); printf("hw_guided: err %d size %d\n", e, hs); MPI_Comm_free(&hw); } else printf("hw_guided: err %d null\n", e);
  MPI_Info_set(info, "mpi_hw_resource_type", "bogus");
  e = MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_HW_GUIDED, 0, info, &hw); printf("hw_guided bogus: err %d null %d\n", e, hw == MPI_COMM_NULL);
  e = MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_HW_UNGUIDED, 0, MPI_INFO_NULL, &hw); 
  if (hw != MPI_COMM_NULL) { int hs; MPI_Comm_size(hw, &hs); printf("hw_unguided: err %d size %d\n", e, hs); MPI_Comm_free(&hw); } else printf("hw_unguided: err %d null\n", e);
  MPI_Comm_free(&cart); MPI_Comm_free_keyval(&key); MPI_Info_free(&info);
  MPI_Finalize(); return 0; }

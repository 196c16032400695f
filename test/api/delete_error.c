/* MPICH 4.0.2's MPIX_Delete_error_class/code/string (MPI 4.1's MPI_Delete_error_*; errhan/adderr),
   and MPI_Add_error_code on a predefined class:
   deleted classes and codes are reused, the oldest deletion first. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int c[3], k[3], cls, len, flag, *last;
  char s[MPI_MAX_ERROR_STRING];
  for (int i = 0; i < 3; i++) { MPI_Add_error_class(&c[i]); MPI_Add_error_code(c[i], &k[i]); }
  MPI_Add_error_string(k[1], "second code");
  printf("classes %x %x %x codes %x %x %x\n", c[0], c[1], c[2], k[0], k[1], k[2]);
  int d1 = MPIX_Delete_error_string(k[1]);
  int d2 = MPIX_Delete_error_code(k[1]);
  int d3 = MPIX_Delete_error_class(c[1]);
  printf("delete string %d code %d class %d\n", d1, d2, d3);
  MPIX_Delete_error_code(k[0]); MPIX_Delete_error_class(c[0]);
  int c2, c3, k2, k3;
  MPI_Add_error_class(&c2); MPI_Add_error_class(&c3); MPI_Add_error_code(c3, &k2); MPI_Add_error_code(c2, &k3);
  MPI_Error_class(k2, &cls); MPI_Error_string(k2, s, &len);
  printf("reused: classes %x %x codes %x %x; class of %x is %x, string \"%s\"\n", c2, c3, k2, k3, k2, cls, s);
  MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_LASTUSEDCODE, &last, &flag);
  printf("lastusedcode %x\n", *last);
  int kp, clp; /* errhan/dynamic_errcode_predefined_errclass */
  MPI_Add_error_code(MPI_ERR_ARG, &kp); MPI_Error_class(kp, &clp);
  printf("code %x of MPI_ERR_ARG has class %x\n", kp, clp);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int e = MPIX_Delete_error_class(MPI_ERR_TYPE); MPI_Error_class(e, &cls);
  printf("deleting a predefined class: %s\n", e == MPI_SUCCESS ? "no error" : cls == MPI_ERR_OTHER ? "MPI_ERR_OTHER" : "another error");
  MPI_Finalize();
  return 0;
}

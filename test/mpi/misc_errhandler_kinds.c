// mpi-np: 1 2
/* Error handlers are made for one kind of object: MPI_Win_set_errhandler, MPI_Session_set_
   errhandler and MPI_File_set_errhandler refuse a handler made for another kind (MPI_ERR_ARG,
   "Error handler is not a win error handler"), a freed one too (its object keeps its kind), and
   MPI_Comm_set_errhandler takes any. File error handlers share the handles of the others, and a
   file's user handler is called with the error. MPI_Comm_delete_attr checks its keyval: 0,
   garbage, MPI_KEYVAL_INVALID and predefined keyvals are "Null Keyval pointer". */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
static long long zbuf[64];
/* The class and the error stack's last line (the lines before print the file's address). */
static void pr(const char *what, int rc) {
  char s[MPI_MAX_ERROR_STRING], *last;
  int len, cls = -1;
  if (rc == MPI_SUCCESS) { printf("%s: MPI_SUCCESS\n", what); return; }
  MPI_Error_class(rc, &cls);
  MPI_Error_string(rc, s, &len);
  last = strrchr(s, '\n');
  printf("%s: class %d: %s\n", what, cls, last ? last + 1 : s);
}
static void cfn(MPI_Comm *c, int *e, ...) { (void)c; (void)e; }
static void wfn(MPI_Win *w, int *e, ...) { (void)w; (void)e; }
static void ffn(MPI_File *f, int *e, ...) { int cls; (void)f; MPI_Error_class(*e, &cls); printf("file handler called: class %d\n", cls); }
static void sfn(MPI_Session *s, int *e, ...) { (void)s; (void)e; }
int main(int argc, char **argv) {
  MPI_Errhandler ce, we, fe, se, freed;
  MPI_Win w;
  MPI_File f;
  MPI_Session s;
  int rank;
  char name[64];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_create_errhandler(cfn, &ce);
  MPI_Win_create_errhandler(wfn, &we);
  MPI_File_create_errhandler(ffn, &fe);
  MPI_Session_create_errhandler(sfn, &se);
  printf("handles %x %x %x %x\n", (unsigned)ce, (unsigned)we, (unsigned)fe, (unsigned)se);
  MPI_Win_create(zbuf, 64, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w);
  MPI_Win_set_errhandler(w, MPI_ERRORS_RETURN);
  snprintf(name, sizeof name, "errhandler_kinds.%d.dat", rank);
  MPI_File_open(MPI_COMM_SELF, name, MPI_MODE_RDWR | MPI_MODE_CREATE | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &f);
  MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_RETURN, &s);
  pr("win <- comm handler", MPI_Win_set_errhandler(w, ce));
  pr("win <- file handler", MPI_Win_set_errhandler(w, fe));
  pr("win <- session handler", MPI_Win_set_errhandler(w, se));
  pr("file <- comm handler", MPI_File_set_errhandler(f, ce));
  pr("file <- win handler", MPI_File_set_errhandler(f, we));
  pr("session <- comm handler", MPI_Session_set_errhandler(s, ce));
  pr("session <- win handler", MPI_Session_set_errhandler(s, we));
  pr("comm <- win handler", MPI_Comm_set_errhandler(MPI_COMM_WORLD, we));
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  pr("win <- win handler", MPI_Win_set_errhandler(w, we));
  MPI_Win_set_errhandler(w, MPI_ERRORS_RETURN);
  pr("session <- session handler", MPI_Session_set_errhandler(s, se));
  MPI_Session_set_errhandler(s, MPI_ERRORS_RETURN);
  pr("file <- file handler", MPI_File_set_errhandler(f, fe));
  pr("file seek to -1", MPI_File_seek(f, -1, MPI_SEEK_SET));
  MPI_File_set_errhandler(f, MPI_ERRORS_RETURN);
  freed = ce;
  MPI_Errhandler_free(&ce);
  pr("win <- freed comm handler", MPI_Win_set_errhandler(w, freed));
  pr("comm <- freed comm handler", MPI_Comm_set_errhandler(MPI_COMM_WORLD, freed));
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  pr("delete_attr keyval 0", MPI_Comm_delete_attr(MPI_COMM_WORLD, 0));
  pr("delete_attr MPI_TAG_UB", MPI_Comm_delete_attr(MPI_COMM_WORLD, MPI_TAG_UB));
  pr("delete_attr MPI_KEYVAL_INVALID", MPI_Comm_delete_attr(MPI_COMM_WORLD, MPI_KEYVAL_INVALID));
  pr("delete_attr garbage", MPI_Comm_delete_attr(MPI_COMM_WORLD, 0x12345678));
  MPI_Errhandler_free(&we);
  MPI_Errhandler_free(&fe);
  MPI_Errhandler_free(&se);
  MPI_Session_finalize(&s);
  MPI_File_close(&f);
  MPI_Win_free(&w);
  MPI_Finalize();
  return 0;
}

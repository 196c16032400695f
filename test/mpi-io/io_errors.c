/* MPI-IO's errors as MPICH reports them (classes), file error handlers and MPI_FILE_NULL's. */
#include <mpi.h>
#include <stdio.h>

static int rank;
static void report(const char *what, int err) {
  int cls;
  MPI_Error_class(err, &cls);
  printf("[%d] %s: class %d\n", rank, what, cls);
}

static int calls;
static void on_error(MPI_File *fh, int *code, ...) {
  int cls;
  MPI_Error_class(*code, &cls);
  calls++;
  printf("[%d] handler called with class %d (file null %d)\n", rank, cls, *fh == MPI_FILE_NULL);
}

static int ext(MPI_Datatype t, MPI_Aint *e, void *s) { (void)t; (void)s; *e = 4; return MPI_SUCCESS; }

int main(int argc, char **argv) {
  MPI_File fh;
  MPI_Status st;
  MPI_Errhandler eh;
  int buf[4] = {1, 2, 3, 4};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_File_get_errhandler(MPI_FILE_NULL, &eh);
  printf("[%d] default file errhandler is ERRORS_RETURN %d\n", rank, eh == MPI_ERRORS_RETURN);
  report("open missing", MPI_File_open(MPI_COMM_WORLD, "missing.dat", MPI_MODE_RDONLY, MPI_INFO_NULL, &fh));
  report("open in a missing directory", MPI_File_open(MPI_COMM_WORLD, "nodir/x.dat", MPI_MODE_RDONLY, MPI_INFO_NULL, &fh));
  report("amode rdonly|rdwr", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_RDONLY | MPI_MODE_RDWR, MPI_INFO_NULL, &fh));
  report("amode rdonly|create", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_RDONLY | MPI_MODE_CREATE, MPI_INFO_NULL, &fh));
  report("amode rdwr|sequential", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_RDWR | MPI_MODE_SEQUENTIAL | MPI_MODE_CREATE, MPI_INFO_NULL, &fh));
  report("amode none", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_CREATE, MPI_INFO_NULL, &fh));
  report("create", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh));
  report("read on write-only", MPI_File_read_at(fh, 0, buf, 1, MPI_INT, &st));
  report("write", MPI_File_write_at(fh, rank * 16, buf, 4, MPI_INT, &st));
  report("negative offset", MPI_File_write_at(fh, -4, buf, 1, MPI_INT, &st));
  report("negative count", MPI_File_write_at(fh, 0, buf, -1, MPI_INT, &st));
  report("seek bad whence", MPI_File_seek(fh, 0, 12345));
  report("seek before start", MPI_File_seek(fh, -1, MPI_SEEK_SET));
  report("view bad datarep", MPI_File_set_view(fh, 0, MPI_INT, MPI_INT, "little-endian", MPI_INFO_NULL));
  report("view negative disp", MPI_File_set_view(fh, -8, MPI_INT, MPI_INT, "native", MPI_INFO_NULL));
  report("close", MPI_File_close(&fh));
  report("open excl existing", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_CREATE | MPI_MODE_EXCL | MPI_MODE_RDWR, MPI_INFO_NULL, &fh));
  report("open read-only", MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_RDONLY, MPI_INFO_NULL, &fh));
  report("write on read-only", MPI_File_write_at(fh, 0, buf, 1, MPI_INT, &st));
  int back[4] = {0};
  report("read", MPI_File_read_at(fh, rank * 16, back, 4, MPI_INT, &st));
  printf("[%d] read back %d %d %d %d\n", rank, back[0], back[1], back[2], back[3]);
  MPI_File_close(&fh);
  report("sequential", MPI_File_open(MPI_COMM_WORLD, "seq.dat", MPI_MODE_CREATE | MPI_MODE_WRONLY | MPI_MODE_SEQUENTIAL, MPI_INFO_NULL, &fh));
  report("read_at on sequential", MPI_File_write_at(fh, 0, buf, 1, MPI_INT, &st));
  report("seek on sequential", MPI_File_seek(fh, 0, MPI_SEEK_SET));
  MPI_File_close(&fh);
  report("null handle", MPI_File_write(MPI_FILE_NULL, buf, 1, MPI_INT, &st));
  report("delete missing", MPI_File_delete("missing.dat", MPI_INFO_NULL));

  /* A user handler on a file, and on MPI_FILE_NULL. */
  MPI_File_create_errhandler(on_error, &eh);
  MPI_File_open(MPI_COMM_WORLD, "e.dat", MPI_MODE_RDONLY, MPI_INFO_NULL, &fh);
  MPI_File_set_errhandler(fh, eh);
  report("write on read-only, handled", MPI_File_write_at(fh, 0, buf, 1, MPI_INT, &st));
  MPI_Errhandler back_eh;
  MPI_File_get_errhandler(fh, &back_eh);
  printf("[%d] got the handler back %d\n", rank, back_eh == eh);
  MPI_File_call_errhandler(fh, MPI_ERR_IO);
  MPI_File_close(&fh);
  MPI_File_set_errhandler(MPI_FILE_NULL, eh);
  report("open missing, handled", MPI_File_open(MPI_COMM_WORLD, "missing.dat", MPI_MODE_RDONLY, MPI_INFO_NULL, &fh));
  MPI_File_set_errhandler(MPI_FILE_NULL, MPI_ERRORS_RETURN);
  MPI_Errhandler_free(&eh);
  printf("[%d] handler calls %d\n", rank, calls);
  report("register datarep", MPI_Register_datarep("mine", MPI_CONVERSION_FN_NULL, MPI_CONVERSION_FN_NULL, ext, NULL));
  report("register it again", MPI_Register_datarep("mine", MPI_CONVERSION_FN_NULL, MPI_CONVERSION_FN_NULL, ext, NULL));
  report("register native", MPI_Register_datarep("native", MPI_CONVERSION_FN_NULL, MPI_CONVERSION_FN_NULL, ext, NULL));
  if (rank == 0) MPI_File_delete("seq.dat", MPI_INFO_NULL);
  MPI_Finalize();
  return 0;
}

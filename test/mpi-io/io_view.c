/* File views over derived datatypes: each rank's blocks interleaved by a vector filetype, a
 * subarray view of a 2-D array, reads through a different view, get_view's types. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size;
  MPI_File fh;
  MPI_Status st;
  MPI_Datatype ftype, etype, got_e, got_f, sub;
  MPI_Offset disp, off;
  char rep[MPI_MAX_DATAREP_STRING];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  /* Blocks of 2 ints, round-robin over the ranks, after a 16-byte header. */
  MPI_Type_vector(3, 2, 2 * size, MPI_INT, &ftype);
  MPI_Type_commit(&ftype);
  MPI_File_open(MPI_COMM_WORLD, "view.dat", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
  if (rank == 0) MPI_File_write_at(fh, 0, "HEADER--16bytes!", 16, MPI_CHAR, &st);
  MPI_File_set_view(fh, 16 + rank * 2 * sizeof(int), MPI_INT, ftype, "native", MPI_INFO_NULL);
  MPI_Type_free(&ftype);
  int data[6];
  for (int i = 0; i < 6; i++) data[i] = 1000 * rank + i;
  MPI_File_write_all(fh, data, 6, MPI_INT, &st);
  int count;
  MPI_Get_count(&st, MPI_INT, &count);
  MPI_File_get_position(fh, &off);
  printf("[%d] write_all %d, position %lld\n", rank, count, (long long)off);
  MPI_File_get_byte_offset(fh, 3, &off);
  printf("[%d] byte offset of etype 3: %lld\n", rank, (long long)off);
  MPI_File_get_view(fh, &disp, &got_e, &got_f, rep);
  int ni, na, nd, comb;
  MPI_Type_get_envelope(got_f, &ni, &na, &nd, &comb);
  printf("[%d] view disp %lld etype int %d filetype combiner vector %d datarep %s\n", rank, (long long)disp, got_e == MPI_INT, comb == MPI_COMBINER_VECTOR, rep);
  MPI_Type_free(&got_f);
  MPI_File_seek(fh, 0, MPI_SEEK_END);
  MPI_File_get_position(fh, &off);
  printf("[%d] seek END in view: %lld\n", rank, (long long)off);

  /* Read everything back as plain ints, from the header on. */
  MPI_File_set_view(fh, 16, MPI_INT, MPI_INT, "native", MPI_INFO_NULL);
  int all[64];
  MPI_File_read_all(fh, all, 6 * size, MPI_INT, &st);
  if (rank == size - 1) {
    printf("[%d] whole:", rank);
    for (int i = 0; i < 6 * size; i++) printf(" %d", all[i]);
    printf("\n");
  }

  /* A 2-D array of doubles, 4 x (2*size), each rank a 4 x 2 column block, written through a subarray view. */
  int sizes[2] = {4, 2 * size}, subs[2] = {4, 2}, starts[2] = {0, 2 * rank};
  MPI_Type_create_subarray(2, sizes, subs, starts, MPI_ORDER_C, MPI_DOUBLE, &sub);
  MPI_Type_commit(&sub);
  MPI_File_close(&fh);
  MPI_File_open(MPI_COMM_WORLD, "grid.dat", MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
  MPI_File_set_view(fh, 0, MPI_DOUBLE, sub, "native", MPI_INFO_NULL);
  double block[8];
  for (int i = 0; i < 8; i++) block[i] = rank + i / 10.0;
  MPI_File_write_all(fh, block, 8, MPI_DOUBLE, &st);
  MPI_File_close(&fh);
  MPI_Type_free(&sub);

  /* A noncontiguous memory type: every other int of a buffer. */
  MPI_Type_vector(4, 1, 2, MPI_INT, &etype);
  MPI_Type_commit(&etype);
  MPI_File_open(MPI_COMM_WORLD, "strided.dat", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
  int mem[8] = {rank, -1, rank + 1, -1, rank + 2, -1, rank + 3, -1};
  MPI_File_write_at_all(fh, rank * 16, mem, 1, etype, &st);
  MPI_Barrier(MPI_COMM_WORLD);
  int into[8] = {0};
  MPI_File_read_at_all(fh, ((rank + 1) % size) * 16, into, 1, etype, &st);
  printf("[%d] strided read: %d %d %d %d %d %d %d %d\n", rank, into[0], into[1], into[2], into[3], into[4], into[5], into[6], into[7]);
  MPI_File_close(&fh);
  MPI_Type_free(&etype);
  MPI_Finalize();
  return 0;
}

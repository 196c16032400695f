/* MPI-IO basics: explicit offsets, individual and shared file pointers, ordered and split
 * collective access, nonblocking requests, sizes, and the file's properties. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define N 8

int main(int argc, char **argv) {
  int rank, size, buf[N], back[N], count, amode, flag, gsize;
  MPI_File fh;
  MPI_Status st;
  MPI_Offset off, sz;
  MPI_Group g;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int i = 0; i < N; i++) buf[i] = rank * 100 + i;

  MPI_File_open(MPI_COMM_WORLD, "basic.dat", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
  MPI_File_get_amode(fh, &amode);
  MPI_File_get_atomicity(fh, &flag);
  MPI_File_get_group(fh, &g);
  MPI_Group_size(g, &gsize);
  MPI_Group_free(&g);
  printf("[%d] amode %d atomicity %d group %d\n", rank, amode, flag, gsize);
  MPI_File_write_at(fh, (MPI_Offset)rank * sizeof buf, buf, N, MPI_INT, &st);
  MPI_Get_count(&st, MPI_INT, &count);
  printf("[%d] write_at count %d\n", rank, count);
  MPI_File_sync(fh);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_File_sync(fh);
  int peer = (rank + 1) % size;
  MPI_File_read_at(fh, (MPI_Offset)peer * sizeof buf, back, N, MPI_INT, &st);
  MPI_Get_count(&st, MPI_INT, &count);
  printf("[%d] read_at peer %d: %d %d .. %d (count %d)\n", rank, peer, back[0], back[1], back[N - 1], count);
  MPI_File_get_size(fh, &sz);
  printf("[%d] size %lld\n", rank, (long long)sz);

  MPI_File_seek(fh, (MPI_Offset)peer * sizeof buf + 4, MPI_SEEK_SET);
  MPI_File_read(fh, back, 3, MPI_INT, &st);
  MPI_File_get_position(fh, &off);
  printf("[%d] read 3 from peer+4: %d %d %d, position %lld\n", rank, back[0], back[1], back[2], (long long)off);
  MPI_File_seek(fh, -8, MPI_SEEK_END);
  MPI_File_read(fh, back, 4, MPI_INT, &st);
  MPI_Get_count(&st, MPI_INT, &count);
  MPI_File_get_position(fh, &off);
  printf("[%d] read past end: count %d first %d position %lld\n", rank, count, back[0], (long long)off);
  MPI_File_seek(fh, -4, MPI_SEEK_CUR);
  MPI_File_get_byte_offset(fh, 10, &off);
  printf("[%d] byte offset of 10: %lld\n", rank, (long long)off);

  /* Ordered: rank after rank, from the shared pointer (at 0 after open). */
  MPI_File_seek_shared(fh, 0, MPI_SEEK_END);
  MPI_File_get_position_shared(fh, &off);
  printf("[%d] shared position after seek_shared END %lld\n", rank, (long long)off);
  MPI_Barrier(MPI_COMM_WORLD);
  char line[32];
  int len = snprintf(line, sizeof line, "rank %d says hi\n", rank);
  MPI_File_write_ordered(fh, line, len, MPI_CHAR, &st);
  MPI_Get_count(&st, MPI_CHAR, &count);
  /* Each process moves the shared pointer in turn: read it once all have. */
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_File_get_position_shared(fh, &off);
  printf("[%d] write_ordered %d, shared now %lld\n", rank, count, (long long)off);

  /* Nonblocking and split collectives. */
  int extra[2] = {rank, -rank};
  MPI_File_iwrite_at(fh, 4096 + rank * 8, extra, 2, MPI_INT, &req);
  MPI_Wait(&req, &st);
  MPI_Get_count(&st, MPI_INT, &count);
  printf("[%d] iwrite_at count %d\n", rank, count);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_File_read_at_all_begin(fh, 4096, back, 2 * size, MPI_INT);
  MPI_File_read_at_all_end(fh, back, &st);
  MPI_Get_count(&st, MPI_INT, &count);
  /* One printf per line: Hydra forwards the ranks' output in the chunks it reads. */
  char text[256];
  int at = snprintf(text, sizeof text, "[%d] split read %d:", rank, count);
  for (int i = 0; i < 2 * size; i++) at += snprintf(text + at, sizeof text - at, " %d", back[i]);
  printf("%s\n", text);
  MPI_File_iread_at(fh, 0, back, 2, MPI_INT, &req);
  MPI_Wait(&req, &st);
  printf("[%d] iread_at %d %d\n", rank, back[0], back[1]);

  MPI_File_set_size(fh, 4096 + 4);
  MPI_File_get_size(fh, &sz);
  printf("[%d] after set_size %lld\n", rank, (long long)sz);
  MPI_File_preallocate(fh, 100);
  MPI_File_get_size(fh, &sz);
  printf("[%d] after preallocate smaller %lld\n", rank, (long long)sz);
  MPI_File_preallocate(fh, 5000);
  MPI_File_get_size(fh, &sz);
  printf("[%d] after preallocate larger %lld\n", rank, (long long)sz);
  MPI_File_close(&fh);
  printf("[%d] closed, handle null %d\n", rank, fh == MPI_FILE_NULL);

  /* A scratch file that goes away at close, and one deleted by name. */
  MPI_File_open(MPI_COMM_WORLD, "scratch.tmp", MPI_MODE_CREATE | MPI_MODE_WRONLY | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &fh);
  MPI_File_write_at_all(fh, rank, "x", 1, MPI_CHAR, &st);
  MPI_File_close(&fh);
  MPI_File_open(MPI_COMM_WORLD, "gone.dat", MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
  MPI_File_close(&fh);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) printf("[0] delete %d\n", MPI_File_delete("gone.dat", MPI_INFO_NULL));
  /* Append mode starts both pointers at the end. */
  MPI_File_open(MPI_COMM_WORLD, "basic.dat", MPI_MODE_WRONLY | MPI_MODE_APPEND, MPI_INFO_NULL, &fh);
  MPI_File_get_position(fh, &off);
  MPI_Offset shp;
  MPI_File_get_position_shared(fh, &shp);
  printf("[%d] append: position %lld shared %lld\n", rank, (long long)off, (long long)shp);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_File_write_ordered(fh, "END", 3, MPI_CHAR, &st);
  MPI_File_close(&fh);
  MPI_Finalize();
  return 0;
}

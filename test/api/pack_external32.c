/* external32 sizes that are not the native ones (datatype/pack_external): MPI_LONG and
   MPI_UNSIGNED_LONG take 4 bytes, packed big-endian and unpacked back extended. (MPICH 4.0.2
   fails an assertion on MPI_WCHAR, 4 bytes to 2, and on a struct mixing basic types.) */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>
static void dump(const char *what, const unsigned char *b, MPI_Aint n) {
  printf("%s (%ld bytes):", what, (long)n);
  for (MPI_Aint i = 0; i < n; i++) printf(" %02x", b[i]);
  printf("\n");
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  unsigned char buf[256];
  MPI_Aint size, pos;
  long l[3] = {1, -2, 0x7fffffffL}, l2[3];
  unsigned long ul[2] = {3, 0xfffffffeUL}, ul2[2];
  MPI_Pack_external_size("external32", 3, MPI_LONG, &size);
  pos = 0; MPI_Pack_external("external32", l, 3, MPI_LONG, buf, sizeof buf, &pos);
  dump("long", buf, pos); printf("size %ld\n", (long)size);
  MPI_Aint upos = 0; MPI_Unpack_external("external32", buf, pos, &upos, l2, 3, MPI_LONG);
  printf("unpacked %ld %ld %ld, position %ld\n", l2[0], l2[1], l2[2], (long)upos);
  pos = 0; MPI_Pack_external("external32", ul, 2, MPI_UNSIGNED_LONG, buf, sizeof buf, &pos);
  dump("unsigned long", buf, pos);
  upos = 0; MPI_Unpack_external("external32", buf, pos, &upos, ul2, 2, MPI_UNSIGNED_LONG);
  printf("unpacked %lu %lu\n", ul2[0], ul2[1]);
  MPI_Finalize();
  return 0;
}

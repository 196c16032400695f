// mpi-np: 1
/* MPI_Info handles as MPICH hands them out: every key/value node takes a handle of the same pool
   (8 direct, then indirect), freed ones come back last in, first out; MPI_Comm_get_info's 10 keys. */
#include <mpi.h>
#include <stdio.h>
int main(int c, char **v) {
  MPI_Init(&c, &v);
  MPI_Info a, b, d, g; MPI_Info_create(&a); MPI_Info_set(a, "k1", "1"); MPI_Info_set(a, "k2", "2");
  printf("a %x\n", a); MPI_Info_free(&a); MPI_Info_create(&b); printf("b %x\n", b);
  MPI_Info_set(b, "x", "1"); MPI_Info_set(b, "y", "1"); MPI_Info_delete(b, "x"); MPI_Info_create(&d); printf("d %x\n", d);
  MPI_Comm_get_info(MPI_COMM_WORLD, &g); printf("g %x\n", g); MPI_Info e; MPI_Info_create(&e); printf("e %x\n", e);
  MPI_Info_dup(b, &a); printf("dup %x\n", a);
  MPI_Info_free(&a); MPI_Info_free(&b); MPI_Info_free(&d); MPI_Info_free(&g); MPI_Info_free(&e);
  MPI_Info_create(&a); printf("after frees %x\n", a); MPI_Info_free(&a);
  MPI_Finalize();
}

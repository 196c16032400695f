// mpi-np: 1 2
/* MPI_Info handles as MPICH 4.0.2 hands them out: every key/value node takes a handle of the
   same pool (8 direct, then indirect), freed objects come back last in, first out (an info's
   head first, then its nodes), MPI_Comm_get_info's 10 keys take 10 handles, and once no info is
   left the pool starts afresh. Error stacks print these handles. */
#include <mpi.h>
#include <stdio.h>
int main(int c, char **v) {
  MPI_Init(&c, &v);
  MPI_Info a, b, d, g, e, z, k, x[10], y[4];
  MPI_Info_create(&a); MPI_Info_set(a, "k1", "1"); MPI_Info_set(a, "k2", "2");
  printf("a %x\n", a); MPI_Info_free(&a); MPI_Info_create(&b); printf("b %x\n", b);
  MPI_Info_set(b, "x", "1"); MPI_Info_set(b, "y", "1"); MPI_Info_delete(b, "x"); MPI_Info_create(&d); printf("d %x\n", d);
  MPI_Comm_get_info(MPI_COMM_WORLD, &g); printf("g %x\n", g); MPI_Info_create(&e); printf("e %x\n", e);
  MPI_Info_dup(b, &a); printf("dup %x\n", a);
  MPI_Info_free(&a); MPI_Info_free(&b); MPI_Info_free(&d); MPI_Info_free(&g); MPI_Info_free(&e);
  MPI_Info_create(&a); printf("after frees %x\n", a); MPI_Info_free(&a);
  /* last in, first out across direct and indirect handles */
  for (int i = 0; i < 10; i++) MPI_Info_create(&x[i]);
  MPI_Info_free(&x[0]); MPI_Info_free(&x[1]); MPI_Info_create(&z); printf("t1 %x\n", z); MPI_Info_create(&x[0]); printf("t1b %x\n", x[0]); MPI_Info_free(&z);
  MPI_Info_free(&x[9]); MPI_Info_free(&x[2]); MPI_Info_create(&z); printf("t2 %x\n", z); MPI_Info_create(&x[2]); printf("t2b %x\n", x[2]); MPI_Info_free(&z);
  MPI_Info_create(&k); MPI_Info_set(k, "a", "1"); MPI_Info_set(k, "b", "1"); MPI_Info_set(k, "c", "1"); printf("k %x\n", k);
  MPI_Info_free(&k);
  for (int i = 0; i < 4; i++) { MPI_Info_create(&y[i]); printf("y %x\n", y[i]); }
  for (int i = 0; i < 4; i++) MPI_Info_free(&y[i]);
  for (int i = 0; i < 10; i++) if (i != 1 && i != 9) MPI_Info_free(&x[i]);
  MPI_Info_create(&z); printf("fresh %x\n", z); MPI_Info_free(&z);
  MPI_Finalize();
  return 0;
}

/* gcc's suggestions for an unknown type name (a typedef, or a keyword that starts a type) and
   for an undeclared identifier (any visible name, the innermost and latest first), next to the
   implicit declarations' (MPICH's test/mpi/template.c: MTestDatatype, did you mean MPI_Datatype). */
#include <stdio.h>
typedef int myint;
int counter;
static int helper(int v) { return v; }
int main(void) {
  int err = 0;
  itn a;
  myitn b;
  unsinged c;
  sturct d;
  FLIE *f;
  healper(1);
  prinft("x");
  pust("y");
  return errs + counte + whlie + retrun + sizeo + helpr(2);
}

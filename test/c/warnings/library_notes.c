/* Arguments to the library's and MPI's functions: gcc's "expected ... but argument is of type"
   note points into /usr/include, and mpisim's headers are not files, so mpisim has no such
   note (as for every note into a system header). A function declared again with another type:
   gcc's note of the previous declaration, definition or implicit declaration, and function
   types spelled as gcc spells them (int(long int), void (*(void))(int)). */
#include <stdio.h>
#include <string.h>
#include <mpi.h>
int f(int);
int f(long);
void (*g(void))(int);
void (*g(void))(long);
int h(int x) { return x; }
int h(int x) { return x + 1; }
int k(int);
int k(int);
int k(char);
int puts(int);
int main(int argc, char **argv) {
  int x = 0;
  fputs(x, stdout);
  strlen(&x);
  MPI_Init(argc, argv);
  MPI_Comm_rank(MPI_COMM_WORLD, x);
  return later(1) + h(x);
}
double later(void);

/* Enumerations beyond int, as gcc types them: unsigned int without negative enumerators, (unsigned)
   long beyond 32 bits, and each enumerator beyond int of its enum's type (libgomp's omp.h relies on it). */
#include <stdio.h>

enum small { A = 1, B = 0x80000000U };
enum neg { C = -1, D = 5 };
enum big { E = 0xffffffffffffffffUL, F = 2 };
enum sbig { G = -1, H = 0x100000000L };
enum mixed { I = 1, J = 0x7fffffff };

struct handle { enum big kind; int tag; };

int main(void)
{
  struct handle h = { E, 3 };
  printf("sizes %zu %zu %zu %zu %zu\n", sizeof(enum small), sizeof(enum neg), sizeof(enum big), sizeof(enum sbig), sizeof(enum mixed));
  printf("signs %d %d %d %d %d\n", B > 0, C < 0, E > 0, H > 0, (enum small)-1 > 0);
  printf("constants %zu %zu %zu %zu %zu\n", sizeof(A), sizeof(B), sizeof(E), sizeof(F), sizeof(J));
  printf("values %lu %lu %ld %d\n", (unsigned long)B, (unsigned long)E, (long)H, J);
  printf("struct %zu %d %d\n", sizeof h, h.kind == E, h.tag);
  return 0;
}

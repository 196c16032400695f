/* How gcc spells types in diagnostics: pointer chains, const pointers, typedefs with {aka}. */
struct s { int a; };
typedef struct s S;
typedef S *SP;
typedef int MPI_Comm;
void f(void) {
  char **a = 0; char *const *b = 0; const char *const *c = 0; char ***d = 0; int (**e)(void) = 0; struct s **g = 0;
  SP h = 0; SP *i = 0; MPI_Comm *j = 0; const SP k = 0; int (*l)[3] = 0; int *(*m)[3] = 0;
  int x1 = a; int x2 = b; int x3 = c; int x4 = d; int x5 = e; int x6 = g; int x7 = h; int x8 = i; int x9 = j; int x10 = k; int x11 = l; int x12 = m;
}

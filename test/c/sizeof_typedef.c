// sizeof of everything (types, expressions, arrays, strings, parameters that decay,
// unevaluated operands), typedefs (of scalars, arrays, structs, function pointers), const.
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>

typedef unsigned long ulong_t;
typedef int vec3[3];
typedef vec3 mat3[3];
typedef struct node node_t;
struct node { int value; node_t *next; };
typedef int (*handler_t)(const char *);
typedef const char *cstr;
typedef char name_buf[32];

static size_t param_size(int arr[7]) { return sizeof arr; } /* decays to a pointer */
static size_t param_size2(int n, char buf[n]) { return sizeof buf; }
static int handle(const char *s) { return s[0]; }

struct S { char c; double d; int arr[5]; };

int main(void) {
    printf("types: %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long),
           sizeof(long long), sizeof(float), sizeof(double), sizeof(_Bool));
    printf("pointers: %zu %zu %zu %zu\n", sizeof(char *), sizeof(int **), sizeof(void (*)(void)), sizeof(struct S *));
    printf("fixed: %zu %zu %zu %zu %zu %zu\n", sizeof(int8_t), sizeof(uint16_t), sizeof(int32_t), sizeof(uint64_t),
           sizeof(intptr_t), sizeof(ptrdiff_t));
    printf("typedefs: ulong_t=%zu vec3=%zu mat3=%zu node_t=%zu handler_t=%zu cstr=%zu name_buf=%zu\n",
           sizeof(ulong_t), sizeof(vec3), sizeof(mat3), sizeof(node_t), sizeof(handler_t), sizeof(cstr),
           sizeof(name_buf));
    printf("literals: %zu %zu %zu %zu %zu %zu %zu\n", sizeof 1, sizeof 1L, sizeof 1u, sizeof 1.0f, sizeof 'x',
           sizeof "abc", sizeof "");
    printf("bool expr: %zu %zu %zu\n", sizeof(1 == 1), sizeof(!0), sizeof(true));
    struct S s;
    int arr[7];
    double darr[2][5];
    char str[] = "hello";
    const char *pstr = "hello";
    printf("objects: s=%zu s.arr=%zu s.arr[0]=%zu arr=%zu darr=%zu darr[1]=%zu str=%zu pstr=%zu *pstr=%zu\n",
           sizeof s, sizeof s.arr, sizeof s.arr[0], sizeof arr, sizeof darr, sizeof darr[1], sizeof str,
           sizeof pstr, sizeof *pstr);
    printf("params: %zu %zu\n", param_size(arr), param_size2(5, str));
    printf("expressions: %zu %zu %zu %zu %zu\n", sizeof(arr[0] + 1L), sizeof(s.c + s.c), sizeof(&arr),
           sizeof(*&arr), sizeof(arr + 0));
    int counter = 0;
    size_t unevaluated = sizeof(counter++);
    size_t unevaluated2 = sizeof(arr[counter++]);
    printf("sizeof does not evaluate: %zu %zu counter=%d\n", unevaluated, unevaluated2, counter);
    printf("ternary: %zu %zu\n", sizeof(counter ? 1 : 2.0), sizeof(counter ? (char)1 : (char)2));
    printf("array count idiom: %zu %zu\n", sizeof arr / sizeof arr[0], sizeof darr / sizeof darr[0]);

    vec3 v = {1, 2, 3};
    mat3 m = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int trace = 0;
    for (int i = 0; i < 3; i++) trace += m[i][i] * v[i];
    printf("trace=%d\n", trace);
    node_t n2 = {2, NULL}, n1 = {1, &n2};
    printf("list %d -> %d\n", n1.value, n1.next->value);
    handler_t h = handle;
    cstr word = "xyz";
    printf("handler=%d\n", h(word));
    name_buf nb = "buffer";
    printf("name_buf=%s sizeof=%zu\n", nb, sizeof nb);

    const int ci = 5;
    const int *pci = &ci;
    int x = 10;
    int *const cpx = &x;
    *cpx = 11;
    const int *const ccp = &x;
    printf("const: %d %d %d %d\n", ci, *pci, x, *ccp);
    const struct S cs = {'c', 1.5, {1, 2, 3, 4, 5}};
    printf("const struct: %c %.1f %d\n", cs.c, cs.d, cs.arr[4]);
    static const char *const names[] = {"a", "bb", "ccc"};
    printf("names %s %s %s sizeof=%zu\n", names[0], names[1], names[2], sizeof names);
    int y = 20;
    pci = &y; /* pointer to const may be re-pointed */
    printf("*pci=%d\n", *pci);
    return 0;
}

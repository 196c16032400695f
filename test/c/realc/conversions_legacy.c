/*
 * Old C as textbooks and legacy codes write it: pointers kept in longs, comparison functions
 * of the wrong type, const strings into char pointers, returns that do not fit. gcc 12 compiles
 * it with warnings (default ones, no -Wall); the program runs the same.
 */
#include <stdio.h>
#include <string.h>

struct node { int value; struct node *next; };
typedef int (*cmp_fn)(const void *, const void *);

static int by_value(struct node **a, struct node **b) { return (*a)->value - (*b)->value; }

static void sort_nodes(struct node **v, int n, cmp_fn cmp)
{
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && cmp(&v[j - 1], &v[j]) > 0; j--) {
      struct node *t = v[j]; v[j] = v[j - 1]; v[j - 1] = t;
    }
}

static long as_long(void *p) { return p; }
static void *from_long(long v) { return v; }
static void report(int n) { printf("report %d\n", n); return n; }
static int nothing(int flag) { if (flag) return; return 7; }
static char *first_word(const char *s) { return s; }

int main(void)
{
  struct node nodes[4] = {{3, 0}, {1, 0}, {4, 0}, {2, 0}};
  struct node *order[4];
  const char *name = "legacy code";
  char *writable;
  int *ip;
  long cookie;
  char buf[32];
  for (int k = 0; k < 4; k++) order[k] = &nodes[k];
  sort_nodes(order, 4, by_value);
  for (int k = 0; k < 4; k++) printf("%d ", order[k]->value);
  printf("\n");
  writable = name;
  printf("%s %zu\n", writable, strlen(writable));
  cookie = as_long(&nodes[2]);
  ip = from_long(cookie);
  printf("%d\n", *ip);
  ip = &nodes[1];
  printf("%d\n", *ip);
  strcpy(buf, first_word(name));
  unsigned char *u = buf;
  printf("%c %d\n", u[0], u == (unsigned char *)buf);
  report(5);
  int z = nothing(0);
  printf("%d\n", z);
  int truncated = (int)ip;
  char *p = (char *)z;
  void (*handler)(int) = (void (*)(int))1;
  printf("%d %d\n", truncated != 0 || 1, p != 0 && handler != 0);
  int count = writable;
  char *q = 0, *r = '\0', *s = 1 - 1;
  printf("%d %d\n", count != 0, q == r && r == s);
  char ch = 'x';
  if (ch == NULL) printf("never\n");
  if (ip == &cookie || ip < (void *)buf) printf("distinct\n");
  long *mix = z ? ip : &cookie;
  int *mix2 = z ? ip : 1;
  printf("%d %d\n", mix == (long *)ip, mix2 == ip);
  return 0;
}

/* <search.h>: glibc's hash table capacity, its red-black trees' shapes (twalk), tdelete's
   results, lfind/lsearch and insque/remque. */
#define _GNU_SOURCE
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

static int compares;
static int cmp_int(const void *a, const void *b)
{
  compares++;
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static const char *visit_name(VISIT v)
{
  return v == preorder ? "pre" : v == postorder ? "post" : v == endorder ? "end" : "leaf";
}

static void show(const void *nodep, VISIT v, int level)
{
  printf(" %s:%d@%d", visit_name(v), **(int *const *)nodep, level);
}

static void count_leaves(const void *nodep, VISIT v, void *closure)
{
  (void)nodep;
  if (v == leaf) ++*(int *)closure;
}

static int freed;
static void free_key(void *p) { freed++; (void)p; }

static void walk(const char *what, void *root)
{
  printf("%s:", what);
  twalk(root, show);
  printf(" (%d compares)\n", compares);
  compares = 0;
}

static int keys[200];

static void trees(int n, unsigned seed)
{
  void *root = NULL;
  int order[200];
  for (int i = 0; i < n; i++) { keys[i] = i; order[i] = i; }
  /* a deterministic shuffle */
  for (int i = n - 1; i > 0; i--) {
    seed = seed * 1103515245u + 12345u;
    int j = (int)((seed >> 8) % (unsigned)(i + 1)), t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  for (int i = 0; i < n; i++) {
    int **found = tsearch(&keys[order[i]], &root, cmp_int);
    if (found == NULL || *found != &keys[order[i]]) printf("insert %d failed\n", order[i]);
  }
  char what[64];
  snprintf(what, sizeof what, "n=%d seed=%u inserted", n, seed);
  walk(what, root);
  int again = 5, **dup = tsearch(&again, &root, cmp_int);
  printf("tsearch of a present key returns its node: %d\n", dup != NULL && *dup == &keys[5]);
  int absent = 1000;
  printf("tfind(5) %d, tfind(1000) %d\n", tfind(&keys[5], &root, cmp_int) != NULL, tfind(&absent, &root, cmp_int) != NULL);
  printf("tdelete(1000): %s\n", tdelete(&absent, &root, cmp_int) == NULL ? "NULL" : "not NULL");
  /* delete every third key, printing the parent tdelete returns (but for the root's) */
  for (int i = 0; i < n; i += 3) {
    int k = order[i];
    void *rootnode = root;
    int rootkey = **(int **)root;
    int **parent = tdelete(&keys[k], &root, cmp_int);
    if (parent == NULL) printf(" delete %d: NULL\n", k);
    else if (k == rootkey) printf(" delete %d (the root)%s", k, root == rootnode ? "" : " moved");
    else printf(" delete %d: parent %d;", k, **parent);
  }
  printf("\n");
  snprintf(what, sizeof what, "n=%d after deletes", n);
  walk(what, root);
  int leaves = 0;
  twalk_r(root, count_leaves, &leaves);
  printf("leaves %d\n", leaves);
  freed = 0;
  tdestroy(root, free_key);
  printf("tdestroy freed %d keys\n", freed);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b) != 0; }

int main(void)
{
  /* hash tables: how many entries fit, as glibc rounds the size up to a prime */
  for (size_t nel = 0; nel <= 12; nel++) {
    struct hsearch_data h;
    memset(&h, 0, sizeof h);
    if (!hcreate_r(nel, &h)) { printf("hcreate_r(%zu) failed\n", nel); continue; }
    int fit = 0;
    char names[64][8];
    for (int i = 0; i < 64; i++) {
      snprintf(names[i], sizeof names[i], "k%d", i);
      ENTRY e = { names[i], &keys[i] }, *r;
      errno = 0;
      if (!hsearch_r(e, ENTER, &r, &h)) { printf("nel %zu: %d fit, then errno %s\n", nel, fit, errno == ENOMEM ? "ENOMEM" : "?"); break; }
      fit++;
    }
    ENTRY q = { "k1", NULL }, *r = NULL;
    int ok = hsearch_r(q, FIND, &r, &h);
    printf("  find k1: %d data %d; ", ok, ok ? (int)((int *)r->data - keys) : -1);
    q.key = "zz";
    errno = 0;
    ok = hsearch_r(q, FIND, &r, &h);
    printf("find zz: %d %s\n", ok, errno == ESRCH ? "ESRCH" : "?");
    printf("  a second hcreate_r on it: %d\n", hcreate_r(10, &h));
    hdestroy_r(&h);
  }
  printf("hcreate(20) %d\n", hcreate(20));
  static char words[30][8];
  for (int i = 0; i < 30; i++) {
    snprintf(words[i], sizeof words[i], "w%02d", i);
    ENTRY e = { words[i], NULL };
    if (hsearch(e, ENTER) == NULL) { printf("hsearch full after %d\n", i); break; }
  }
  ENTRY f = { "w07", NULL };
  printf("hsearch w07: %s\n", hsearch(f, FIND) ? hsearch(f, FIND)->key : "none");
  ENTRY dupe = { "w07", "other" };
  printf("ENTER an existing key keeps the first: %s\n", hsearch(dupe, ENTER)->data == NULL ? "yes" : "no");
  hdestroy();

  for (int n = 1; n <= 40; n += (n < 10 ? 1 : 7)) trees(n, 7u + (unsigned)n);
  trees(200, 12345u);

  /* ascending and descending insertions */
  void *root = NULL;
  for (int i = 0; i < 31; i++) tsearch(&keys[i], &root, cmp_int);
  walk("ascending 31", root);
  for (int i = 0; i < 31; i += 2) tdelete(&keys[i], &root, cmp_int);
  walk("ascending, evens deleted", root);
  tdestroy(root, free_key);
  root = NULL;
  for (int i = 30; i >= 0; i--) tsearch(&keys[i], &root, cmp_int);
  walk("descending 31", root);
  while (root != NULL) tdelete(*(int **)root, &root, cmp_int);
  walk("all deleted from the root", root);

  /* linear search */
  int arr[10] = { 5, 3, 9 };
  size_t nmemb = 3;
  int k9 = 9, k4 = 4;
  int *p = lfind(&k9, arr, &nmemb, sizeof(int), cmp_int);
  printf("lfind 9 at %d; lfind 4 %s\n", p ? (int)(p - arr) : -1, lfind(&k4, arr, &nmemb, sizeof(int), cmp_int) ? "found" : "NULL");
  p = lsearch(&k4, arr, &nmemb, sizeof(int), cmp_int);
  printf("lsearch 4 added at %d, nmemb %zu\n", (int)(p - arr), nmemb);
  p = lsearch(&k9, arr, &nmemb, sizeof(int), cmp_int);
  printf("lsearch 9 at %d, nmemb %zu\n", (int)(p - arr), nmemb);
  char *names[4] = { "a", "b" };
  size_t nn = 2;
  char *c = "c";
  lsearch(&c, names, &nn, sizeof(char *), cmp_str);
  printf("strings: %zu, last %s\n", nn, names[2]);

  /* queues */
  struct qelem a = { 0 }, b = { 0 }, d = { 0 };
  insque(&a, NULL);
  insque(&b, &a);
  insque(&d, &a);
  printf("a->next is d %d, d->next is b %d, b->back is d %d, a->back NULL %d\n", a.q_forw == &d, d.q_forw == &b, b.q_back == &d, a.q_back == NULL);
  remque(&d);
  printf("after remque(d): a->next is b %d, b->back is a %d\n", a.q_forw == &b, b.q_back == &a);
  return 0;
}

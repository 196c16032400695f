/* <regex.h> on generated expressions: a fixed pseudo-random series of patterns in both syntaxes
 * (groups, alternation, every repetition, anchors, brackets, back-references) against every
 * subject over {a, b} up to length 5; the match and each group's offsets, or the compile error.
 * The subexpression offsets are where implementations differ (leftmost-longest overall, then
 * glibc's own preference inside), so many shapes are tried. */
#include <stdio.h>
#include <string.h>
#include <regex.h>

#ifndef SEED
#define SEED 12345
#endif

static unsigned long seed = SEED;
static unsigned rnd(unsigned n) { seed = seed * 6364136223846793005UL + 1442695040888963407UL; return (unsigned)(seed >> 33) % n; }

static char pat[256];
static int len, groups;
/* Groups a back-reference may name: glibc 2.36's back-references to a group inside a repetition,
 * or repeated themselves, miss matches or pick other offsets (its search of them is not exact),
 * which mpisim does not copy; so only top-level groups without repetition are named. */
static int plain[10], nplain;

static void put(const char *s) { while (*s && len < 250) pat[len++] = *s++; }

static void gen(int depth, int ere);

static void atom(int depth, int ere)
{
  int group = -1;
  switch (rnd(depth > 2 ? 5 : 8)) {
  case 0: case 1: put(rnd(2) ? "a" : "b"); break;
  case 2: put("."); break;
  case 3: put(rnd(2) ? "[ab]" : "[^b]"); break;
  case 4:
    if (nplain > 0) { char r[4] = { '\\', (char)('1' + plain[rnd(nplain)]), 0 }; put(r); return; }
    put("a");
    break;
  default:
    group = groups++;
    put(ere ? "(" : "\\(");
    gen(depth + 1, ere);
    put(ere ? ")" : "\\)");
  }
  unsigned q = rnd(10);
  if (group >= 0 && group < 9 && depth == 0 && q >= 6) plain[nplain++] = group;
  static const char *const ere_q[] = { "*", "+", "?", "{2}", "{0,2}", "{1,}" };
  static const char *const bre_q[] = { "*", "\\+", "\\?", "\\{2\\}", "\\{0,2\\}", "\\{1,\\}" };
  if (q < 6) put(ere ? ere_q[q] : bre_q[q]);
}

static void gen(int depth, int ere)
{
  int n = 1 + (int)rnd(3);
  /* "^" only where a top-level branch starts: glibc 2.36 misses matches of a pattern with "^"
   * inside a repeated group (((^b+)+|.){2}. finds nothing in "aba"), which mpisim does not copy. */
  if (depth == 0 && rnd(8) == 0) put("^");
  for (int i = 0; i < n; i++) atom(depth, ere);
  if (depth == 0 && rnd(8) == 0) put("$"); /* likewise for "$" inside a repeated group */
  if (depth < 3 && rnd(4) == 0) { put(ere ? "|" : "\\|"); gen(depth + 1, ere); }
}

int main(void)
{
  static char subjects[64][8];
  int ns = 0;
  for (int l = 0; l <= 5; l++)
    for (int bits = 0; bits < (1 << l); bits++) {
      if (l == 5 && bits % 3) continue;
      for (int i = 0; i < l; i++) subjects[ns][i] = (bits >> i) & 1 ? 'b' : 'a';
      subjects[ns][l] = 0;
      ns++;
    }
  for (int k = 0; k < 400; k++) {
    int ere = k % 2;
    len = 0; groups = 0; nplain = 0;
    gen(0, ere);
    pat[len] = 0;
    regex_t r;
    int rc = regcomp(&r, pat, ere ? REG_EXTENDED : 0);
    printf("%d /%s/ rc=%d", ere, pat, rc);
    if (rc) { printf("\n"); continue; }
    printf(" nsub=%zu\n", r.re_nsub);
    for (int s = 0; s < ns; s++) {
      regmatch_t m[5];
      if (regexec(&r, subjects[s], 5, m, 0) != 0) continue;
      printf(" %s:", subjects[s]);
      for (int i = 0; i < 5 && i <= (int)r.re_nsub; i++) printf(" %d,%d", m[i].rm_so, m[i].rm_eo);
      printf("\n");
    }
    regfree(&r);
  }
  return 0;
}

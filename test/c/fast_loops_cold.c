/* Loops whose rare paths cannot run in a JavaScript copy: a call of a function that is not a
 * leaf (printf, a recursive one) in the branch of an `if`, a `goto` to an error label, a
 * `switch`, a `return` of a call, a call in a nested `if`'s condition and in a declaration.
 * The copies leave for the original cases at those statements (cold exits) and come back at the
 * loop's head; some branches are taken often, some never. gcc -O0 says what they compute. */
#include <stdio.h>

static int depth(int n) { return n <= 0 ? 0 : 1 + depth(n - 1); }

static int verify(const int *buf, int n, int shift) {
  int errs = 0;
  for (int j = 0; j < n; j++) {
    if (buf[j] != j + shift) {
      errs++;
      if (errs <= 3) printf("buf[%d] = %d, expected %d\n", j, buf[j], j + shift);
    }
  }
  return errs;
}

static int find_bad(const int *buf, int n) {
  int rc = 0;
  for (int j = 0; j < n; j++) {
    if (buf[j] < 0) {
      rc = j;
      goto fn_fail;
    }
  }
  return -1;
fn_fail:
  printf("negative at %d\n", rc);
  return rc;
}

static long classify(const int *buf, int n) {
  long acc = 0;
  for (int j = 0; j < n; j++) {
    if (buf[j] % 97 == 0) {
      switch (buf[j] % 3) {
      case 0: acc += 5; break;
      case 1: acc -= 2; break;
      default: acc += depth(3);
      }
    } else {
      acc += buf[j] & 7;
    }
  }
  return acc;
}

static int first_deep(const int *buf, int n) {
  for (int j = 0; j < n; j++) {
    if (buf[j] > 900)
      if (depth(buf[j] % 5) > 2) return depth(j % 7) + j;
  }
  return -1;
}

int main(void) {
  static int buf[1000];
  for (int i = 0; i < 1000; i++) buf[i] = i + 1;
  int errs = verify(buf, 1000, 1);
  buf[10] = -4; buf[500] = 7; buf[501] = 8; buf[777] = 0;
  errs += verify(buf, 1000, 1);
  int bad = find_bad(buf, 1000);
  buf[10] = 11;
  int none = find_bad(buf, 1000);
  long cls = classify(buf, 1000);
  int deep = first_deep(buf, 1000);
  long sum = 0;
  for (int i = 0; i < 300; i++) {
    if (i % 50 == 0) {
      int d = depth(i / 50);
      sum += d * 1000;
    }
    if (i % 7 == 3) { if (depth(i % 4) == 2) sum += 3; else sum -= 1; }
    sum += i;
  }
  printf("%d %d %d %ld %d %ld\n", errs, bad, none, cls, deep, sum);
  return 0;
}

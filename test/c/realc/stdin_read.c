/* stdin read in every way: scanf, getchar/ungetc, fgets, getline, read(0), feof. */
// realc-stdin: stdin_input.txt
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(void)
{
  int a = 0, b = 0, c, r;
  char word[16], line[64], raw[8];
  char *lp = NULL;
  size_t cap = 0;
  double d = 0;
  ssize_t n;
  r = scanf("%d %d", &a, &b);
  printf("scanf %d: %d %d\n", r, a, b);
  c = getchar();
  printf("getchar %d\n", c);
  c = getchar();
  r = ungetc(c, stdin);
  printf("getchar %c ungetc %c", c, r);
  c = getchar();
  printf(" getchar %c\n", c);
  printf("fgets [%s]\n", fgets(line, sizeof line, stdin));
  r = scanf("%15s", word);
  printf("scanf %d: %s\n", r, word);
  r = fscanf(stdin, "%15s %lf", word, &d);
  printf("fscanf %d: %s %.2f\n", r, word, d);
  getchar();
  n = getline(&lp, &cap, stdin);
  printf("getline %zd [%s]\n", n, lp);
  n = read(0, raw, 5);
  raw[n > 0 ? n : 0] = 0;
  printf("read %zd [%s]\n", n, raw);
  while (fgets(line, sizeof line, stdin)) printf("rest [%s]\n", line);
  c = getchar();
  r = scanf("%d", &a);
  printf("feof %d getchar %d scanf %d\n", feof(stdin) != 0, c, r);
  free(lp);
  return 0;
}

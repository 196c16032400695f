/* Reads numbers from an input file the test puts beside the program, writes a report. */
#include <stdio.h>
int main(void) {
  FILE *in = fopen("numbers.txt", "r");
  if (!in) { perror("numbers.txt"); return 1; }
  double x, sum = 0;
  int count = 0;
  while (fscanf(in, "%lf", &x) == 1) { sum += x; count++; }
  printf("read %d numbers, feof %d\n", count, feof(in));
  fclose(in);
  FILE *out = fopen("report.txt", "w");
  fprintf(out, "count=%d sum=%.3f mean=%.6f\n", count, sum, count ? sum / count : 0.0);
  fclose(out);
  char line[256];
  FILE *again = fopen("numbers.txt", "r");
  int lines = 0;
  char *p;
  while ((p = fgets(line, sizeof line, again)) != NULL) lines++;
  printf("%d lines\n", lines);
  fclose(again);
  return 0;
}

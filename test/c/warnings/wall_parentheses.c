/* options: -Wall */
/* gcc -Wall's -Wparentheses for an assignment used as a condition and operators mixed, and -Wunknown-pragmas for
   the pragmas gcc does not know (OpenMP's without -fopenmp), which gcc places by line only;
   #warning's -Wcpp. */
#include <stdio.h>
#warning "a #warning names its option, -Wcpp"
#pragma ident "not gcc's"
#pragma GCC diagnostic push

int next_value(int *p) { return (*p)--; }

int main(int argc, char **argv)
{
  int v = 3, x, y = 0;
  int arr[2];
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    arr[i] = i;
  if (x = argc)
    printf("%d\n", x);
  if ((x = argc - 1))
    printf("%d\n", x);
  while (y = next_value(&v))
    printf("%d %s\n", y, argv[0]);
  do {
    v++;
  } while (arr[0] = v - 10);
  for (int i = 0; x = i < 2; i++)
    y += i;
#pragma vector always
  return arr[1] + y;
}

/* The operators whose relative precedence gcc suggests making explicit, at the inner operator. */
int mixed(int a, int b, int c, const char *p, const char *q)
{
  int r = 0;
  r += a | b + c;
  r += a + b | c;
  r += a & b == c;
  r += a == b & c;
  r += a << b + c;
  r += a - b >> c;
  r += a || b && c;
  r += a && b || c;
  r += a < b < c;
  r += a == b == c;
  r += a ^ b - c;
  r += a & b - c;
  r += (a | (b + c)) | (a & b) + 1;
  r += a | (b & c) | (a == b);
  r += (p - q) | c;
  r += p - q | c;
  return r;
}
#pragma end of file

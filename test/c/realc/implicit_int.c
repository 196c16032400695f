/* C as gcc 12 takes it: implicit int, K&R definitions, calls of undeclared functions
 * (libc built-ins and others, and the program's own, defined later). No #include at all. */
static counter;
extern total;
int total = 5;
const scale = 3;
unsigned long widen();

add(a, b)
  int a;
{
  return a + b;
}

double mean(n, v)
  int n;
  double *v;
{
  double s = 0;
  int i;
  for (i = 0; i < n; i++) s += v[i];
  return s / n;
}

static twice(x) { return 2 * x; }

bump()
{
  register step = 2;
  static calls;
  calls += step;
  counter++;
  return calls;
}

main(int argc, char **argv)
{
  char buf[32];
  int nums[8];
  double v[3] = { 1.0, 2.0, 4.5 };
  char *p;
  int k;
  memset(nums, 0, sizeof nums);
  memset(buf, 'x', 5);
  buf[5] = 0;
  printf("%s %d %d\n", buf, nums[3], (int)strlen(buf));
  p = malloc(16);
  strcpy(p, "heap");
  strcat(p, "!");
  puts(p);
  free(p);
  printf("%d %d %d\n", add(2, 3), twice(21), abs(-7));
  printf("%.3f %.3f\n", mean(3, v), sqrt(2.0));
  printf("%d %d\n", atoi("42"), later(6));
  bump(); bump();
  k = bump();
  printf("%d %d %d %lu\n", k, counter, total * scale, widen(7));
  if (argc > 5) exit(3);
  return 0;
}

later(k) { return k * 7; }
unsigned long widen(unsigned long w) { return w << 33; }

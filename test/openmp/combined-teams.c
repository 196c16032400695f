/*
 * Combined constructs' clauses, each given to the leaf construct OpenMP 5.x gives it as gcc 12
 * does: parallel for with private, reduction, linear, lastprivate, firstprivate, schedule and
 * collapse; parallel for simd and for simd (safelen, simdlen, aligned, linear, lastprivate);
 * simd alone; parallel sections with a variable both firstprivate and lastprivate (only the
 * last section changes it, so which thread runs which section does not matter); parallel
 * loop; parallel master; taskloop simd; if(parallel: …) with default(none); parallel for with
 * a variable private or firstprivate (the region's) and linear (the loop's), or firstprivate
 * and lastprivate. Each rank starts from its own values; the ranks' sums are combined by
 * MPI_Reduce. The results are the same whatever order the threads run in.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

#define printf(...) (fprintf(stdout, "rank %d ", rank), fprintf(stdout, __VA_ARGS__))

int main(int argc, char **argv)
{
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 20 - rank, x = 5 + rank, k = -1, j = 3, j2 = 0, f = 7, s = 0, c = 0, t = 0, l2 = 0;
  double d = 0;
  int a[20], m[4][5];
#pragma omp parallel for private(x) reduction(+:s) linear(j:2) lastprivate(k) firstprivate(f) schedule(static, 3)
  for (int i = 0; i < n; i++) { x = i; s += x + f; k = i * 10; a[i] = j; j += 2; f++; }
  printf("1: s %d k %d j %d f %d a %d %d\n", s, k, j, f, a[0], a[n - 1]);
  s = 0;
#pragma omp parallel for collapse(2) reduction(+:s) lastprivate(c) firstprivate(x) schedule(dynamic)
  for (int i = 0; i < 4; i++)
    for (int q = 0; q < 5; q++) { m[i][q] = i * q + x; s += m[i][q]; c = i + q; }
  printf("2: s %d c %d m %d\n", s, c, m[3][4]);
  s = 0;
#pragma omp parallel for simd reduction(+:s) linear(j2:3) lastprivate(t) safelen(4) simdlen(2) aligned(a: 16) schedule(static)
  for (int i = 0; i < n; i++) { s += a[i]; t = i; j2 += 3; }
  printf("3: s %d t %d j2 %d\n", s, t, j2);
  s = 0; t = 0;
#pragma omp parallel num_threads(3) firstprivate(t)
  {
#pragma omp for simd reduction(+:s) lastprivate(l2) linear(t:1)
    for (int i = 0; i < n; i++) { s += i; l2 = i; t++; }
  }
  printf("4: s %d l2 %d t %d\n", s, l2, t);
  s = 0;
#pragma omp simd reduction(+:s) lastprivate(t) linear(j:1)
  for (int i = 0; i < n; i++) { s += i * 2; t = i; j++; }
  printf("5: s %d t %d j %d\n", s, t, j);
  s = 0;
#pragma omp parallel sections firstprivate(x) lastprivate(x) reduction(+:s)
  {
#pragma omp section
    { s += x + 1; }
#pragma omp section
    { x += 2; s += x; }
  }
  printf("6: s %d x %d\n", s, x);
  s = 0;
#pragma omp parallel loop reduction(+:s) collapse(2)
  for (int i = 0; i < 4; i++) for (int q = 0; q < 5; q++) { s += i + q; }
  printf("7: s %d\n", s);
  s = 0;
#pragma omp parallel master reduction(+:s) firstprivate(x) num_threads(2)
  { s += x + omp_get_thread_num(); }
  printf("8: s %d\n", s);
  s = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop simd reduction(+:s) lastprivate(t) grainsize(4) firstprivate(f)
  for (int i = 0; i < n; i++) { s += i + f; t = i; }
  printf("9: s %d t %d\n", s, t);
  s = 0;
#pragma omp parallel for reduction(+:s) firstprivate(d) lastprivate(d) if(parallel: n > 5) num_threads(2) default(none) shared(n, a)
  for (int i = 0; i < n; i++) { d += 0.5; s += a[i]; }
  printf("10: s %d d %g\n", s, d);
  s = 0;
  int i2;
#pragma omp parallel for simd collapse(2) reduction(+:s) lastprivate(i2)
  for (i2 = 0; i2 < 4; i2++) for (int q = 0; q < 5; q++) s += i2 * q;
  printf("11: s %d i2 %d\n", s, i2);
  /* firstprivate goes to parallel and linear to for: the original is not written back. */
  int lx = 10 + rank, la[8];
#pragma omp parallel for linear(lx:2) firstprivate(lx)
  for (int i = 0; i < 8; i++) { la[i] = lx; lx += 2; }
  printf("12: lx %d la %d %d %d\n", lx, la[0], la[3], la[7]);
  /* private goes to parallel and linear to for (whose start is then indeterminate, each thread its own: only a step is printed). */
  int px = 3 + rank, pa[8];
#pragma omp parallel for private(px) linear(px:2)
  for (int i = 0; i < 8; i++) { pa[i] = px; px += 2; }
  printf("12b: px %d step %d\n", px, pa[1] - pa[0]);
  /* Both firstprivate and lastprivate: to parallel (shared there) and to for. */
  int fy = 100 + rank, fb[8];
#pragma omp parallel for firstprivate(fy) lastprivate(fy)
  for (int i = 0; i < 8; i++) { fb[i] = fy; fy = i * rank; }
  printf("13: fy %d fb %d %d\n", fy, fb[0], fb[7]);
  int total = 0;
  MPI_Reduce(&s, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0) printf("sum of the ranks' last sums %d over %d ranks\n", total, size);
  MPI_Finalize();
  return 0;
}

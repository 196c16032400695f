/* gcc's builtins that programs call by name: bit counts, byte swaps, checked arithmetic,
   comparisons without exceptions, powi, alloca, compile-time queries, __atomic and __sync. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>
#include <math.h>

static unsigned long long inputs[] = { 0, 1, 2, 3, 7, 0x80, 0xff00, 0x80000000u, 0xffffffffu,
  0x100000000ull, 0x8000000000000000ull, 0xfedcba9876543210ull, 0xffffffffffffffffull, 12345678901234ull };

static int evaluations;
static int *once(int *p) { evaluations++; return p; }

static void bits(void)
{
  for (unsigned k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
    unsigned long long v = inputs[k];
    unsigned u = (unsigned)v;
    long long s = (long long)v;
    printf("%llx: pop %d %d par %d %d", v, __builtin_popcount(u), __builtin_popcountll(v), __builtin_parity(u), __builtin_parityll(v));
    if (u) printf(" clz %d ctz %d", __builtin_clz(u), __builtin_ctz(u));
    if (v) printf(" clzll %d ctzll %d clzl %d ctzl %d", __builtin_clzll(v), __builtin_ctzll(v), __builtin_clzl((unsigned long)v), __builtin_ctzl((unsigned long)v));
    printf(" clrsb %d %d ffs %d %d %d", __builtin_clrsb((int)u), __builtin_clrsbll(s), __builtin_ffs((int)u), __builtin_ffsl((long)s), __builtin_ffsll(s));
    printf(" bswap %x %x %llx\n", __builtin_bswap16((uint16_t)u), __builtin_bswap32(u), (unsigned long long)__builtin_bswap64(v));
  }
}

static void overflow(void)
{
  int r; unsigned ur; long lr; unsigned long long ullr; short sr;
  int big = INT_MAX, small = INT_MIN;
  printf("add %d", __builtin_add_overflow(big, 1, &r)); printf(" -> %d\n", r);
  printf("sub %d", __builtin_sub_overflow(small, 1, &r)); printf(" -> %d\n", r);
  printf("mul %d", __builtin_mul_overflow(big, big, &lr)); printf(" -> %ld\n", lr);
  printf("mul %d", __builtin_mul_overflow(70000, 70000, &r)); printf(" -> %d\n", r);
  printf("neg to unsigned %d", __builtin_sub_overflow(0, 1, &ur)); printf(" -> %u\n", ur);
  printf("short %d", __builtin_add_overflow(30000, 30000, &sr)); printf(" -> %d\n", sr);
  printf("ull %d", __builtin_umulll_overflow(0xffffffffffffull, 0x100000ull, &ullr)); printf(" -> %llx\n", ullr);
  printf("sadd %d", __builtin_sadd_overflow(-5, 3, &r)); printf(" -> %d\n", r);
  printf("uaddl %d", __builtin_uaddl_overflow(~0ul, 2ul, (unsigned long *)&lr)); printf(" -> %ld\n", lr);
}

static void floats(void)
{
  volatile double nan_ = NAN, one = 1.0, two = 2.0;
  printf("cmp %d %d %d %d %d %d\n", __builtin_isgreater(one, two), __builtin_isgreaterequal(two, two), __builtin_isless(one, nan_),
         __builtin_islessequal(one, two), __builtin_islessgreater(one, two), __builtin_isunordered(one, nan_));
  printf("normal %d %d %d sign %d\n", __builtin_isnormal(one), __builtin_isnormal(1e-310), __builtin_isnormal(0.0), __builtin_signbitf(-0.0f));
  for (int n = -9; n <= 9; n += 3) printf("powi %d %.17g %.9g\n", n, __builtin_powi(1.1, n), (double)__builtin_powif(1.3f, n));
}

static int frame_bytes(int n)
{
  char *a = __builtin_alloca(n), *b = __builtin_alloca_with_align(n, 512);
  for (int k = 0; k < n; k++) a[k] = b[k] = (char)k;
  return (int)((uintptr_t)b % 64) + a[n - 1] + b[n - 2];
}

static void atomics(void)
{
  int x = 10, expected = 11;
  long l = 1;
  signed char c = 100;
  int *cursor = &x;
  printf("fetch %d %d %d %d %d %d\n", __atomic_fetch_add(&x, 5, __ATOMIC_SEQ_CST), __atomic_add_fetch(&x, 5, __ATOMIC_RELAXED),
         __atomic_fetch_sub(&x, 3, __ATOMIC_ACQUIRE), __atomic_fetch_nand(&x, 6, __ATOMIC_RELEASE), __atomic_xor_fetch(&x, 0xff, __ATOMIC_ACQ_REL), x);
  printf("sync %ld %ld %d %d %d\n", __sync_fetch_and_add(&l, 41), __sync_or_and_fetch(&l, 0x100), __sync_sub_and_fetch(&c, 300),
         __sync_bool_compare_and_swap(&x, 0, 1), __sync_val_compare_and_swap(&x, x, 77));
  printf("cas %d", __atomic_compare_exchange_n(&x, &expected, 5, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); printf(" expected %d\n", expected);
  printf("cas %d", __atomic_compare_exchange_n(&x, &expected, 5, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); printf(" x %d\n", x);
  int a = 1, b = 2, out = 0;
  __atomic_exchange(&a, &b, &out, __ATOMIC_SEQ_CST);
  __atomic_load(&a, &b, __ATOMIC_SEQ_CST);
  __atomic_store_n(&out, __atomic_exchange_n(&x, 3, __ATOMIC_SEQ_CST) + out, __ATOMIC_SEQ_CST);
  printf("exchange %d %d %d %d %d\n", a, b, out, __atomic_load_n(&x, __ATOMIC_SEQ_CST), __sync_lock_test_and_set(&a, 9));
  __sync_lock_release(&a);
  char flag = 0;
  printf("flag %d %d", __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST), __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST));
  __atomic_clear(&flag, __ATOMIC_SEQ_CST);
  printf(" %d released %d\n", flag, a);
  __atomic_thread_fence(__ATOMIC_SEQ_CST); __atomic_signal_fence(__ATOMIC_SEQ_CST); __sync_synchronize();
  int arr[4] = {0};
  cursor = arr;
  __atomic_fetch_add(once(cursor + 1), 4, __ATOMIC_SEQ_CST);
  int *old = __atomic_fetch_add(&cursor, sizeof(int) * 2, __ATOMIC_SEQ_CST);
  printf("pointer %d %d evaluated %d lockfree %d %d\n", (int)(cursor - old), arr[1], evaluations, __atomic_always_lock_free(8, 0), __atomic_is_lock_free(4, &x));
}

int main(void)
{
  enum { K = __builtin_constant_p(3 * 4) };
  int v = 3;
  bits();
  overflow();
  floats();
  printf("alloca %d %d\n", frame_bytes(10), frame_bytes(100));
  atomics();
  printf("const %d %d %d choose %d %.1f\n", K, __builtin_constant_p(v), __builtin_constant_p(1.5), __builtin_choose_expr(1, 7, 1.0), __builtin_choose_expr(0, 7, 2.5));
  printf("where %d %s %s expect %ld\n", __builtin_LINE(), __builtin_FILE(), __builtin_FUNCTION(), __builtin_expect_with_probability((long)v, 3, 0.9));
  __builtin_prefetch(&v);
  __builtin_prefetch(&v, 1, 3);
  printf("aligned %d\n", *(int *)__builtin_assume_aligned(&v, 4));
  typedef int myint;
  const int ci = 1;
  printf("compatible %d %d %d %d %d %d\n", __builtin_types_compatible_p(int, myint), __builtin_types_compatible_p(int, long),
         __builtin_types_compatible_p(const int, int), __builtin_types_compatible_p(int *, const int *),
         __builtin_types_compatible_p(__typeof__(ci), int), __builtin_types_compatible_p(int[3], int[]));
  return 0;
}

// Small CPU kernels whose results condense a lot of arithmetic: sieve, matrix product,
// CRC-32, sorting, binary search, Collatz, big-number factorial in base 10^4, Levenshtein.
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static unsigned crc_table[256];

static void crc_init(void) {
    for (unsigned i = 0; i < 256; i++) {
        unsigned c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static unsigned crc32(const unsigned char *p, size_t n) {
    unsigned c = 0xFFFFFFFFu;
    while (n--) c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static void insertion_sort(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

static int lower_bound(const int *a, int n, int key) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static int levenshtein(const char *s, const char *t) {
    int n = (int)strlen(s), m = (int)strlen(t);
    int prev[64], cur[64];
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) {
            int del = prev[j] + 1, ins = cur[j - 1] + 1, sub = prev[j - 1] + (s[i - 1] != t[j - 1]);
            cur[j] = del < ins ? (del < sub ? del : sub) : (ins < sub ? ins : sub);
        }
        memcpy(prev, cur, sizeof(int) * (size_t)(m + 1));
    }
    return prev[m];
}

int main(void) {
    enum { N = 20000 };
    static char composite[N + 1];
    int count = 0;
    long psum = 0;
    for (int i = 2; i <= N; i++) {
        if (composite[i]) continue;
        count++;
        psum += i;
        for (int j = i * 2; j <= N; j += i) composite[j] = 1;
    }
    printf("primes <= %d: %d, sum %ld\n", N, count, psum);

    enum { M = 24 };
    static double a[M][M], b[M][M], c[M][M];
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) {
            a[i][j] = (i * M + j) % 7 - 3.0;
            b[i][j] = 1.0 / (1 + i + j);
        }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) {
            double s = 0;
            for (int k = 0; k < M; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    double tr = 0, fro = 0;
    for (int i = 0; i < M; i++) {
        tr += c[i][i];
        for (int j = 0; j < M; j++) fro += c[i][j] * c[i][j];
    }
    printf("matmul trace=%.10f frobenius^2=%.10f c[3][17]=%.12f\n", tr, fro, c[3][17]);

    crc_init();
    const char *msg = "The quick brown fox jumps over the lazy dog";
    printf("crc32=%08x crc32(\"\")=%08x crc32(\"123456789\")=%08x\n", crc32((const unsigned char *)msg, strlen(msg)),
           crc32((const unsigned char *)"", 0), crc32((const unsigned char *)"123456789", 9));

    int arr[300];
    unsigned s = 2463534242u;
    for (int i = 0; i < 300; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        arr[i] = (int)(s % 10000) - 5000;
    }
    insertion_sort(arr, 300);
    printf("sorted: min=%d max=%d median=%d arr[123]=%d\n", arr[0], arr[299], arr[150], arr[123]);
    int keys[] = {-5000, 0, 1234, 4999, 5000};
    for (int i = 0; i < 5; i++) printf("lower_bound(%d)=%d ", keys[i], lower_bound(arr, 300, keys[i]));
    printf("\n");

    int best = 0, best_len = 0;
    for (int start = 1; start < 30000; start++) {
        long long n = start;
        int len = 1;
        while (n != 1) {
            n = n % 2 ? 3 * n + 1 : n / 2;
            len++;
        }
        if (len > best_len) {
            best_len = len;
            best = start;
        }
    }
    printf("longest collatz below 30000: %d (%d steps)\n", best, best_len);

    int digits[200] = {1}; /* base 10000, little-endian */
    int nd = 1;
    for (int k = 2; k <= 100; k++) {
        int carry = 0;
        for (int i = 0; i < nd; i++) {
            int v = digits[i] * k + carry;
            digits[i] = v % 10000;
            carry = v / 10000;
        }
        while (carry) {
            digits[nd++] = carry % 10000;
            carry /= 10000;
        }
    }
    printf("100! = %d", digits[nd - 1]);
    for (int i = nd - 2; i >= 0; i--) printf("%04d", digits[i]);
    printf("\n");

    const char *pairs[][2] = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"mpisim", "mpich"},
                              {"deterministic", "simulator"}};
    for (int i = 0; i < 5; i++) printf("lev(%s,%s)=%d\n", pairs[i][0], pairs[i][1], levenshtein(pairs[i][0], pairs[i][1]));

    unsigned long long fib_mod = 0, f1 = 1;
    for (int i = 0; i < 100000; i++) {
        unsigned long long t = (fib_mod + f1) % 1000000007ULL;
        fib_mod = f1;
        f1 = t;
    }
    printf("fib(100000) mod 1e9+7 = %llu\n", fib_mod);
    return 0;
}

// Recursion: classic recursive functions, mutual recursion, deep (but bounded) recursion,
// recursion over arrays and strings, backtracking.
#include <stdio.h>
#include <string.h>

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned long long fact(unsigned n) { return n <= 1 ? 1ULL : n * fact(n - 1); }

static int ackermann(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static int moves;
static void hanoi(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    moves++;
    if (n >= 4) printf("move disk %d %c->%c\n", n, from, to);
    hanoi(n - 1, via, to, from);
}

static long depth_sum(int n) { return n == 0 ? 0 : n + depth_sum(n - 1); }

static void permute(char *s, int l, int r, int *count) {
    if (l == r) {
        if (++*count <= 8 || *count % 20 == 0) printf("perm %d: %s\n", *count, s);
        return;
    }
    for (int i = l; i <= r; i++) {
        char t = s[l]; s[l] = s[i]; s[i] = t;
        permute(s, l + 1, r, count);
        t = s[l]; s[l] = s[i]; s[i] = t;
    }
}

static int queens(int n, int row, int *cols) {
    if (row == n) return 1;
    int total = 0;
    for (int c = 0; c < n; c++) {
        int ok = 1;
        for (int r = 0; r < row; r++) {
            int d = cols[r] - c;
            if (d == 0 || d == row - r || d == r - row) { ok = 0; break; }
        }
        if (ok) {
            cols[row] = c;
            total += queens(n, row + 1, cols);
        }
    }
    return total;
}

static void merge_sort(int *a, int *tmp, int lo, int hi) {
    if (hi - lo < 2) return;
    int mid = lo + (hi - lo) / 2;
    merge_sort(a, tmp, lo, mid);
    merge_sort(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (size_t)(hi - lo) * sizeof *a);
}

static int count_paths(int r, int c, int memo[12][12]) {
    if (r == 0 || c == 0) return 1;
    if (memo[r][c]) return memo[r][c];
    return memo[r][c] = count_paths(r - 1, c, memo) + count_paths(r, c - 1, memo);
}

static int palindrome(const char *s, int i, int j) {
    if (i >= j) return 1;
    return s[i] == s[j] && palindrome(s, i + 1, j - 1);
}

static double power(double b, int e) {
    if (e == 0) return 1;
    if (e < 0) return 1 / power(b, -e);
    double h = power(b, e / 2);
    return e % 2 ? h * h * b : h * h;
}

int main(void) {
    for (int i = 0; i <= 25; i += 5) printf("fib(%d)=%ld ", i, fib(i));
    printf("\n");
    for (unsigned i = 0; i <= 20; i += 4) printf("%u!=%llu ", i, fact(i));
    printf("\n");
    printf("ack(2,3)=%d ack(3,3)=%d\n", ackermann(2, 3), ackermann(3, 3));
    printf("gcd(1071,462)=%d gcd(17,5)=%d\n", gcd(1071, 462), gcd(17, 5));
    printf("is_even(10)=%d is_odd(7)=%d is_even(1001)=%d\n", is_even(10), is_odd(7), is_even(1001));
    hanoi(6, 'A', 'C', 'B');
    printf("hanoi moves=%d\n", moves);
    printf("depth_sum(10000)=%ld\n", depth_sum(10000));
    char s[] = "abcde";
    int count = 0;
    permute(s, 0, 4, &count);
    printf("permutations=%d s=%s\n", count, s);
    int cols[10];
    for (int n = 4; n <= 8; n++) printf("queens(%d)=%d ", n, queens(n, 0, cols));
    printf("\n");
    int arr[25], tmp[25];
    for (int i = 0; i < 25; i++) arr[i] = (i * 37 + 11) % 50 - 20;
    merge_sort(arr, tmp, 0, 25);
    for (int i = 0; i < 25; i++) printf("%d ", arr[i]);
    printf("\n");
    int memo[12][12] = {{0}};
    printf("paths(10,10)=%d\n", count_paths(10, 10, memo));
    const char *words[] = {"racecar", "level", "abca", "x", ""};
    for (int i = 0; i < 5; i++) printf("pal(%s)=%d ", words[i], palindrome(words[i], 0, (int)strlen(words[i]) - 1));
    printf("\n");
    printf("power(2,30)=%.0f power(1.5,-3)=%.10f power(10,15)=%.0f\n", power(2, 30), power(1.5, -3), power(10, 15));
    return 0;
}

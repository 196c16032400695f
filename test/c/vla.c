// Variable-length arrays: sizeof at run time, 2-D VLAs, VLA parameters, VLAs created
// anew in each loop iteration, pointers to VLA rows, typedef of a VLA type.
// mpisim-args: -D DIM=6
#include <stdio.h>

static void fill(int n, int m, int a[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = (i + 1) * 100 + j;
}

static long trace_product(int n, long a[n][n], long b[n][n]) {
    long c[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            c[i][j] = 0;
            for (int k = 0; k < n; k++) c[i][j] += a[i][k] * b[k][j];
        }
    long t = 0;
    for (int i = 0; i < n; i++) t += c[i][i];
    return t;
}

static double mean(size_t n, const double v[n]) {
    double s = 0;
    for (size_t i = 0; i < n; i++) s += v[i];
    return s / (double)n;
}

static size_t vla_size(int n) {
    char buf[n * 3 + 1];
    return sizeof buf;
}

int main(void) {
    int n = DIM;
    int v[n];
    printf("sizeof v=%zu elements=%zu\n", sizeof v, sizeof v / sizeof v[0]);
    for (int i = 0; i < n; i++) v[i] = i * i - 3;
    int s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    printf("sum=%d\n", s);

    int rows = 3, cols = n + 1;
    int g[rows][cols];
    printf("sizeof g=%zu sizeof g[0]=%zu\n", sizeof g, sizeof g[0]);
    fill(rows, cols, g);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) printf("%d ", g[i][j]);
        printf("\n");
    }
    int (*rowp)[cols] = g;
    rowp++;
    printf("rowp[0][2]=%d rowp[1][cols-1]=%d\n", rowp[0][2], rowp[1][cols - 1]);

    long a[n][n], b[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i][j] = i + j;
            b[i][j] = (i == j) ? 2 : i - j;
        }
    printf("trace(a*b)=%ld\n", trace_product(n, a, b));

    for (int k = 1; k <= 4; k++) {
        double d[k * 2];
        for (int i = 0; i < k * 2; i++) d[i] = i * 0.5 + k;
        printf("k=%d sizeof d=%zu mean=%.4f\n", k, sizeof d, mean((size_t)(k * 2), d));
    }
    for (int k = 0; k < 5; k++) printf("vla_size(%d)=%zu ", k, vla_size(k));
    printf("\n");

    typedef int row_t[n];
    row_t r;
    printf("sizeof(row_t)=%zu\n", sizeof(row_t));
    for (int i = 0; i < n; i++) r[i] = n - i;
    n = 100; /* the VLA type keeps the size it had when the typedef was reached */
    printf("sizeof(row_t) after n=100: %zu r[0]=%d\n", sizeof(row_t), r[0]);

    int m = 4;
    char text[m][8];
    for (int i = 0; i < m; i++) snprintf(text[i], sizeof text[i], "row%d-%d", i, i * i);
    for (int i = 0; i < m; i++) printf("%s|", text[i]);
    printf("\n");
    return 0;
}

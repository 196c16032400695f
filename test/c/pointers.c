// Pointer arithmetic and comparisons, pointer differences, pointer-to-pointer, arrays
// of arrays, pointers to arrays, array decay, void pointers, byte views (little-endian).
#include <stdio.h>
#include <stddef.h>
#include <string.h>

static int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};

static int sum_rows(int (*rows)[4], int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 4; j++) s += rows[i][j] * (i + 1);
    return s;
}

static int sum_flat(const int *p, size_t n) {
    int s = 0;
    for (const int *end = p + n; p != end; ++p) s += *p;
    return s;
}

static void set_ptr(int **pp, int *target) { *pp = target; }

static void bump_all(int **ptrs, int n) {
    for (int i = 0; i < n; i++) (*ptrs[i])++;
}

static const char *find_char(const char *s, char c) {
    while (*s && *s != c) s++;
    return *s ? s : NULL;
}

int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    int *p = a, *q = &a[7];
    printf("*p=%d *q=%d q-p=%td p[3]=%d 3[a]=%d *(p+4)=%d\n", *p, *q, q - p, p[3], 3[a], *(p + 4));
    printf("p<q=%d p==a=%d q>=a+7=%d q!=p=%d\n", p < q, p == a, q >= a + 7, q != p);
    p += 2;
    q--;
    printf("after: *p=%d *q=%d q-p=%td p[-1]=%d\n", *p, *q, q - p, p[-1]);
    int *end = a + 10; /* one past the end is a valid pointer */
    printf("end-a=%td\n", end - a);
    int cnt = 0;
    for (int *it = a; it < end; it += 3) cnt += *it;
    printf("every third sum=%d\n", cnt);
    int v1 = *p++;
    int v2 = *p;
    int v3 = *++p;
    int v4 = (*p)++;
    printf("*p++=%d then *p=%d; *++p=%d; (*p)++=%d then *p=%d\n", v1, v2, v3, v4, *p);

    /* Pointer-to-pointer. */
    int x = 1, y = 2;
    int *px = &x;
    int **ppx = &px;
    **ppx = 10;
    set_ptr(ppx, &y);
    **ppx += 5;
    printf("x=%d y=%d *px=%d\n", x, y, *px);
    int *ptrs[3] = {&x, &y, &a[9]};
    bump_all(ptrs, 3);
    printf("x=%d y=%d a[9]=%d\n", x, y, a[9]);
    int ***pppx = &ppx;
    printf("***pppx=%d\n", ***pppx);

    /* Arrays of arrays. */
    printf("sizeof grid=%zu grid[0]=%zu grid[0][0]=%zu\n", sizeof grid, sizeof grid[0], sizeof grid[0][0]);
    printf("grid[2][1]=%d *(*(grid+1)+2)=%d (*grid)[3]=%d\n", grid[2][1], *(*(grid + 1) + 2), (*grid)[3]);
    printf("sum_rows=%d sum_flat=%d\n", sum_rows(grid, 3), sum_flat(&grid[0][0], 12));
    int (*row)[4] = grid + 1;
    printf("row[0][0]=%d row[1][3]=%d (row+1)-grid=%td\n", row[0][0], row[1][3], (row + 1) - grid);
    printf("&grid[1][0]-&grid[0][0]=%td (char*)&grid[2]-(char*)grid=%td\n", &grid[1][0] - &grid[0][0],
           (char *)&grid[2] - (char *)grid);
    int cube[2][3][4];
    int v = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++) cube[i][j][k] = v++;
    printf("cube[1][2][3]=%d sizeof cube[1]=%zu cube[1][1]-cube[0][0] elements=%td\n", cube[1][2][3], sizeof cube[1],
           &cube[1][1][0] - &cube[0][0][0]);

    /* Arrays of pointers to strings (ragged). */
    const char *words[] = {"alpha", "be", "gamma", "", "delta"};
    size_t total = 0;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) total += strlen(words[i]);
    printf("total len=%zu words[2][1]=%c *words[4]=%c\n", total, words[2][1], *words[4]);
    const char **wp = words;
    wp += 2;
    printf("*wp=%s wp[-1]=%s **wp=%c\n", *wp, wp[-1], **wp);

    /* char pointers walking strings. */
    const char *s = "hello, world";
    const char *comma = find_char(s, ',');
    printf("comma at %td rest=\"%s\" not found=%d\n", comma - s, comma + 2, find_char(s, 'z') == NULL);

    /* Byte views: x86-64 is little-endian. */
    unsigned int word = 0xA1B2C3D4u;
    unsigned char *b = (unsigned char *)&word;
    printf("bytes %02x %02x %02x %02x\n", b[0], b[1], b[2], b[3]);
    b[1] = 0;
    printf("word=%08x\n", word);
    double dv = 1.5;
    unsigned char *db = (unsigned char *)&dv;
    printf("double bytes:");
    for (int i = 0; i < 8; i++) printf(" %02x", db[i]);
    printf("\n");

    /* void pointers. */
    long lv = 123456789012L;
    void *vp = &lv;
    long *lp = vp;
    char *cp = vp;
    printf("*lp=%ld (char*)vp+8 - cp=%td\n", *lp, ((char *)vp + 8) - cp);

    /* Null pointer checks and conditional use. */
    int *np = NULL;
    printf("np==NULL: %d !np=%d np?1:0=%d\n", np == NULL, !np, np ? 1 : 0);
    int *maybe = x > 0 ? &x : NULL;
    if (maybe) printf("maybe=%d\n", *maybe);

    /* Struct pointers and arrow chains. */
    struct node { int v; struct node *next; } n3 = {3, NULL}, n2 = {2, &n3}, n1 = {1, &n2};
    printf("chain %d %d %d, n1.next->next->v=%d\n", n1.v, n1.next->v, n1.next->next->v, n1.next->next->v);
    struct node *np2 = &n1;
    int s2 = 0;
    while (np2) {
        s2 = s2 * 10 + np2->v;
        np2 = np2->next;
    }
    printf("s2=%d\n", s2);

    /* Pointer to pointer to char: argv-style arrays. */
    char buf1[] = "one", buf2[] = "two";
    char *list[] = {buf1, buf2, NULL};
    for (char **it = list; *it; it++) {
        (*it)[0] = (char)((*it)[0] - 32);
        printf("%s ", *it);
    }
    printf("\n");
    return 0;
}

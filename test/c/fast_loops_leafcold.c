/* A per-element function as MPICH's DTPools writes it (init_verify_basic_datatype): a chain
 * of type tests, a store or a check, an error printed and `goto fn_fail` on a mismatch, a
 * global nesting counter bumped on entry and exit. It runs frameless (a leaf) and leaves for
 * its frame at the printf and the goto; a recursive walker (not a leaf) calls it per element. */
#include <stdio.h>

int nesting = 0;
static int errcount = 0;
static double scale = 1.0;
enum { T_CHAR = 1, T_SHORT, T_INT, T_DOUBLE };

static int init_verify(int type, char *buf, int val, int verify)
{
    int rc = 0;
    nesting++;
    if (type == T_CHAR) {
        if (verify) {
            if (*buf != (char) val) { errcount++; if (errcount < 4) printf("char: expected %d, found %d\n", val, *buf); rc = 1; goto fn_fail; }
        } else *buf = (char) val;
    } else if (type == T_SHORT) {
        short *b = (short *) buf;
        if (verify) {
            if (*b != (short) val) { errcount++; if (errcount < 4) printf("short: expected %d, found %d\n", val, *b); rc = 2; goto fn_fail; }
        } else *b = (short) val;
    } else if (type == T_INT) {
        int *b = (int *) buf;
        if (verify) {
            if (*b != val) { errcount++; if (errcount < 4) printf("int: expected %d, found %d\n", val, *b); rc = 3; goto fn_fail; }
        } else *b = val;
    } else {
        double *b = (double *) buf;
        scale *= 1.0;
        if (verify) {
            if (*b != val * scale) { errcount++; if (errcount < 4) printf("double: expected %d, found %g\n", val, *b); rc = 4; goto fn_fail; }
        } else *b = val * scale;
    }
  fn_exit:
    nesting--;
    return rc;
  fn_fail:
    goto fn_exit;
}

/* count elements of `type` at `stride` bytes, split in halves down to blocks of 4. */
static int walk(int type, char *buf, int count, int stride, int *val, int verify)
{
    int rc = 0;
    nesting++;
    if (count > 4) {
        rc = walk(type, buf, count / 2, stride, val, verify);
        if (!rc) rc = walk(type, buf + (count / 2) * stride, count - count / 2, stride, val, verify);
    } else {
        for (int i = 0; i < count && !rc; i++) rc = init_verify(type, buf + i * stride, (*val)++, verify);
    }
    nesting--;
    return rc;
}

int main(void)
{
    static double mem[200];
    char *buf = (char *) mem;
    int sizes[5] = { 0, 1, 2, 4, 8 }, errs = 0;
    for (int type = T_CHAR; type <= T_DOUBLE; type++) {
        int n = 150 / sizes[type] > 120 ? 120 : 150, val = type * 7;
        walk(type, buf, n, sizes[type], &val, 0);
        val = type * 7;
        errs += walk(type, buf, n, sizes[type], &val, 1) != 0;
        buf[sizes[type] * (n / 3)] ^= 0x5a; /* one corrupted element: the error path */
        val = type * 7;
        int rc = walk(type, buf, n, sizes[type], &val, 1);
        printf("type %d: rc %d at val %d\n", type, rc, val);
    }
    printf("errs %d errcount %d nesting %d scale %g\n", errs, errcount, nesting, scale);
    return 0;
}

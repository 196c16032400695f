// mpi-np: 1 2
/*
 * Window handles as MPICH hands them out: a pool of eight direct handles (0xa0000000 + i), then
 * indirect ones (0xe0000000...), a freed window's handle the next one given out (last freed
 * first). A program that goes on using a freed handle reaches the window made after it: an RMA
 * call on it outside an epoch is that window's synchronization error, as under MPICH (the
 * request-based forms with their own frames of MPICH's stack).
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static long long zbuf[64], obuf[8];

static void report(const char *what, int rc) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0, cls = -1;
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    /* The stack on one line, addresses of buffers (which differ from run to run) as ADDR. */
    char out[MPI_MAX_ERROR_STRING + 64], *o = out;
    for (char *c = s; *c && o < out + MPI_MAX_ERROR_STRING; c++) {
        if (c[0] == '0' && c[1] == 'x' && c != s && c[-1] == '=' && strncmp(c - 4, "win=", 4) != 0) {
            o += sprintf(o, "ADDR");
            for (c += 2; c[1] && strchr("0123456789abcdef", c[1]); c++) {}
        } else *o++ = *c == '\n' ? '|' : *c;
    }
    *o = 0;
    printf("%s: class %d: %s\n", what, cls, out);
}

int main(int argc, char **argv) {
    MPI_Win w, freed_win, win, ws[10];
    MPI_Init(&argc, &argv);
    MPI_Win_create(zbuf, 64, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w);
    freed_win = w;
    MPI_Win_free(&w);
    MPI_Win_create(zbuf, sizeof zbuf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    printf("freed %x, next %x\n", (unsigned) freed_win, (unsigned) win);
    report("MPI_Get on the freed handle", MPI_Get(obuf, 1, MPI_INT, 0, 0, 1, MPI_INT, freed_win));
    report("MPI_Accumulate on the freed handle", MPI_Accumulate(obuf, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_SUM, freed_win));
    MPI_Request q;
    report("MPI_Rput on the freed handle", MPI_Rput(obuf, 1, MPI_INT, 0, 0, 1, MPI_INT, freed_win, &q));
    report("MPI_Rget on the freed handle", MPI_Rget(obuf, 1, MPI_INT, 0, 0, 1, MPI_INT, freed_win, &q));
    report("MPI_Raccumulate on the freed handle", MPI_Raccumulate(obuf, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_SUM, freed_win, &q));
    report("MPI_Rget_accumulate on the freed handle", MPI_Rget_accumulate(obuf, 1, MPI_INT, obuf + 4, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_SUM, freed_win, &q));
    MPI_Win_fence(0, freed_win);
    MPI_Put(obuf, 1, MPI_INT, 0, 8, 1, MPI_INT, freed_win);
    MPI_Win_fence(0, freed_win);
    printf("fence epoch through the freed handle: done\n");
    for (int i = 0; i < 10; i++) MPI_Win_create(zbuf, 64, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &ws[i]);
    printf("made:");
    for (int i = 0; i < 10; i++) printf(" %x", (unsigned) ws[i]);
    for (int i = 9; i >= 0; i -= 3) MPI_Win_free(&ws[i]);
    for (int i = 9; i >= 0; i -= 3) MPI_Win_create(zbuf, 64, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &ws[i]);
    printf("\nmade again:");
    for (int i = 9; i >= 0; i -= 3) printf(" %x", (unsigned) ws[i]);
    printf("\n");
    for (int i = 0; i < 10; i++) MPI_Win_free(&ws[i]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}

// main(argc, argv): program arguments (argv[0] is not printed: its spelling differs
// between a native run and mpisim), argv[argc] == NULL, parsing numbers from argv.
// mpisim-program-args: alpha beta 42 -x --name=value 3.5 -17
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    printf("argc=%d\n", argc);
    printf("argv[0] non-empty: %d\n", argv[0] != NULL && argv[0][0] != '\0');
    for (int i = 1; i < argc; i++) printf("argv[%d]=\"%s\" (len %zu)\n", i, argv[i], strlen(argv[i]));
    printf("argv[argc]==NULL: %d\n", argv[argc] == NULL);
    long total = 0;
    double dtotal = 0;
    int flags = 0;
    for (char **a = argv + 1; *a; a++) {
        char *end;
        long v = strtol(*a, &end, 10);
        if (*end == '\0' && end != *a) total += v;
        else if (strchr(*a, '.')) dtotal += atof(*a);
        else if ((*a)[0] == '-') flags++;
    }
    printf("integer total=%ld double total=%.2f flags=%d\n", total, dtotal, flags);
    for (int i = 1; i < argc; i++) {
        const char *eq = strchr(argv[i], '=');
        if (strncmp(argv[i], "--", 2) == 0 && eq) printf("option %.*s -> %s\n", (int)(eq - argv[i] - 2), argv[i] + 2, eq + 1);
    }
    argv[1][0] = 'A'; /* argv strings are modifiable */
    printf("modified: %s\n", argv[1]);
    return argc == 8 ? 0 : 1;
}

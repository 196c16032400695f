// ctype.h classification and case mapping over every unsigned char value and EOF
// (the "C" locale); results are normalized to 0/1 since only non-zero is specified.
#include <stdio.h>
#include <ctype.h>

int main(void) {
    int (*fns[])(int) = {isalnum, isalpha, isblank, iscntrl, isdigit, isgraph, islower, isprint, ispunct, isspace,
                         isupper, isxdigit};
    const char *names = "anbcdglpPsux";
    printf("     %s tolower toupper\n", names);
    for (int c = -1; c < 256; c++) {
        char bits[13];
        for (int k = 0; k < 12; k++) bits[k] = fns[k](c) ? '1' : '0';
        bits[12] = '\0';
        int lo = tolower(c), up = toupper(c);
        if (c >= 32 && c < 127) printf("'%c'  %s %d %d\n", c, bits, lo, up);
        else printf("%3d  %s %d %d\n", c, bits, lo, up);
    }
    printf("EOF=%d\n", EOF);
    const char *text = "Hello, World! It's 2024: tabs\tand\nnewlines.";
    int counts[12] = {0};
    for (const char *p = text; *p; p++)
        for (int k = 0; k < 12; k++) counts[k] += fns[k]((unsigned char)*p) != 0;
    for (int k = 0; k < 12; k++) printf("%c=%d ", names[k], counts[k]);
    printf("\n");
    char out[64];
    int i = 0;
    for (const char *p = text; *p && i < 63; p++) out[i++] = (char)(isupper((unsigned char)*p) ? tolower(*p) : toupper(*p));
    out[i] = 0;
    printf("%s\n", out);
    return 0;
}

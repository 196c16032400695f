// string.h: length, copy, concatenation, comparison (sign only), searching, tokenizing,
// memory functions including overlapping memmove, strdup.
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
    char buf[64];
    printf("strlen: %zu %zu %zu\n", strlen(""), strlen("a"), strlen("hello world"));
    printf("strnlen: %zu %zu\n", strnlen("hello", 3), strnlen("hi", 10));
    strcpy(buf, "alpha");
    printf("strcpy: %s, returns dest: %d\n", buf, strcpy(buf, "beta") == buf);
    strcat(buf, "-gamma");
    strcat(buf, "");
    printf("strcat: %s\n", buf);
    char nbuf[10];
    memset(nbuf, 'X', sizeof nbuf);
    strncpy(nbuf, "abc", 6); /* pads with zeros up to 6 */
    printf("strncpy pad:");
    for (int i = 0; i < 10; i++) printf(" %d", nbuf[i]);
    printf("\n");
    strncpy(nbuf, "abcdefghij", 4); /* no terminator added */
    printf("strncpy trunc: %.6s\n", nbuf);
    strcpy(buf, "one");
    strncat(buf, "twothree", 3);
    printf("strncat: %s\n", buf);

    const char *words[] = {"apple", "apples", "apricot", "Apple", "", "banana", "apple"};
    for (int i = 0; i < 7; i++) {
        printf("%-8s:", words[i]);
        for (int j = 0; j < 7; j++) printf(" %2d", sgn(strcmp(words[i], words[j])));
        printf(" | n3:");
        for (int j = 0; j < 7; j++) printf(" %2d", sgn(strncmp(words[i], words[j], 3)));
        printf("\n");
    }
    printf("strcmp high bytes: %d\n", sgn(strcmp("\xff", "a"))); /* compared as unsigned char */

    const char *s = "the quick brown fox jumps over the lazy dog";
    printf("strchr: %s\n", strchr(s, 'q'));
    printf("strchr nul: %d\n", strchr(s, '\0') == s + strlen(s));
    printf("strrchr: %s\n", strrchr(s, 'o'));
    printf("strchr missing: %d\n", strchr(s, 'Z') == NULL);
    printf("strstr: %s | %s | %d | %d\n", strstr(s, "the"), strstr(s, "lazy"), strstr(s, "cat") == NULL,
           strstr(s, "") == s);
    printf("strspn: %zu %zu strcspn: %zu %zu\n", strspn("aaabbbccc", "ab"), strspn("xyz", "ab"),
           strcspn("hello, world", ",!"), strcspn("abc", "xyz"));
    printf("strpbrk: %s\n", strpbrk(s, "xyz"));

    char text[] = "  split,these;;words , please ";
    int ntok = 0;
    for (char *tok = strtok(text, " ,;"); tok; tok = strtok(NULL, " ,;")) printf("tok%d=[%s] ", ntok++, tok);
    printf("\n");
    char csv[] = "a=1&b=22&&c=333";
    char *pair = strtok(csv, "&");
    while (pair) {
        char *eq = strchr(pair, '=');
        printf("key=%.*s value=%s; ", (int)(eq - pair), pair, eq + 1);
        pair = strtok(NULL, "&");
    }
    printf("\n");

    unsigned char mem[16];
    memset(mem, 0xab, sizeof mem);
    memset(mem + 4, 0, 4);
    memset(mem + 12, 300, 2); /* converted to unsigned char: 44 */
    for (int i = 0; i < 16; i++) printf("%02x", mem[i]);
    printf("\n");
    int ints[5] = {1, 2, 3, 4, 5}, copy[5];
    memcpy(copy, ints, sizeof ints);
    printf("memcpy: %d %d %d memcmp eq: %d\n", copy[0], copy[2], copy[4], memcmp(ints, copy, sizeof ints) == 0);
    copy[3] = 9;
    printf("memcmp sign: %d %d %d\n", sgn(memcmp(ints, copy, sizeof ints)), sgn(memcmp(copy, ints, sizeof ints)),
           sgn(memcmp(ints, copy, 3 * sizeof(int))));
    char ov[] = "0123456789";
    memmove(ov + 2, ov, 5);
    printf("memmove right: %s\n", ov);
    strcpy(ov, "0123456789");
    memmove(ov, ov + 3, 6);
    printf("memmove left: %s\n", ov);
    const char *found = memchr("abcdef", 'd', 6);
    printf("memchr: %s %d\n", found, memchr("abc", 'z', 3) == NULL);
    printf("memcmp bytes: %d %d\n", sgn(memcmp("\x01\xff", "\x01\x01", 2)), sgn(memcmp("abc", "abd", 2)));

    char *dup = strdup("duplicated string");
    dup[0] = 'D';
    printf("strdup: %s len %zu\n", dup, strlen(dup));
    free(dup);
    char *ndup = strndup("truncate me", 8);
    printf("strndup: [%s]\n", ndup);
    free(ndup);

    char big[200] = "";
    for (int i = 0; i < 20; i++) {
        char piece[12];
        snprintf(piece, sizeof piece, "%d;", i * 7);
        strcat(big, piece);
    }
    printf("built: %s (%zu)\n", big, strlen(big));
    char rev[64];
    size_t n = strlen(s);
    for (size_t i = 0; i < n && i < sizeof rev - 1; i++) rev[i] = s[n - 1 - i];
    rev[n < sizeof rev - 1 ? n : sizeof rev - 1] = 0;
    printf("reversed: %s\n", rev);
    return 0;
}

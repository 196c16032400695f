// String literals and escapes, adjacent-literal concatenation, char arrays vs pointers,
// character constants, building and walking strings by hand.
#include <stdio.h>
#include <string.h>

static void dump(const char *label, const char *s, size_t n) {
    printf("%s:", label);
    for (size_t i = 0; i < n; i++) printf(" %d", (unsigned char)s[i]);
    printf("\n");
}

static void reverse(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
}

static int count_words(const char *s) {
    int words = 0, in = 0;
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t' || *s == '\n') in = 0;
        else if (!in) { in = 1; words++; }
    }
    return words;
}

static void to_upper(char *s) {
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z') *s -= 'a' - 'A';
}

int main(void) {
    const char esc[] = "\a\b\f\n\r\t\v\\\'\"\?\0end";
    dump("simple escapes", esc, sizeof esc);
    const char oct[] = "\1\12\123\0101\377";
    dump("octal", oct, sizeof oct);
    const char hex[] = "\x1\x41\x7f\xff\x0g";
    dump("hex", hex, sizeof hex);
    printf("concat: %s|%zu\n", "abc" "def" "" "ghi", sizeof("abc" "def"));
    printf("split hex: %s\n", "\x41" "BC");
    printf("quotes: \"double\" 'single' \\backslash\\ tab[\t] percent %% question?\?\n");
    printf("char consts: %d %d %d %d %d %d %d\n", 'a', '\n', '\0', '\'', '"', '\\', '\x7f');
    printf("neg char consts: %d %d\n", '\xff', '\200');
    printf("multi-char 'ab'=%d\n", 'ab');
    printf("string index: %c %c %d\n", "hello"[1], *("world" + 4), "abc"[3]);
    printf("sizeof \"\"=%zu sizeof \"\\0\"=%zu strlen(\"a\\0b\")=%zu\n", sizeof "", sizeof "\0", strlen("a\0b"));

    char arr[] = "mutable";
    const char *ptr = "literal";
    arr[0] = 'M';
    printf("arr=%s ptr=%s sizeof arr=%zu sizeof ptr=%zu\n", arr, ptr, sizeof arr, sizeof ptr);
    char buf[32];
    int pos = 0;
    for (char c = 'a'; c <= 'z'; c += 3) buf[pos++] = c;
    buf[pos] = '\0';
    printf("built=%s len=%zu\n", buf, strlen(buf));
    reverse(buf);
    printf("reversed=%s\n", buf);
    char sentence[] = "  the quick\tbrown fox\njumps  ";
    printf("words=%d\n", count_words(sentence));
    to_upper(sentence);
    printf("upper=[%s]\n", sentence);
    char grid[3][4] = {"abc", "def", "gh"};
    for (int i = 0; i < 3; i++) printf("grid[%d]=%s ", i, grid[i]);
    printf("\n");
    const char *lines[] = {"first line", "second", "third and last"};
    size_t longest = 0;
    for (int i = 0; i < 3; i++)
        if (strlen(lines[i]) > longest) longest = strlen(lines[i]);
    printf("longest=%zu\n", longest);
    char digits[12];
    int value = -40213, v = value < 0 ? -value : value, nd = 0;
    do {
        digits[nd++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    if (value < 0) digits[nd++] = '-';
    digits[nd] = 0;
    reverse(digits);
    printf("itoa=%s\n", digits);
    unsigned char high[] = {0xc3, 0xa9, 0xe2, 0x82, 0xac, 0};
    printf("utf8 bytes passed through: %s (%zu bytes)\n", (char *)high, strlen((char *)high));
    printf("utf8 literal: %s %zu\n", "caf\xc3\xa9", strlen("caf\xc3\xa9"));
    char cmp1[] = "apple", cmp2[] = "apple";
    printf("same contents, different arrays: %d %d\n", cmp1 == cmp2, strcmp(cmp1, cmp2) == 0);
    char ch = 'A';
    ch++;
    ch += 2;
    printf("ch=%c %d, '0'+7=%c, 'z'-1=%c\n", ch, ch, '0' + 7, 'z' - 1);
    printf("line1\nline2\r\nline3\ttabbed\n");
    return 0;
}

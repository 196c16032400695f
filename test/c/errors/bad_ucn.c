// Universal character names gcc refuses in strings and character constants: too few hex digits
// (a mutant's "\upos" was an internal error), below U+00A0 (other than $ @ `), surrogates, past
// 31 bits. gcc reports them at the end of the expression, mpisim at the literal.
// diag-compare: line
#include <stdio.h>

int main(void) {
    puts("RAN");
    printf("a\upos\n");
    printf("\u12");
    printf("\u0041");
    printf("\uD800");
    printf("\UFFFFFFFF");
    return '\u00';
}

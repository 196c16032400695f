/* <wctype.h> under C.UTF-8 (glibc's classes and case mappings beyond ASCII) and back in the C
   locale: every class and both mappings over a sample of all code points (counts and a hash per
   function), named characters, wctype/iswctype, wctrans/towctrans. */
#include <wctype.h>
#include <wchar.h>
#include <locale.h>
#include <stdio.h>

static int (*const tests[])(wint_t) = { iswalnum, iswalpha, iswblank, iswcntrl, iswdigit, iswgraph, iswlower, iswprint, iswpunct, iswspace, iswupper, iswxdigit };
static const char *const names[] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space", "upper", "xdigit" };

static void survey(void)
{
  for (int k = 0; k < 12; k++) {
    unsigned long count = 0, hash = 0;
    for (wint_t c = 0; c < 0x110000; c += c < 0x3400 ? 1 : 41)
      if (tests[k](c)) { count++; hash = hash * 31 + c; }
    printf("%-6s %lu %lx\n", names[k], count, hash);
  }
  unsigned long up = 0, lo = 0;
  for (wint_t c = 0; c < 0x110000; c += c < 0x3400 ? 1 : 41) {
    up = up * 31 + (towupper(c) - c);
    lo = lo * 31 + (towlower(c) - c);
  }
  printf("toupper %lx tolower %lx\n", up, lo);
}

int main(void)
{
  static const wint_t chars[] = { 0x41, 0x61, 0xaa, 0xb5, 0xdf, 0xe9, 0xc9, 0xff, 0x178, 0x130, 0x131, 0x1c5, 0x345, 0x3c3, 0x3c2, 0x3a3, 0x660,
    0x4e2d, 0x3000, 0x2028, 0x200b, 0xa0, 0x1e9e, 0x10400, 0x10428, 0x1f600, 0xff21, 0xff41, 0x2160, 0x24b6, 0xfb00, 0x10ffff, 0x110000, WEOF };
  survey();
  printf("%s\n", setlocale(LC_ALL, "C.UTF-8"));
  survey();
  for (size_t k = 0; k < sizeof chars / sizeof *chars; k++) {
    printf("%lx:", (unsigned long)chars[k]);
    for (int t = 0; t < 12; t++) printf("%d", !!tests[t](chars[k]));
    printf(" %lx %lx %d\n", (unsigned long)towupper(chars[k]), (unsigned long)towlower(chars[k]), !!iswctype(chars[k], wctype("alpha")));
  }
  printf("towctrans %lx %lx\n", (unsigned long)towctrans(0x3c3, wctrans("toupper")), (unsigned long)towctrans(0x10400, wctrans("tolower")));
  return 0;
}

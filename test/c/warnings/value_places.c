/* Where gcc puts a constant's -Woverflow: at the value's first token (an open parenthesis, a
   cast, a unary minus), in an initializer, an assignment, a return and an argument; every warning
   of an initializer is at its first token. initializer-string too long is a warning, at the
   initializer (its brace) for the array itself, at the string for an element, with its name. */
#include <wchar.h>
struct S { char a; char b; char m[2]; };
void take(char);
char g = 1000 + 1000;
char h = (1000 + 1000);
struct S s = {1000 + 1000, (char)1 + 1000, "xyz"};
char arr[2] = {200 + 100, -(400)};
char plain[2] = "abc", fits[3] = "abc";
unsigned char braced[2] = { "abc" };
signed char joined[1] = "ab" "cd";
wchar_t wide[1] = L"ab";
char rows[2][2] = { "abc", "de" };
char r(void) { return 1000 + 1000; }
char r2(void) { return (1000); }
int main(void) {
  char *str = 0;
  int *p = 1 ? str : str;
  int q = (str + 1);
  char f = 1000 + 1000;
  f = 1000 + 1000;
  char k = - 1000;
  take(1000 + 1000);
  take((1000));
  return f + k + q + *p;
}

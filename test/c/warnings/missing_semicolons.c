/* A missing `;`: after a statement's expression gcc points just after the previous token (also
   on the same line); after a declaration's declarators it says "expected ‘,’ or ‘;’" at the next
   token, which it names without "token" when it is an identifier or a keyword. */
void f(int);
char a = 300, b = 1000 + 1000;
int c = 1 << 40;
int g = 2 int h;
int k = 3 z2;
int main(void) {
  int x = 0;
  f(x) return x;
}
int other(int y) {
  f(y) { }
  return y;
}

// _Generic's association errors where gcc reports them: two compatible association types
// (whatever the controlling type), a selector matching two of them (both errors), a second
// default, and a selector matching none (at the controlling expression).
int f(int v) {
  int a = _Generic(v, int: 1, default: 2, default: 3);
  int b = _Generic(v, int: 1, signed int: 2);
  int c = _Generic(v, double: 1);
  int d = _Generic(1.0, int: 1, signed int: 2, default: 3);
  int e = _Generic(v, int: 1, const int: 2, int *: 4, int *: 5, default: 3);
  int g = _Generic(v, int: (1, 2), double: 3) + _Generic(_Generic(v, int: 1.0, default: 'c'), double: 5, char: 6);
  return a + b + c + d + e + g;
}

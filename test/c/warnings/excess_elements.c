/* Excess initializer elements: warnings with the part of the object they were near. */
struct P { int a, b; };
struct Q { struct P p; int m[2]; };
union U { int i; char c; };
int g[2] = {1, 2, 3};
struct P sp = {1, 2, 3};
struct Q q = {{1, 2, 3}, {4, 5, 6}, 7};
union U u = {1, 2};
int sc = {1, 2};
int mm[2][2] = {{1, 2, 3}, {4}};
int main(void) { int l[1] = {1, 2}; return l[0] + g[0] + sp.a + q.p.a + u.i + sc + mm[0][0]; }

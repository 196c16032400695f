/* options: -Wall */
/* -Wmissing-braces: once a brace level is elided, each written level closed after it warns, at
   the initializer's start (a compound literal's `(`), unless the initializer still counts as
   { 0 }; strings for char arrays and designators' levels elide nothing. */
struct P { int x, y; };
struct Q { struct P p; int z; };
struct R { struct Q q; int w; };
struct S { int a[2]; int v; };
struct T { int n; struct P q[2]; };
struct B { unsigned f : 3; struct P p; };
union U { struct P p; int i; };

struct R r_flat = {1, 2, 3, 4};
struct R r_half = {{1, 2, 3}, 4};
struct R r_full = {{{1, 2}, 3}, 4};
struct R r_late[2] = {{{{1, 2}, 3}, 4}, 5, 6, 7, 8};
struct R r_mixed[2] = {{1, 2, 3, 4}, {{1, 2, 3}, 4}};
struct Q q_three = {1, 2, 3};
struct Q q_one = {1};
struct Q q_zero = {0};
struct Q q_zeros = {0, 0};
struct Q q_braced_zero = {{0}, 0};
struct R r_zero = {0};
struct R r_zero_inner = {{0}};
struct R r_zero_deep = {{{0}}};
struct R r_zero_then = {{0}, 1};
int a_flat[2][2] = {1, 2, 3, 4};
int a_first[2][2] = {{1}, 2, 3};
int a_cube[2][2][2] = {{1, 2, 3, 4}, {{5, 6}, 7, 8}};
int a_cube_flat[2][2][2] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
int a_empty[2][2] = {};
struct Q q_pair[2] = {{1, 2, 3}, {{1, 2}, 3}};
struct Q q_pair_late[2] = {{{1, 2}, 3}, {1, 2, 3}};
struct Q q_designated = {.p = 1, 2};
struct Q q_designated_braced = {.p = {1, 2}, 3};
struct Q q_chain = {.z = 1, .p.x = 2};
struct P p_index[2] = {[1] = 3, 4};
struct P p_index_braced[2] = {[1] = {3, 4}};
char s_strings[2][3] = {"ab", "cd"};
char s_chars[2][3] = {'a', 'b', 'c', 'd'};
struct S s_array = {1, 2, 3};
struct S s_arrays[2] = {1, 2, 3, 4, 5, 6};
union U u_first = {1, 2};
struct T t_inner = {1, {2, 3, 4, 5}};
struct T t_flat = {1, 2, 3, 4, 5};
struct B b_bits = {1, 2, 3};
struct B b_bits_zero = {0};
void *v_null[2][2] = {0};
double d_zero[2][2] = {0.0};

int use(void)
{
  struct R local = {1, 2, 3, 4};
  struct P *lit = &(struct P[2]){1, 2, 3, 4}[0];
  struct Q fine = {{1, 2}, 3};
  return local.w + lit->x + fine.z;
}

/* Constants stored in bit-fields too narrow for them: gcc names the bit-field type by its mode and width. */
struct B { unsigned char a:3; signed int s:4; int p:2; unsigned u:31; };
int main(void){ struct B b = {9, 9, 3, 0}; b.a = 9; b.s = -9; b.s = 15; b.p = 3; b.u = -1; b.a = 7; return b.a; }

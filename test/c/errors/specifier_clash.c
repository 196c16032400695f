// Type specifiers that cannot go together (C11 6.7.2p2), each a gcc error at the specifier that
// clashes: two data types, 'both X and Y', a duplicate modifier, long long long. Valid
// combinations in any order compile.
#include <stdio.h>

typedef int T;
struct S { int a; };

int main(void) {
    puts("RAN");
    int char a1;
    long char a2;
    short long a3;
    long float a4;
    long long double a5;
    double long long a6;
    signed float a7;
    unsigned signed int a8;
    void int a9;
    int _Bool a10;
    struct S unsigned a11;
    unsigned struct S a12;
    short short a13;
    long long int long a14;
    T int a15;
    unsigned unsigned a16;
    signed _Bool a17;
    unsigned void a18;
    short double a19;
    int __auto_type a20 = 1;
    unsigned long long int b1 = 1;
    int long signed b2 = 2;
    char unsigned b3 = 3;
    double long b4 = 4;
    long int long b5 = 5;
    return (int)(b1 + b2 + b3 + b4 + b5);
}
__int128 long i128a;
long __int128 i128b;
int __int128 i128c;
short __int128 i128d;
unsigned __int128 i128ok;

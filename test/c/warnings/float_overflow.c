/* Floating constants out of the range of the integer type they initialize. */
int a = 0.1e20; int b = 1e10; int c = 123456789012.5; int d = 3.0e9f; short e = 1e5; int f = -1e10; unsigned g = -1.5; unsigned char h = 300.7; int i = 2.5; char j = 1e300;

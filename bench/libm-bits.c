/* Per-function count of results whose bits differ between glibc and mpisim (a measurement, not a
 * test). Usage: gcc -O0 -DN=2000 bench/libm-bits.c -o /tmp/m -lm && /tmp/m > native.txt
 * && mpisim run bench/libm-bits.c -D N=2000 > sim.txt && paste -d' ' native.txt sim.txt |
 * awk '{t[$1]++; if ($2 != $4) m[$1]++} END {for (k in t) print k, m[k] + 0, t[k]}' */
#include <stdio.h>
#include <math.h>
#include <stdint.h>
static uint64_t s = 88172645463325252ULL;
static double rnd(void){ s ^= s<<13; s ^= s>>7; s ^= s<<17; return (double)(s>>11) * (1.0/9007199254740992.0); }
#ifndef N
#define N 2000
#endif
#define U(fn, lo, hi) { s=88172645463325252ULL; for (int i=0;i<N;i++){ double x=lo+(hi-lo)*rnd(); printf(#fn " %a\n", fn(x)); } }
#define UF(fn, lo, hi) { s=88172645463325252ULL; for (int i=0;i<N;i++){ float x=(float)(lo+(hi-lo)*rnd()); printf(#fn " %a\n", (double)fn(x)); } }
#define B(fn, lo, hi, lo2, hi2) { s=88172645463325252ULL; for (int i=0;i<N;i++){ double x=lo+(hi-lo)*rnd(); double y=lo2+(hi2-lo2)*rnd(); printf(#fn " %a\n", fn(x,y)); } }
int main(void){
 U(exp,-700,700) U(log,0,1e6) U(sin,-10,10) U(cos,-10,10) U(tan,-10,10) U(atan,-10,10)
 U(exp2,-1000,1000) U(log2,0,1e6) U(log10,0,1e6) U(expm1,-5,5) U(log1p,-0.9,5) U(sinh,-20,20) U(cosh,-20,20)
 U(tanh,-5,5) U(asin,-1,1) U(acos,-1,1) U(cbrt,-1e6,1e6) U(sqrt,0,1e6) U(erf,-4,4) U(tgamma,0.1,20) U(lgamma,0.1,100)
 B(pow,0,10,-30,30) B(atan2,-10,10,-10,10) B(hypot,-1e3,1e3,-1e3,1e3) B(fmod,-1e6,1e6,-100,100) B(remainder,-1e6,1e6,-100,100)
 UF(expf,-80,80) UF(logf,0,1e6) UF(sinf,-10,10) UF(cosf,-10,10) UF(tanf,-10,10) UF(sqrtf,0,1e6) UF(exp2f,-100,100) UF(log2f,0,1e6) UF(atanf,-10,10)
 { s=1; for (int i=0;i<N;i++){ double x=rnd()*100-50,y=rnd()*100-50,z=rnd()*100-50; printf("fma %a\n", fma(x,y,z)); } }
 return 0;
}

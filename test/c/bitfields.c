// Bitfields: layout and sizeof as gcc on x86-64, signed and unsigned fields, wrap-around
// on assignment, adjacent fields, zero-width fields, bitfields in unions and arrays.
#include <stdio.h>
#include <string.h>

struct flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    unsigned int count : 12;
    int delta : 4; /* signed */
};

struct packed_rgb {
    unsigned short r : 5, g : 6, b : 5;
};

struct mixed {
    char c;
    unsigned int a : 7;
    unsigned int b : 9;
    unsigned long long big : 40;
    unsigned int c2 : 3;
};

struct zero_width {
    unsigned int a : 3;
    unsigned int : 0; /* next field starts a new unit */
    unsigned int b : 3;
    unsigned int : 2; /* unnamed padding bits */
    unsigned int c : 3;
};

struct sbits {
    signed int s3 : 3;
    int plain : 5; /* plain int bitfield is signed in gcc */
    unsigned int u3 : 3;
    _Bool flag : 1;
};

union reg {
    unsigned int raw;
    struct {
        unsigned int lo : 8;
        unsigned int mid : 16;
        unsigned int hi : 8;
    } f;
};

int main(void) {
    printf("sizeof flags=%zu rgb=%zu mixed=%zu zero_width=%zu sbits=%zu reg=%zu\n", sizeof(struct flags),
           sizeof(struct packed_rgb), sizeof(struct mixed), sizeof(struct zero_width), sizeof(struct sbits),
           sizeof(union reg));

    struct flags f;
    memset(&f, 0, sizeof f);
    f.ready = 1;
    f.mode = 5;
    f.count = 4000;
    f.delta = -3;
    unsigned int raw;
    memcpy(&raw, &f, sizeof raw);
    printf("flags raw=%08x ready=%u mode=%u count=%u delta=%d\n", raw, f.ready, f.mode, f.count, f.delta);
    f.mode = 9;      /* wraps: 9 & 7 */
    f.count += 100;  /* 4100 & 4095 */
    f.delta = 7;
    f.delta += 1;    /* 8 does not fit a signed 4-bit field: gcc wraps to -8 */
    printf("after wrap: mode=%u count=%u delta=%d\n", f.mode, f.count, f.delta);
    printf("promotion: f.mode - 10 = %d (unsigned bitfield narrower than int promotes to int)\n", f.mode - 10);

    struct packed_rgb px = {31, 63, 31};
    unsigned short pr;
    memcpy(&pr, &px, sizeof pr);
    printf("rgb raw=%04x r=%u g=%u b=%u\n", pr, px.r, px.g, px.b);
    px.g >>= 1;
    memcpy(&pr, &px, sizeof pr);
    printf("rgb raw=%04x g=%u\n", pr, px.g);

    struct mixed m;
    memset(&m, 0, sizeof m);
    m.c = 'x';
    m.a = 100;
    m.b = 511;
    m.big = 0xABCDEF1234ULL;
    m.c2 = 6;
    unsigned char bytes[sizeof m];
    memcpy(bytes, &m, sizeof m);
    printf("mixed bytes:");
    for (size_t i = 0; i < sizeof m; i++) printf(" %02x", bytes[i]);
    printf("\nm.big=%llx m.big+1=%llx\n", (unsigned long long)m.big, (unsigned long long)(m.big + 1));

    struct zero_width z;
    memset(&z, 0, sizeof z);
    z.a = 7;
    z.b = 5;
    z.c = 3;
    unsigned int zw[2];
    memcpy(zw, &z, sizeof zw);
    printf("zero_width words=%08x %08x\n", zw[0], zw[1]);

    struct sbits sb = {-4, -16, 7, 1};
    printf("sbits s3=%d plain=%d u3=%u flag=%d\n", sb.s3, sb.plain, sb.u3, sb.flag);
    sb.s3 = 3;
    sb.s3++;
    sb.plain = 15;
    sb.plain += 2;
    sb.flag = 5; /* _Bool: any nonzero is 1 */
    printf("sbits s3=%d plain=%d flag=%d\n", sb.s3, sb.plain, sb.flag);

    union reg r;
    r.raw = 0x12345678u;
    printf("reg lo=%02x mid=%04x hi=%02x\n", r.f.lo, r.f.mid, r.f.hi);
    r.f.mid = 0xBEEF;
    printf("reg raw=%08x\n", r.raw);

    struct flags arr[3] = {{1, 2, 3, -1}, {0, 7, 4095, 7}, {.count = 12}};
    for (int i = 0; i < 3; i++)
        printf("arr[%d]: %u %u %u %d\n", i, arr[i].ready, arr[i].mode, arr[i].count, arr[i].delta);
    return 0;
}

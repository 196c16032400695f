/* <sys/socket.h>, <netinet/in.h>, <arpa/inet.h>, <netdb.h>: the layouts and constants of
 * glibc on x86-64, byte order, address conversions (inet_aton's short and octal/hex forms,
 * inet_pton's strict form) and the name "localhost" (from /etc/hosts), as programs that
 * include these headers beside MPI use them. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netdb.h>

static void aton(const char *s) {
    struct in_addr a;
    int ok = inet_aton(s, &a);
    printf("inet_aton(%s) = %d", s, ok);
    if (ok) printf(" -> %s (0x%08x)", inet_ntoa(a), ntohl(a.s_addr));
    printf("; inet_addr = 0x%08x\n", inet_addr(s));
}

static void pton(const char *s) {
    unsigned char b[4] = {0};
    char out[INET_ADDRSTRLEN];
    int r = inet_pton(AF_INET, s, b);
    printf("inet_pton(%s) = %d", s, r);
    if (r == 1) printf(" -> %s", inet_ntop(AF_INET, b, out, sizeof out));
    printf("\n");
}

int main(void) {
    printf("sizes %zu %zu %zu %zu %zu %zu %zu\n", sizeof(struct sockaddr), sizeof(struct sockaddr_in), sizeof(struct sockaddr_in6),
           sizeof(struct sockaddr_storage), sizeof(struct hostent), sizeof(struct addrinfo), sizeof(socklen_t));
    printf("offsets %zu %zu %zu %zu %zu %zu\n", offsetof(struct sockaddr_in, sin_port), offsetof(struct sockaddr_in, sin_addr),
           offsetof(struct sockaddr_in6, sin6_addr), offsetof(struct addrinfo, ai_addrlen), offsetof(struct addrinfo, ai_addr),
           offsetof(struct hostent, h_addr_list));
    printf("constants %d %d %d %d %d %d %d %d %d\n", AF_INET, AF_INET6, AF_UNIX, SOCK_STREAM, SOCK_DGRAM, SOL_SOCKET, SO_REUSEADDR, IPPROTO_TCP, IPPROTO_UDP);
    printf("eai %d %d %d %d %d %d; h %d %d %d %d\n", EAI_NONAME, EAI_AGAIN, EAI_FAIL, EAI_FAMILY, EAI_SERVICE, EAI_SYSTEM,
           HOST_NOT_FOUND, TRY_AGAIN, NO_RECOVERY, NO_DATA);
    printf("order 0x%04x 0x%08x 0x%04x 0x%08x\n", htons(0x1234), htonl(0x12345678u), ntohs(htons(80)), ntohl(htonl(0xdeadbeefu)));
    printf("INADDR 0x%08x 0x%08x 0x%08x\n", INADDR_ANY, INADDR_LOOPBACK, INADDR_NONE);
    const char *atons[] = {"127.0.0.1", "10.1", "10.1.2", "0x7f.1", "017.0.0.1", "1.2.3.4.5", "256.1.1.1", "1.2.3.256", "abc", "4294967295", "192.168.001.010"};
    for (size_t k = 0; k < sizeof atons / sizeof *atons; k++) aton(atons[k]);
    const char *ptons[] = {"127.0.0.1", "10.1", "01.2.3.4", "1.2.3.4 ", "255.255.255.255", "256.0.0.1", "1..2.3"};
    for (size_t k = 0; k < sizeof ptons / sizeof *ptons; k++) pton(ptons[k]);
    char small[8];
    unsigned char lo[4] = {127, 0, 0, 1};
    printf("inet_ntop into 8 bytes: %s\n", inet_ntop(AF_INET, lo, small, sizeof small) ? small : "NULL");
    struct hostent *h = gethostbyname("localhost");
    if (h) printf("localhost: %s type %d length %d first %s\n", h->h_name, h->h_addrtype, h->h_length, inet_ntoa(*(struct in_addr *)h->h_addr));
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM;
    int rc = getaddrinfo("localhost", "8080", &hints, &res);
    if (rc == 0) {
        struct sockaddr_in *sin = (struct sockaddr_in *)res->ai_addr;
        char host[NI_MAXHOST], serv[NI_MAXSERV];
        printf("getaddrinfo: family %d socktype %d protocol %d addrlen %u %s:%d\n", res->ai_family, res->ai_socktype, res->ai_protocol,
               res->ai_addrlen, inet_ntoa(sin->sin_addr), ntohs(sin->sin_port));
        rc = getnameinfo(res->ai_addr, res->ai_addrlen, host, sizeof host, serv, sizeof serv, NI_NUMERICHOST | NI_NUMERICSERV);
        printf("getnameinfo: %d %s %s\n", rc, host, serv);
        freeaddrinfo(res);
    }
    printf("gai_strerror: %s / %s / %s\n", gai_strerror(EAI_NONAME), gai_strerror(EAI_FAMILY), gai_strerror(EAI_SERVICE));
    printf("hstrerror: %s / %s\n", hstrerror(HOST_NOT_FOUND), hstrerror(NO_DATA));
    return 0;
}

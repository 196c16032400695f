/*
 * The parts of the C library written in C, compiled with every program: they call back into
 * user code (qsort's comparator) or return structures (div), which compiled C does naturally.
 * qsort is glibc's merge sort (msort.c), so comparator calls come in glibc's order.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

static void __mpisim_msort(char *__b, size_t __n, size_t __s, int (*__cmp)(const void *, const void *), char *__t)
{
  size_t __n1, __n2;
  char *__b1, *__b2, *__tmp;
  if (__n <= 1)
    return;
  __n1 = __n / 2;
  __n2 = __n - __n1;
  __b1 = __b;
  __b2 = __b + __n1 * __s;
  __mpisim_msort(__b1, __n1, __s, __cmp, __t);
  __mpisim_msort(__b2, __n2, __s, __cmp, __t);
  __tmp = __t;
  while (__n1 > 0 && __n2 > 0) {
    if ((*__cmp)(__b1, __b2) <= 0) {
      memcpy(__tmp, __b1, __s);
      __tmp += __s;
      __b1 += __s;
      --__n1;
    } else {
      memcpy(__tmp, __b2, __s);
      __tmp += __s;
      __b2 += __s;
      --__n2;
    }
  }
  if (__n1 > 0)
    memcpy(__tmp, __b1, __n1 * __s);
  memcpy(__b, __t, (__n - __n2) * __s);
}

void qsort(void *__base, size_t __n, size_t __size, int (*__cmp)(const void *, const void *))
{
  char *__t;
  if (__n <= 1 || __size == 0)
    return;
  __t = malloc(__n * __size);
  __mpisim_msort((char *)__base, __n, __size, __cmp, __t);
  free(__t);
}

void *bsearch(const void *__key, const void *__base, size_t __n, size_t __size, int (*__cmp)(const void *, const void *))
{
  size_t __l = 0, __u = __n, __idx;
  const void *__p;
  int __c;
  while (__l < __u) {
    __idx = (__l + __u) / 2;
    __p = (const char *)__base + __idx * __size;
    __c = (*__cmp)(__key, __p);
    if (__c < 0)
      __u = __idx;
    else if (__c > 0)
      __l = __idx + 1;
    else
      return (void *)__p;
  }
  return NULL;
}

div_t div(int __num, int __den) { div_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
ldiv_t ldiv(long __num, long __den) { ldiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
lldiv_t lldiv(long long __num, long long __den) { lldiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
imaxdiv_t imaxdiv(intmax_t __num, intmax_t __den) { imaxdiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }

/*
 * getopt and getopt_long as glibc 2.36 has them (posix/getopt.c): the same argument
 * permutation (options first, operands after, in order), `+`/`-` and POSIXLY_CORRECT orderings,
 * optional arguments, abbreviated long options and the same messages on stderr.
 */
#include <stdio.h>
#include <getopt.h>

char *optarg;
int optind = 1;
int opterr = 1;
int optopt = '?';

static char *__mpisim_nextchar;
/* glibc keeps optopt in its getopt state (0 at first) and copies it out after every call. */
static int __mpisim_optopt;
static int __mpisim_first_nonopt, __mpisim_last_nonopt, __mpisim_ordering, __mpisim_initialized;

static void __mpisim_exchange(char **__argv)
{
  int __bottom = __mpisim_first_nonopt, __middle = __mpisim_last_nonopt, __top = optind, __i, __len;
  char *__tem;
  while (__top > __middle && __middle > __bottom) {
    if (__top - __middle > __middle - __bottom) {
      __len = __middle - __bottom;
      for (__i = 0; __i < __len; __i++) {
        __tem = __argv[__bottom + __i];
        __argv[__bottom + __i] = __argv[__top - (__middle - __bottom) + __i];
        __argv[__top - (__middle - __bottom) + __i] = __tem;
      }
      __top -= __len;
    } else {
      __len = __top - __middle;
      for (__i = 0; __i < __len; __i++) {
        __tem = __argv[__bottom + __i];
        __argv[__bottom + __i] = __argv[__middle + __i];
        __argv[__middle + __i] = __tem;
      }
      __bottom += __len;
    }
  }
  __mpisim_first_nonopt += optind - __mpisim_last_nonopt;
  __mpisim_last_nonopt = optind;
}

static int __mpisim_long(int __argc, char **__argv, const char *__optstring, const struct option *__longopts, int *__longind)
{
  char *__nameend;
  const struct option *__p, *__pfound = NULL;
  int __n, __indfound = 0, __ambig = 0;
  size_t __namelen;
  for (__nameend = __mpisim_nextchar; *__nameend && *__nameend != '='; __nameend++)
    ;
  __namelen = __nameend - __mpisim_nextchar;
  for (__p = __longopts, __n = 0; __p->name; __p++, __n++)
    if (!strncmp(__p->name, __mpisim_nextchar, __namelen) && __namelen == strlen(__p->name)) {
      __pfound = __p;
      __indfound = __n;
      break;
    }
  if (__pfound == NULL) {
    for (__p = __longopts, __n = 0; __p->name; __p++, __n++)
      if (!strncmp(__p->name, __mpisim_nextchar, __namelen)) {
        if (__pfound == NULL) {
          __pfound = __p;
          __indfound = __n;
        } else if (__pfound->has_arg != __p->has_arg || __pfound->flag != __p->flag || __pfound->val != __p->val)
          __ambig = 1;
      }
    if (__ambig) {
      if (opterr) {
        fprintf(stderr, "%s: option '--%s' is ambiguous; possibilities:", __argv[0], __mpisim_nextchar);
        for (__p = __longopts; __p->name; __p++)
          if (!strncmp(__p->name, __mpisim_nextchar, __namelen))
            fprintf(stderr, " '--%s'", __p->name);
        fprintf(stderr, "\n");
      }
      __mpisim_nextchar += strlen(__mpisim_nextchar);
      optind++;
      __mpisim_optopt = 0;
      return '?';
    }
    if (__pfound == NULL) {
      if (opterr)
        fprintf(stderr, "%s: unrecognized option '--%s'\n", __argv[0], __mpisim_nextchar);
      __mpisim_nextchar = NULL;
      optind++;
      __mpisim_optopt = 0;
      return '?';
    }
  }
  optind++;
  __mpisim_nextchar = NULL;
  if (*__nameend) {
    if (__pfound->has_arg)
      optarg = __nameend + 1;
    else {
      if (opterr)
        fprintf(stderr, "%s: option '--%s' doesn't allow an argument\n", __argv[0], __pfound->name);
      __mpisim_optopt = __pfound->val;
      return '?';
    }
  } else if (__pfound->has_arg == 1) {
    if (optind < __argc)
      optarg = __argv[optind++];
    else {
      if (opterr)
        fprintf(stderr, "%s: option '--%s' requires an argument\n", __argv[0], __pfound->name);
      __mpisim_optopt = __pfound->val;
      return __optstring[0] == ':' ? ':' : '?';
    }
  }
  if (__longind)
    *__longind = __indfound;
  if (__pfound->flag) {
    *(__pfound->flag) = __pfound->val;
    return 0;
  }
  return __pfound->val;
}

#define __MPISIM_NONOPTION(__k) (__argv[__k][0] != '-' || __argv[__k][1] == '\0')

static int __mpisim_getopt(int __argc, char **__argv, const char *__optstring, const struct option *__longopts, int *__longind)
{
  char __c;
  const char *__temp;
  if (__argc < 1)
    return -1;
  optarg = NULL;
  if (optind == 0 || !__mpisim_initialized) {
    if (optind == 0)
      optind = 1;
    __mpisim_first_nonopt = __mpisim_last_nonopt = optind;
    __mpisim_nextchar = NULL;
    __mpisim_initialized = 1;
  }
  /* 0: permute, 1: require order, 2: return in order */
  if (__optstring[0] == '-') {
    __mpisim_ordering = 2;
    ++__optstring;
  } else if (__optstring[0] == '+') {
    __mpisim_ordering = 1;
    ++__optstring;
  } else
    __mpisim_ordering = getenv("POSIXLY_CORRECT") != NULL;
  if (__mpisim_nextchar == NULL || *__mpisim_nextchar == '\0') {
    if (__mpisim_last_nonopt > optind)
      __mpisim_last_nonopt = optind;
    if (__mpisim_first_nonopt > optind)
      __mpisim_first_nonopt = optind;
    if (__mpisim_ordering == 0) {
      if (__mpisim_first_nonopt != __mpisim_last_nonopt && __mpisim_last_nonopt != optind)
        __mpisim_exchange(__argv);
      else if (__mpisim_last_nonopt != optind)
        __mpisim_first_nonopt = optind;
      while (optind < __argc && __MPISIM_NONOPTION(optind))
        optind++;
      __mpisim_last_nonopt = optind;
    }
    if (optind != __argc && !strcmp(__argv[optind], "--")) {
      optind++;
      if (__mpisim_first_nonopt != __mpisim_last_nonopt && __mpisim_last_nonopt != optind)
        __mpisim_exchange(__argv);
      else if (__mpisim_first_nonopt == __mpisim_last_nonopt)
        __mpisim_first_nonopt = optind;
      __mpisim_last_nonopt = __argc;
      optind = __argc;
    }
    if (optind == __argc) {
      if (__mpisim_first_nonopt != __mpisim_last_nonopt)
        optind = __mpisim_first_nonopt;
      return -1;
    }
    if (__MPISIM_NONOPTION(optind)) {
      if (__mpisim_ordering == 1)
        return -1;
      optarg = __argv[optind++];
      return 1;
    }
    if (__longopts && __argv[optind][1] == '-') {
      __mpisim_nextchar = __argv[optind] + 2;
      return __mpisim_long(__argc, __argv, __optstring, __longopts, __longind);
    }
    __mpisim_nextchar = __argv[optind] + 1;
  }
  __c = *__mpisim_nextchar++;
  __temp = strchr(__optstring, __c);
  if (*__mpisim_nextchar == '\0')
    ++optind;
  if (__temp == NULL || __c == ':' || __c == ';') {
    if (opterr)
      fprintf(stderr, "%s: invalid option -- '%c'\n", __argv[0], __c);
    __mpisim_optopt = __c;
    return '?';
  }
  if (__temp[1] == ':') {
    if (__temp[2] == ':') {
      if (*__mpisim_nextchar != '\0') {
        optarg = __mpisim_nextchar;
        optind++;
      } else
        optarg = NULL;
      __mpisim_nextchar = NULL;
    } else {
      if (*__mpisim_nextchar != '\0') {
        optarg = __mpisim_nextchar;
        optind++;
      } else if (optind == __argc) {
        if (opterr)
          fprintf(stderr, "%s: option requires an argument -- '%c'\n", __argv[0], __c);
        __mpisim_optopt = __c;
        __c = __optstring[0] == ':' ? ':' : '?';
      } else
        optarg = __argv[optind++];
      __mpisim_nextchar = NULL;
    }
  }
  return __c;
}

int getopt(int __argc, char *const *__argv, const char *__optstring)
{
  int __r = __mpisim_getopt(__argc, (char **)__argv, __optstring, NULL, NULL);
  optopt = __mpisim_optopt;
  return __r;
}

int getopt_long(int __argc, char *const *__argv, const char *__optstring, const struct option *__longopts, int *__longind)
{
  int __r = __mpisim_getopt(__argc, (char **)__argv, __optstring, __longopts, __longind);
  optopt = __mpisim_optopt;
  return __r;
}

/*
 * Networking. A simulated process has no network (the sandbox grants none): sockets fail with
 * EACCES and one line on stderr; names resolve only as a Debian host's /etc/hosts has them
 * ("localhost" 127.0.0.1, the node's own name 127.0.1.1). The conversions are glibc's.
 */
#include <stdio.h>
#include <errno.h>
#include <unistd.h>
#include <netdb.h>
#include <arpa/inet.h>

int h_errno;

uint16_t htons(uint16_t __x) { return (uint16_t)((__x >> 8) | (__x << 8)); }
uint16_t ntohs(uint16_t __x) { return htons(__x); }
uint32_t htonl(uint32_t __x) { return (__x >> 24) | ((__x >> 8) & 0xff00u) | ((__x << 8) & 0xff0000u) | (__x << 24); }
uint32_t ntohl(uint32_t __x) { return htonl(__x); }

/* inet_aton's forms: a, a.b, a.b.c, a.b.c.d, each part decimal, octal (0...) or hex (0x...). */
int inet_aton(const char *__cp, struct in_addr *__inp)
{
  unsigned long __parts[4], __v;
  int __n = 0;
  char *__end;
  for (;;) {
    if (!((*__cp >= '0' && *__cp <= '9')))
      return 0;
    __v = strtoul(__cp, &__end, 0);
    if (__end == __cp || __n == 4)
      return 0;
    __parts[__n++] = __v;
    if (*__end == '.') { __cp = __end + 1; continue; }
    if (*__end != '\0' && *__end != ' ' && *__end != '\t' && *__end != '\n')
      return 0;
    break;
  }
  switch (__n) {
  case 1: if (__parts[0] > 0xffffffffUL) return 0; __v = __parts[0]; break;
  case 2: if (__parts[0] > 0xff || __parts[1] > 0xffffff) return 0; __v = (__parts[0] << 24) | __parts[1]; break;
  case 3: if (__parts[0] > 0xff || __parts[1] > 0xff || __parts[2] > 0xffff) return 0; __v = (__parts[0] << 24) | (__parts[1] << 16) | __parts[2]; break;
  default:
    if (__parts[0] > 0xff || __parts[1] > 0xff || __parts[2] > 0xff || __parts[3] > 0xff) return 0;
    __v = (__parts[0] << 24) | (__parts[1] << 16) | (__parts[2] << 8) | __parts[3];
  }
  if (__inp)
    __inp->s_addr = htonl((uint32_t)__v);
  return 1;
}

in_addr_t inet_addr(const char *__cp)
{
  struct in_addr __a;
  return inet_aton(__cp, &__a) ? __a.s_addr : INADDR_NONE;
}

char *inet_ntoa(struct in_addr __in)
{
  static char __buf[INET_ADDRSTRLEN];
  const unsigned char *__b = (const unsigned char *)&__in.s_addr;
  snprintf(__buf, sizeof __buf, "%d.%d.%d.%d", __b[0], __b[1], __b[2], __b[3]);
  return __buf;
}

/* inet_pton accepts only the four-part decimal form for AF_INET (unlike inet_aton). */
int inet_pton(int __af, const char *__cp, void *__buf)
{
  unsigned char __b[4];
  int __k, __d;
  if (__af == AF_INET6) { errno = EAFNOSUPPORT; return -1; }
  if (__af != AF_INET) { errno = EAFNOSUPPORT; return -1; }
  for (__k = 0; __k < 4; __k++) {
    unsigned __v = 0;
    for (__d = 0; __cp[__d] >= '0' && __cp[__d] <= '9'; __d++) {
      if (__d > 0 && __cp[0] == '0') return 0;
      __v = __v * 10 + (unsigned)(__cp[__d] - '0');
      if (__v > 255) return 0;
    }
    if (__d == 0) return 0;
    __b[__k] = (unsigned char)__v;
    __cp += __d;
    if (__k < 3) { if (*__cp != '.') return 0; __cp++; }
  }
  if (*__cp != '\0') return 0;
  memcpy(__buf, __b, 4);
  return 1;
}

const char *inet_ntop(int __af, const void *__cp, char *__buf, socklen_t __len)
{
  char __t[INET_ADDRSTRLEN];
  const unsigned char *__b = (const unsigned char *)__cp;
  if (__af != AF_INET) { errno = EAFNOSUPPORT; return NULL; }
  snprintf(__t, sizeof __t, "%d.%d.%d.%d", __b[0], __b[1], __b[2], __b[3]);
  if (strlen(__t) + 1 > __len) { errno = ENOSPC; return NULL; }
  strcpy(__buf, __t);
  return __buf;
}

/* The address a name has in a simulated process, as in Debian's /etc/hosts; 0 when none. */
static in_addr_t __mpisim_host_address(const char *__name)
{
  char __self[256];
  struct in_addr __a;
  if (inet_aton(__name, &__a))
    return __a.s_addr;
  if (strcmp(__name, "localhost") == 0)
    return htonl(0x7f000001u);
  if (gethostname(__self, sizeof __self) == 0 && strcmp(__name, __self) == 0)
    return htonl(0x7f000101u);
  return 0;
}

struct hostent *gethostbyname(const char *__name)
{
  static char __hname[256];
  static in_addr_t __haddr;
  static char *__haddrs[2];
  static char *__haliases[1];
  static struct hostent __h;
  in_addr_t __a = __mpisim_host_address(__name);
  if (__a == 0) { h_errno = HOST_NOT_FOUND; return NULL; }
  strncpy(__hname, __name, sizeof __hname - 1);
  __haddr = __a;
  __haddrs[0] = (char *)&__haddr;
  __haddrs[1] = NULL;
  __haliases[0] = NULL;
  __h.h_name = __hname;
  __h.h_aliases = __haliases;
  __h.h_addrtype = AF_INET;
  __h.h_length = 4;
  __h.h_addr_list = __haddrs;
  return &__h;
}

struct hostent *gethostbyaddr(const void *__addr, socklen_t __len, int __type)
{
  (void)__addr; (void)__len; (void)__type;
  h_errno = HOST_NOT_FOUND;
  return NULL;
}

int getaddrinfo(const char *__name, const char *__service, const struct addrinfo *__req, struct addrinfo **__pai)
{
  struct addrinfo *__ai;
  struct sockaddr_in *__sin;
  in_addr_t __a;
  int __family = __req ? __req->ai_family : AF_UNSPEC;
  if (__family != AF_UNSPEC && __family != AF_INET)
    return __family == AF_INET6 ? EAI_NONAME : EAI_FAMILY;
  if (__name == NULL && __service == NULL)
    return EAI_NONAME;
  __a = __name ? __mpisim_host_address(__name) : htonl(__req && (__req->ai_flags & AI_PASSIVE) ? 0 : 0x7f000001u);
  if (__name && __a == 0)
    return EAI_NONAME;
  __ai = calloc(1, sizeof *__ai + sizeof *__sin);
  if (!__ai)
    return EAI_MEMORY;
  __sin = (struct sockaddr_in *)(__ai + 1);
  __sin->sin_family = AF_INET;
  __sin->sin_port = htons((uint16_t)(__service ? atoi(__service) : 0));
  __sin->sin_addr.s_addr = __a;
  __ai->ai_family = AF_INET;
  __ai->ai_socktype = __req && __req->ai_socktype ? __req->ai_socktype : SOCK_STREAM;
  __ai->ai_protocol = __ai->ai_socktype == SOCK_DGRAM ? IPPROTO_UDP : IPPROTO_TCP;
  __ai->ai_addrlen = sizeof *__sin;
  __ai->ai_addr = (struct sockaddr *)__sin;
  if (__req && (__req->ai_flags & AI_CANONNAME) && __name)
    __ai->ai_canonname = strdup(__name);
  *__pai = __ai;
  return 0;
}

void freeaddrinfo(struct addrinfo *__ai)
{
  while (__ai) {
    struct addrinfo *__next = __ai->ai_next;
    free(__ai->ai_canonname);
    free(__ai);
    __ai = __next;
  }
}

const char *gai_strerror(int __ecode)
{
  switch (__ecode) {
  case EAI_BADFLAGS: return "Bad value for ai_flags";
  case EAI_NONAME: return "Name or service not known";
  case EAI_AGAIN: return "Temporary failure in name resolution";
  case EAI_FAIL: return "Non-recoverable failure in name resolution";
  case EAI_FAMILY: return "ai_family not supported";
  case EAI_SOCKTYPE: return "ai_socktype not supported";
  case EAI_SERVICE: return "Servname not supported for ai_socktype";
  case EAI_MEMORY: return "Memory allocation failure";
  case EAI_SYSTEM: return "System error";
  case EAI_OVERFLOW: return "Argument buffer overflow";
  default: return "Unknown error";
  }
}

int getnameinfo(const struct sockaddr *__sa, socklen_t __salen, char *__host, socklen_t __hostlen, char *__serv, socklen_t __servlen, int __flags)
{
  const struct sockaddr_in *__sin = (const struct sockaddr_in *)__sa;
  (void)__flags;
  if (__sa->sa_family != AF_INET || __salen < sizeof *__sin)
    return EAI_FAMILY;
  if (__host && __hostlen && !inet_ntop(AF_INET, &__sin->sin_addr, __host, __hostlen))
    return EAI_OVERFLOW;
  if (__serv && __servlen && snprintf(__serv, __servlen, "%d", ntohs(__sin->sin_port)) >= (int)__servlen)
    return EAI_OVERFLOW;
  return 0;
}

const char *hstrerror(int __err_num)
{
  switch (__err_num) {
  case 0: return "Resolver Error 0 (no error)";
  case HOST_NOT_FOUND: return "Unknown host";
  case TRY_AGAIN: return "Host name lookup failure";
  case NO_RECOVERY: return "Unknown server error";
  case NO_DATA: return "No address associated with name";
  default: return "Unknown resolver error";
  }
}

void herror(const char *__str)
{
  if (__str && *__str)
    fprintf(stderr, "%s: ", __str);
  fprintf(stderr, "%s\n", hstrerror(h_errno));
}

/* Every socket call: the program has no network. */
static int __mpisim_no_network(const char *__fn)
{
  fprintf(stderr, "mpisim: %s: a simulated process has no network (ranks talk through MPI)\n", __fn);
  errno = EACCES;
  return -1;
}

int socket(int __domain, int __type, int __protocol) { (void)__domain; (void)__type; (void)__protocol; return __mpisim_no_network("socket"); }
int socketpair(int __domain, int __type, int __protocol, int __fds[2]) { (void)__domain; (void)__type; (void)__protocol; (void)__fds; return __mpisim_no_network("socketpair"); }
int bind(int __fd, const struct sockaddr *__addr, socklen_t __len) { (void)__fd; (void)__addr; (void)__len; errno = EBADF; return -1; }
int connect(int __fd, const struct sockaddr *__addr, socklen_t __len) { (void)__fd; (void)__addr; (void)__len; errno = EBADF; return -1; }
int listen(int __fd, int __n) { (void)__fd; (void)__n; errno = EBADF; return -1; }
int accept(int __fd, struct sockaddr *__addr, socklen_t *__len) { (void)__fd; (void)__addr; (void)__len; errno = EBADF; return -1; }
ssize_t send(int __fd, const void *__buf, size_t __n, int __flags) { (void)__fd; (void)__buf; (void)__n; (void)__flags; errno = EBADF; return -1; }
ssize_t recv(int __fd, void *__buf, size_t __n, int __flags) { (void)__fd; (void)__buf; (void)__n; (void)__flags; errno = EBADF; return -1; }
ssize_t sendto(int __fd, const void *__buf, size_t __n, int __flags, const struct sockaddr *__addr, socklen_t __len) { (void)__fd; (void)__buf; (void)__n; (void)__flags; (void)__addr; (void)__len; errno = EBADF; return -1; }
ssize_t recvfrom(int __fd, void *__buf, size_t __n, int __flags, struct sockaddr *__addr, socklen_t *__len) { (void)__fd; (void)__buf; (void)__n; (void)__flags; (void)__addr; (void)__len; errno = EBADF; return -1; }
int setsockopt(int __fd, int __level, int __optname, const void *__optval, socklen_t __optlen) { (void)__fd; (void)__level; (void)__optname; (void)__optval; (void)__optlen; errno = EBADF; return -1; }
int getsockopt(int __fd, int __level, int __optname, void *__optval, socklen_t *__optlen) { (void)__fd; (void)__level; (void)__optname; (void)__optval; (void)__optlen; errno = EBADF; return -1; }
int getsockname(int __fd, struct sockaddr *__addr, socklen_t *__len) { (void)__fd; (void)__addr; (void)__len; errno = EBADF; return -1; }
int getpeername(int __fd, struct sockaddr *__addr, socklen_t *__len) { (void)__fd; (void)__addr; (void)__len; errno = EBADF; return -1; }
int shutdown(int __fd, int __how) { (void)__fd; (void)__how; errno = EBADF; return -1; }

#include <complex.h>
#include <mpisim-complex.c>

/* pthread_key_create destructors as glibc runs them: at a thread's end (return from its start
   routine or pthread_exit, in the main thread too), in key order, only for non-NULL values, with
   the value cleared first; a destructor that sets a value again makes another round, at most
   PTHREAD_DESTRUCTOR_ITERATIONS (4); deleted keys and keys without a destructor are skipped;
   exit() and a return from main run none. */
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>

static pthread_key_t ka, kb, kc, kd, kgone;
static int again = 0;

static void dtor_a(void *v) { printf("dtor_a(%ld) now %p\n", (long) v, pthread_getspecific(ka)); }
static void dtor_b(void *v)
{
    printf("dtor_b(%ld)\n", (long) v);
    /* Sets values again: glibc runs another round (up to 4 in all). */
    if (again < 5) { again++; pthread_setspecific(kb, (void *) ((long) v + 100)); }
}
static void dtor_gone(void *v) { printf("dtor_gone(%ld): must not run\n", (long) v); }

static void *returns(void *arg)
{
    pthread_setspecific(ka, (void *) 1);
    pthread_setspecific(kb, (void *) 2);
    pthread_setspecific(kc, (void *) 3); /* no destructor */
    pthread_setspecific(kgone, (void *) 4);
    printf("thread %ld returns\n", (long) arg);
    return arg;
}

static void *exits(void *arg)
{
    again = 5; /* no extra rounds this time */
    pthread_setspecific(kb, (void *) 20);
    pthread_setspecific(ka, NULL); /* NULL: no call */
    pthread_setspecific(kd, (void *) 40);
    printf("thread %ld calls pthread_exit\n", (long) arg);
    pthread_exit((void *) ((long) arg * 7));
    printf("not reached\n");
    return NULL;
}

static void dtor_d(void *v) { printf("dtor_d(%ld) a=%p b=%p\n", (long) v, pthread_getspecific(ka), pthread_getspecific(kb)); }

static void *helper(void *arg)
{
    (void) arg;
    printf("helper thread: main's values are not its own: %p\n", pthread_getspecific(kd));
    return NULL;
}

int main(void)
{
    pthread_key_create(&ka, dtor_a);
    pthread_key_create(&kb, dtor_b);
    pthread_key_create(&kc, NULL);
    pthread_key_create(&kgone, dtor_gone);
    pthread_key_create(&kd, dtor_d);
    pthread_key_delete(kgone);
    pthread_t t;
    void *rv;
    pthread_create(&t, NULL, returns, (void *) 1);
    pthread_join(t, &rv);
    printf("joined %ld, again %d\n", (long) rv, again);
    pthread_create(&t, NULL, exits, (void *) 2);
    pthread_join(t, &rv);
    printf("joined %ld\n", (long) rv);
    /* The main thread's own values: its pthread_exit runs their destructors (glibc's
       __libc_start_call_main), then the process exits with status 0 as the last thread ends. */
    again = 5;
    pthread_setspecific(ka, (void *) 7);
    pthread_setspecific(kd, (void *) 8);
    fflush(stdout);
    pthread_create(&t, NULL, helper, NULL);
    pthread_join(t, NULL);
    printf("main calls pthread_exit\n");
    fflush(stdout);
    pthread_exit(NULL);
}

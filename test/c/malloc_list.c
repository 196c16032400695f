// Heap data structures: a singly linked list (push, append, insert sorted, remove,
// reverse, free), a doubly linked queue, a binary search tree, a hash table with chaining.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->value = v;
    n->next = head;
    return n;
}

static void insert_sorted(struct node **head, int v) {
    struct node **pp = head;
    while (*pp && (*pp)->value < v) pp = &(*pp)->next;
    struct node *n = malloc(sizeof *n);
    n->value = v;
    n->next = *pp;
    *pp = n;
}

static int remove_value(struct node **head, int v) {
    for (struct node **pp = head; *pp; pp = &(*pp)->next) {
        if ((*pp)->value == v) {
            struct node *dead = *pp;
            *pp = dead->next;
            free(dead);
            return 1;
        }
    }
    return 0;
}

static struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static void print_list(const char *label, const struct node *n) {
    printf("%s:", label);
    for (; n; n = n->next) printf(" %d", n->value);
    printf("\n");
}

static void free_list(struct node *n) {
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

struct dnode { char name[16]; struct dnode *prev, *next; };
struct queue { struct dnode *head, *tail; int size; };

static void enqueue(struct queue *q, const char *name) {
    struct dnode *n = calloc(1, sizeof *n);
    strncpy(n->name, name, sizeof n->name - 1);
    n->prev = q->tail;
    if (q->tail) q->tail->next = n;
    else q->head = n;
    q->tail = n;
    q->size++;
}

static int dequeue(struct queue *q, char *out) {
    struct dnode *n = q->head;
    if (!n) return 0;
    strcpy(out, n->name);
    q->head = n->next;
    if (q->head) q->head->prev = NULL;
    else q->tail = NULL;
    free(n);
    q->size--;
    return 1;
}

struct tree { int key; int count; struct tree *left, *right; };

static struct tree *tree_insert(struct tree *t, int key) {
    if (!t) {
        t = malloc(sizeof *t);
        t->key = key;
        t->count = 1;
        t->left = t->right = NULL;
    } else if (key < t->key) t->left = tree_insert(t->left, key);
    else if (key > t->key) t->right = tree_insert(t->right, key);
    else t->count++;
    return t;
}

static void tree_walk(const struct tree *t, int depth) {
    if (!t) return;
    tree_walk(t->left, depth + 1);
    printf(" %d(x%d,d%d)", t->key, t->count, depth);
    tree_walk(t->right, depth + 1);
}

static int tree_height(const struct tree *t) {
    if (!t) return 0;
    int l = tree_height(t->left), r = tree_height(t->right);
    return 1 + (l > r ? l : r);
}

static void tree_free(struct tree *t) {
    if (!t) return;
    tree_free(t->left);
    tree_free(t->right);
    free(t);
}

#define NBUCKETS 7
struct entry { char *key; int value; struct entry *next; };

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h % NBUCKETS;
}

static void put(struct entry **table, const char *key, int value) {
    unsigned h = hash(key);
    for (struct entry *e = table[h]; e; e = e->next)
        if (strcmp(e->key, key) == 0) {
            e->value = value;
            return;
        }
    struct entry *e = malloc(sizeof *e);
    e->key = malloc(strlen(key) + 1);
    strcpy(e->key, key);
    e->value = value;
    e->next = table[h];
    table[h] = e;
}

static int get(struct entry **table, const char *key, int dflt) {
    for (struct entry *e = table[hash(key)]; e; e = e->next)
        if (strcmp(e->key, key) == 0) return e->value;
    return dflt;
}

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 5; i++) list = push(list, i * 10);
    print_list("pushed", list);
    list = reverse(list);
    print_list("reversed", list);
    printf("remove 30: %d, remove 99: %d\n", remove_value(&list, 30), remove_value(&list, 99));
    remove_value(&list, 10);
    remove_value(&list, 50);
    print_list("after removes", list);
    free_list(list);

    struct node *sorted = NULL;
    int vals[] = {42, 7, 19, 88, 3, 19, 56, -4, 0, 100};
    for (int i = 0; i < 10; i++) insert_sorted(&sorted, vals[i]);
    print_list("sorted", sorted);
    while (sorted && sorted->value < 20) remove_value(&sorted, sorted->value);
    print_list("trimmed", sorted);
    free_list(sorted);

    struct queue q = {NULL, NULL, 0};
    const char *names[] = {"ada", "grace", "linus", "ken", "dennis", "barbara"};
    for (int i = 0; i < 6; i++) enqueue(&q, names[i]);
    char out[16];
    for (int i = 0; i < 3; i++) {
        dequeue(&q, out);
        printf("dequeued %s (size %d)\n", out, q.size);
    }
    enqueue(&q, "margaret");
    printf("tail->prev=%s head=%s\n", q.tail->prev->name, q.head->name);
    while (dequeue(&q, out)) printf("drain %s\n", out);
    printf("empty: head=%d tail=%d\n", q.head == NULL, q.tail == NULL);

    struct tree *t = NULL;
    unsigned seed = 7;
    for (int i = 0; i < 40; i++) {
        seed = seed * 1103515245u + 12345u;
        t = tree_insert(t, (int)((seed >> 16) % 30));
    }
    printf("tree:");
    tree_walk(t, 0);
    printf("\nheight=%d\n", tree_height(t));
    tree_free(t);

    struct entry *table[NBUCKETS] = {0};
    const char *words[] = {"the", "cat", "sat", "on", "the", "mat", "the", "end", "cat"};
    for (int i = 0; i < 9; i++) put(table, words[i], get(table, words[i], 0) + 1);
    const char *probe[] = {"the", "cat", "mat", "dog"};
    for (int i = 0; i < 4; i++) printf("count(%s)=%d ", probe[i], get(table, probe[i], 0));
    printf("\n");
    for (int b = 0; b < NBUCKETS; b++) {
        printf("bucket %d:", b);
        struct entry *e = table[b];
        while (e) {
            struct entry *next = e->next;
            printf(" %s=%d", e->key, e->value);
            free(e->key);
            free(e);
            e = next;
        }
        printf("\n");
    }
    return 0;
}

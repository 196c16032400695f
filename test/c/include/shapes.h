/* A second user header, included from a source and from mpisim_test.h users alike. */
#ifndef SHAPES_H
#define SHAPES_H

typedef struct {
    double x, y;
} vec2;

typedef enum { SHAPE_CIRCLE, SHAPE_RECT, SHAPE_TRIANGLE = 7, SHAPE_COUNT } shape_kind;

struct shape {
    shape_kind kind;
    vec2 origin;
    union {
        double radius;
        struct { double w, h; } rect;
        vec2 pts[3];
    } u;
};

#define SHAPES_SQUARE(x) ((x) * (x))

static inline double shape_area(const struct shape *s) {
    switch (s->kind) {
    case SHAPE_CIRCLE: return 3.0 * SHAPES_SQUARE(s->u.radius); /* a crude pi keeps it exact */
    case SHAPE_RECT: return s->u.rect.w * s->u.rect.h;
    case SHAPE_TRIANGLE: {
        const vec2 *p = s->u.pts;
        double a = (p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y);
        return (a < 0 ? -a : a) / 2;
    }
    default: return -1;
    }
}

#endif

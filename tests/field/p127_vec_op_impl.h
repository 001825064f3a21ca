/*
 * TEMPLATE: run one unary or binary operation of Fp or Fp^2 (p = 2^127 - 1)
 * over its model vector file (p127_test_util.h reads it), also with the
 * output aliasing each input. The two fields' tests differ only in the
 * element type and its hex reader and comparison, so the runner is
 * written once here.
 *
 * Include it from a test file after p127_test_util.h and after defining
 * the parameters below; it defines ONE static function
 *
 *   void NAME(const char *file, int nin, f1, f2)
 *
 * which runs f1 (nin = 1, f2 NULL) or f2 (nin = 2, f1 NULL) on every line
 * of file, and #undefs every parameter.
 *
 *   SF_TVOP_NAME           name of the function to define
 *   SF_TVOP_T              the element type
 *   SF_TVOP_IN(r, hex)     *r = the element written in hex
 *   SF_TVOP_IS(r, hex)     1 if *r is the element written in hex
 */
#if !defined(SF_TVOP_NAME) || !defined(SF_TVOP_T) || !defined(SF_TVOP_IN) || \
    !defined(SF_TVOP_IS)
#error "p127_vec_op_impl.h: define every SF_TVOP_ parameter first"
#endif

static void SF_TVOP_NAME(const char *file, int nin,
                         void (*f1)(SF_TVOP_T *, const SF_TVOP_T *),
                         void (*f2)(SF_TVOP_T *, const SF_TVOP_T *, const SF_TVOP_T *))
{
    sf_p127_vec v;
    SF_TVOP_T a, b, r;
    if (!sf_p127_vec_open(&v, file))
        return;
    while (sf_p127_vec_next(&v)) {
        if (v.nfields != nin + 1) {
            sf_p127_report(&v, file, 0);
            continue;
        }
        SF_TVOP_IN(&a, v.field[0]);
        if (nin == 2) {
            SF_TVOP_IN(&b, v.field[1]);
            f2(&r, &a, &b);
            sf_p127_report(&v, file, SF_TVOP_IS(&r, v.field[2]));
            r = b;
            f2(&r, &a, &r);
            sf_p127_report(&v, file, SF_TVOP_IS(&r, v.field[2]));
            f2(&a, &a, &b);
            sf_p127_report(&v, file, SF_TVOP_IS(&a, v.field[2]));
        } else {
            f1(&r, &a);
            sf_p127_report(&v, file, SF_TVOP_IS(&r, v.field[1]));
            f1(&a, &a);
            sf_p127_report(&v, file, SF_TVOP_IS(&a, v.field[1]));
        }
    }
}

#undef SF_TVOP_NAME
#undef SF_TVOP_T
#undef SF_TVOP_IN
#undef SF_TVOP_IS

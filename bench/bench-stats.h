/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-stats.h: what the benchmarks that report a median and a percentile share — sorting
 * their times and reading a quantile off them.
 */
#pragma once

#include <glib.h>

static inline int
bench_compare_doubles (const void *a,
                       const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The value below which a share @q of the sorted @v lies (nearest rank). */
static inline double
bench_quantile (const double *v,
                guint         n,
                double        q)
{
  guint rank = (guint) (q * n + 0.999999);

  return v[MIN (MAX (rank, 1u), n) - 1];
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-test-timing.h: how the timing tests scale under a sanitizer. AddressSanitizer and
 * UBSan make the code some 3–6 times slower (more on a loaded two-core machine), so a bound
 * meant for an optimised build is loosened by PENTO_TEST_TIME_FACTOR there, and loops that
 * only gather figures run PENTO_TEST_ROUNDS (n) times: fewer, so that the test stays well
 * inside its timeout. Without a sanitizer both change nothing. Also the processor time of a
 * clock, for the cancelling tests.
 */
#pragma once

#include <time.h>

#include <glib.h>

#if defined(__SANITIZE_ADDRESS__)
# define PENTO_TEST_SANITIZED 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define PENTO_TEST_SANITIZED 1
# endif
#endif

#ifdef PENTO_TEST_SANITIZED
# define PENTO_TEST_TIME_FACTOR 8.0
# define PENTO_TEST_ROUNDS(n)   ((n) / 5 > 0 ? (n) / 5 : 1)
#else
# define PENTO_TEST_TIME_FACTOR 1.0
# define PENTO_TEST_ROUNDS(n)   (n)
#endif

/* The processor time of @clock (a thread's or the process's) in microseconds. */
static inline gint64
pento_test_cpu_time (clockid_t clock)
{
  struct timespec ts;

  g_assert_cmpint (clock_gettime (clock, &ts), ==, 0);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

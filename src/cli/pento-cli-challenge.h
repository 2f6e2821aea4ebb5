/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-challenge.h: pentomino-cli's challenge modes — --generate, --code CODE and
 * --rate FILE.
 */
#pragma once

#include "pento-core.h"
#include "pento-cli-share.h"

G_BEGIN_DECLS

/* The option values of --generate, NULL when not given. */
typedef struct {
  const char *board;
  const char *level;
  const char *kind;
  const char *daily;    /* YYYY-MM-DD or "today" */
  const char *pieces;   /* a ladder's set */
  gboolean    have_seed;
  guint32     seed;
} PentoCliChallengeOptions;

/* The challenge the options of --generate ask for; FALSE with a message for a bad value. */
gboolean       pento_cli_challenge_spec  (const PentoCliChallengeOptions *options,
                                          PentoChallengeSpec             *spec,
                                          GError                        **error);
/* The challenge of --code CODE; FALSE with a message for a malformed code. */
gboolean       pento_cli_challenge_code  (const char                     *code,
                                          PentoChallengeSpec             *spec,
                                          GError                        **error);
/* Generates @spec's challenge and prints it: the position text after comment lines with the
 * code and rating, or with @json one JSON object. A status and @error when it fails. */
PentoCliStatus pento_cli_challenge_print (const PentoChallengeSpec       *spec,
                                          gboolean                        json,
                                          PentoCancel                    *cancel,
                                          GError                        **error);
/* --rate: the rating of @position and its level. */
PentoCliStatus pento_cli_challenge_rate  (PentoPosition                  *position,
                                          const PentoRules               *rules,
                                          gboolean                        json,
                                          PentoCancel                    *cancel,
                                          GError                        **error);

G_END_DECLS

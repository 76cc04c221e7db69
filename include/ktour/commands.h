/* SPDX-License-Identifier: MIT */
/* The commands of ktour; each takes its argv with argv[0] = command name
 * and returns the process exit status (0 yes, 1 no, 2 bad usage/input). */
#ifndef KTOUR_COMMANDS_H
#define KTOUR_COMMANDS_H

#include <signal.h>
#include <stdbool.h>

/* Exit statuses shared by every command (docs/design.md). */
enum { EXIT_YES = 0, EXIT_NO = 1, EXIT_USAGE = 2, EXIT_INTERRUPTED = 130 };

int cmd_explore(int argc, char **argv);
/* `ktour OPTIONS`: explore, the command not typed (a stray word that is a
 * command's name is then told to come first). */
int cmd_explore_implied(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_count(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_experiment(int argc, char **argv);
int cmd_lesson(int argc, char **argv);
int cmd_quiz(int argc, char **argv);
int cmd_config(int argc, char **argv);

/* "ktour: " + message + newline on stderr, the message escaped
 * (ktour/escape.h): a control character in a name it quotes, a newline
 * too, is shown as \033, \n, ... */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* getopt_long's ':' (a value is missing) or '?' (an unknown option, or a
 * value given to an option that takes none) as one message naming the
 * option as it was typed; returns EXIT_USAGE.  The optstring must start
 * with ':' for the two to be told apart. */
int cli_bad_option(const char *cmd, int opt, char **argv);
/* While a long command runs (count, experiment), SIGINT and SIGTERM only
 * set cli_stop_signal to the signal's number, which the runner polls at
 * its safe points; cli_release_stop() puts the previous handlers back.
 * The command ends with 128 + the signal. */
extern volatile sig_atomic_t cli_stop_signal;
void cli_catch_stop(void);
void cli_release_stop(void);
/* How to read the man page: "man ktour", or when the binary runs from a
 * checkout (man/ktour.1 beside it or in the folder above)
 * "man ./man/ktour.1" (the path from the working directory, else
 * absolute), quoted for a shell where it must be.  Into out ("man ktour"
 * where out cannot hold the path); returns out.  Escape it when printing:
 * it names a folder. */
const char *cli_man_page(char *out, size_t len);
/* The program name and version. */
extern const char ktour_version[];

/* What a command takes after its options: "FILE" (one), "FILE..." (any
 * number), "-" (nothing), a list of words ("a,b,c") or "?" (not known to
 * complete.c). */
const char *cli_command_operands(const char *command);

#endif

/* SPDX-License-Identifier: MIT */
/* The child side of a pty_term: its environment and command (prepared in
 * the parent, where allocating is safe) and, after forkpty, a minimal
 * job-control shell that runs the program.
 *
 * Why a shell: forkpty's child leads a new session, and a session leader's
 * process group is orphaned (its parent, the test, is in another session),
 * so the kernel would ignore Ctrl-Z.  Under the shell the program is where
 * an interactive shell puts it: its own process group, in the foreground,
 * its parent in the same session.  Ctrl-Z stops it, the shell takes the
 * terminal back, and SIGUSR1 from the test ("fg") gives it back and
 * continues the program.  The shell ends the way the program ended, so
 * waitpid in the test sees the program's status. */
#include "pty_impl.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* Removes NAME (of entry "NAME" or "NAME=value") from envp, then appends
 * entry if it has a value. */
static void env_apply(const char **envp, size_t *n, const char *entry)
{
	size_t name_len = strcspn(entry, "=");
	size_t k = 0;
	for (size_t i = 0; i < *n; i++)
		if (strncmp(envp[i], entry, name_len) != 0 || envp[i][name_len] != '=')
			envp[k++] = envp[i];
	*n = k;
	if (entry[name_len] == '=')
		envp[(*n)++] = entry;
	envp[*n] = NULL;
}

static const char *const default_env[] = {
	"TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "ESCDELAY=25",
	"NO_COLOR", "LINES", "COLUMNS",
	/* no settings file: a developer's own cannot change what a test sees,
	 * and Ctrl-S in the options form writes nowhere (a test that wants a
	 * file names it in its own environment) */
	"KTOUR_CONFIG=/dev/null", NULL,
};

/* Pointers into environ and into env, which outlive the exec. */
const char **pty_env_build(const char *const env[])
{
	size_t have = 0, extra = 0;
	while (environ && environ[have])
		have++;
	while (env && env[extra])
		extra++;
	size_t cap = have + extra + sizeof default_env / sizeof *default_env + 1;
	const char **envp = pty_xmalloc(cap * sizeof *envp);
	size_t n = 0;
	for (size_t i = 0; i < have; i++)
		if (strchr(environ[i], '='))
			envp[n++] = environ[i];
	envp[n] = NULL;
	for (size_t i = 0; default_env[i]; i++)
		env_apply(envp, &n, default_env[i]);
	for (size_t i = 0; i < extra; i++)
		env_apply(envp, &n, env[i]);
	return envp;
}

/* name if it is a path, else the first executable of that name in $PATH.
 * malloc'd. */
char *pty_path_lookup(const char *name)
{
	if (strchr(name, '/') || !*name)
		return strdup(name);
	const char *path = getenv("PATH");
	if (!path || !*path)
		path = "/usr/local/bin:/usr/bin:/bin";
	size_t nlen = strlen(name);
	for (const char *dir = path;; dir += strcspn(dir, ":") + 1) {
		size_t dlen = strcspn(dir, ":");
		char *full = pty_xmalloc(dlen + nlen + 3);
		snprintf(full, dlen + nlen + 3, "%.*s/%s", (int)dlen, dlen ? dir : ".", name);
		if (access(full, X_OK) == 0)
			return full;
		free(full);
		if (!dir[dlen])
			break;
	}
	return strdup(name);
}

/* ---- after fork: everything below runs in the child ------------------- */

static void put(const char *s)
{
	if (write(STDERR_FILENO, s, strlen(s)) < 0)
		return;
}

/* Default actions and an empty mask, whatever the test runner had (a
 * background job inherits SIGINT ignored, which would defeat SIGINT
 * tests).  Signals stay blocked until this is done (see pty_spawn), so
 * one sent early waits instead of meeting an inherited SIG_IGN. */
static _Noreturn void run_program(const char *path, const char *const argv[],
				  const char **envp)
{
	setpgid(0, 0);
	tcsetpgrp(STDIN_FILENO, getpid()); /* SIGTTOU is blocked */
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	for (int sig = 1; sig < NSIG; sig++)
		if (sig != SIGKILL && sig != SIGSTOP)
			sigaction(sig, &sa, NULL);
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	execve(path, (char *const *)argv, (char *const *)envp);
	int err = errno;
	put("pty: cannot run ");
	put(path);
	put(": ");
	put(strerror(err));
	put("\n");
	_exit(127);
}

/* Ends the shell as the program ended. */
static _Noreturn void relay_end(int status)
{
	if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);
		signal(sig, SIG_DFL);
		sigset_t one;
		sigemptyset(&one);
		sigaddset(&one, sig);
		sigprocmask(SIG_UNBLOCK, &one, NULL);
		raise(sig);
		_exit(128 + sig);
	}
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

/* The shell's loop, with every signal blocked and taken by sigwaitinfo:
 * SIGCHLD (the program stopped or ended), SIGUSR1 (fg), SIGHUP (the
 * terminal hung up: passed on to the program, as shells do). */
static _Noreturn void shell_loop(pid_t prog)
{
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGHUP);
	bool stopped = false;
	for (;;) {
		int status;
		pid_t r;
		while ((r = waitpid(prog, &status, WUNTRACED | WNOHANG)) == prog) {
			if (!WIFSTOPPED(status))
				relay_end(status);
			tcsetpgrp(STDIN_FILENO, getpgrp());
			stopped = true;
		}
		if (r < 0 && errno == ECHILD)
			_exit(1);
		int sig = sigwaitinfo(&set, NULL);
		if (sig == SIGUSR1 && stopped) {
			tcsetpgrp(STDIN_FILENO, prog);
			kill(-prog, SIGCONT);
			stopped = false;
		} else if (sig == SIGHUP) {
			/* As bash does: SIGHUP to the job, and SIGCONT only to
			 * wake a stopped one.  A SIGCONT sent to a running
			 * program can land while it exits, and under ASan it
			 * would hang there: LeakSanitizer stops the program's
			 * threads with ptrace (SIGSTOP) at exit, and a SIGCONT
			 * generated then discards that SIGSTOP, so its tracer
			 * waits for a stop that never comes. */
			kill(-prog, SIGHUP);
			if (stopped)
				kill(-prog, SIGCONT);
		}
	}
}

/* The child is a fork of the test, which may have other terminals' master
 * sides open: keep only stdin, stdout, stderr and the report pipe (moved
 * to fd 3), so that closing a terminal in the test really closes it. */
static int close_other_fds(int report_fd)
{
	if (report_fd != 3) {
		dup2(report_fd, 3);
		report_fd = 3;
	}
	fcntl(report_fd, F_SETFD, FD_CLOEXEC); /* not for the program */
#ifdef SYS_close_range
	if (syscall(SYS_close_range, 4U, ~0U, 0U) == 0)
		return report_fd;
#endif
	long max = sysconf(_SC_OPEN_MAX);
	if (max < 0 || max > 4096)
		max = 4096;
	for (int fd = 4; fd < max; fd++)
		close(fd);
	return report_fd;
}

void pty_child_main(const char *path, const char *const argv[], const char **envp,
		    int report_fd)
{
	report_fd = close_other_fds(report_fd);
	pid_t prog = fork();
	if (prog == 0)
		run_program(path, argv, envp);
	if (prog < 0) {
		put("pty: fork failed\n");
		_exit(127);
	}
	/* Also done by the program itself: whichever runs first wins. */
	setpgid(prog, prog);
	tcsetpgrp(STDIN_FILENO, prog);
	if (write(report_fd, &prog, sizeof prog) != (ssize_t)sizeof prog)
		put("pty: cannot report the program's pid\n");
	close(report_fd);
	shell_loop(prog);
}

#!/bin/sh
# SPDX-License-Identifier: MIT
# No temporary file left behind (issue 26 part 4): ktour names its
# temporaries after their file (FILE.ktour-tmp-PID-XXXXXX) and holds a lock
# on each while it writes it, so the next count on a checkpoint removes
# what a killed one left: one made by hand, and one left by a SIGKILL in
# the middle of a frontier checkpoint's write; a temporary that a live
# writer holds stays.  And the checkpoints' cost is bounded: with
# --every 0.01 the writes take no more than their share of the run, as
# --stats says (the policy is checked, not a speed).  TAP.
tap_name=temporaries
. tests/cli/tap.sh

# temps DIR NAME: the temporaries of DIR/NAME, one a line
temps() { ls -A "$1" | grep -F "$2.ktour-tmp-"; }

# ---- made by hand -------------------------------------------------------
d=$tmp/hand
mkdir "$d"
truncate -s 10M "$d/ck.ktour-tmp-99999-abcdef"
printf 'half a checkpoint' >"$d/ck.ktour-tmp-1-zzzzzz"
run count --board 5x5 --checkpoint "$d/ck"
expect_rc 0 "a count with stale temporaries beside its checkpoint"
if [ -z "$(temps "$d" ck)" ]; then ok "the stale temporaries are gone"; else
	not_ok "left: $(temps "$d" ck | tr '\n' ' ')"
fi
if [ "$(head -n 1 "$tmp/out")" = 1728 ]; then ok "the count is right (1728 open tours on 5x5)"
else not_ok "count: $(head -n 1 "$tmp/out")"; fi

# on --resume too, before anything is counted; not the temporary a live
# writer holds, nor another file's.  A temporary that is a second name of
# the checkpoint itself (a writer killed between the link() that claims
# the name and the unlink() of the temporary) goes too, though the lock
# the resumed count holds on the checkpoint covers it.
truncate -s 1M "$d/ck.ktour-tmp-99998-abcdef"
ln "$d/ck" "$d/ck.ktour-tmp-6-linked"
printf x >"$d/ck.ktour-tmp-7-held00"
printf x >"$d/other.ktour-tmp-8-abcdef"
flock "$d/ck.ktour-tmp-7-held00" sleep 5 &
holder=$!
sleep 0.3
run count --resume "$d/ck"
expect_rc 0 "--resume with a stale temporary and a held one"
left=$(temps "$d" ck | tr '\n' ' ')
if [ "$left" = "ck.ktour-tmp-7-held00 " ]; then
	ok "the stale one and the linked one are gone, the held one stays"
else
	not_ok "left: '$left'"
fi
if [ -e "$d/other.ktour-tmp-8-abcdef" ]; then ok "another file's temporary stays"
else not_ok "another file's temporary was removed"; fi
kill "$holder" 2>/dev/null
wait "$holder" 2>/dev/null

# ---- left by a SIGKILL during a write ------------------------------------
# A 5x9 frontier count writes checkpoints of tens of kilobytes and more,
# each fsynced; with --every 0.01 a write is on most of the time the cost
# bound allows.  As soon as a temporary shows, the count is stopped
# (SIGSTOP), and killed (SIGKILL) if the temporary is still there: it was
# in the middle of writing it.
d=$tmp/kill
mkdir "$d"
caught=""
for _ in 1 2 3; do
	rm -f "$d"/ck*
	"$KTOUR" count --board 5x9 --method frontier --checkpoint "$d/ck" --every 0.01 \
		>/dev/null 2>&1 </dev/null &
	pid=$!
	i=0
	while [ $i -lt 4000 ] && kill -0 $pid 2>/dev/null; do
		if [ -n "$(temps "$d" ck)" ]; then
			kill -STOP $pid
			if [ -n "$(temps "$d" ck)" ]; then
				kill -KILL $pid
				caught=$(temps "$d" ck)
				break
			fi
			kill -CONT $pid
		fi
		i=$((i + 1))
	done
	kill -KILL $pid 2>/dev/null
	kill -CONT $pid 2>/dev/null
	wait $pid 2>/dev/null
	[ -n "$caught" ] && break
done
if [ -z "$caught" ]; then
	skip "a temporary left by SIGKILL is removed" "no write was caught in 3 runs"
else
	ok "SIGKILL in the middle of a write left $(echo "$caught" | wc -l) temporary"
	if [ -e "$d/ck" ]; then
		run count --resume "$d/ck" --time-limit 0.2
	else # killed in its first write: the next count starts afresh
		run count --board 5x9 --method frontier --checkpoint "$d/ck" --time-limit 0.2
	fi
	case $rc in 0 | 130) ok "the next count runs (exit $rc)" ;; *) not_ok "the next count: exit $rc" ;; esac
	if [ -z "$(temps "$d" ck)" ]; then ok "the killed write's temporary is gone"; else
		not_ok "left: $(temps "$d" ck | tr '\n' ' ')"
	fi
fi

# ---- the cost of the checkpoints -----------------------------------------
# stat KEY: the value of "KEY: value" in the last run's stdout
stat() { sed -n "s/^$1: //p" "$tmp/out"; }
d=$tmp/cost
mkdir "$d"
run count --board 5x8 --method frontier --checkpoint "$d/ck" --every 0.01 --stats
expect_rc 0 "5x8 frontier count with --every 0.01 --stats"
writes=$(stat checkpoint-writes)
secs=$(stat checkpoint-seconds)
longest=$(stat checkpoint-longest)
share=$(stat checkpoint-share)
bound=$(stat checkpoint-share-bound)
run_secs=$(stat seconds)
if [ -n "$writes" ] && [ -n "$secs" ] && [ -n "$share" ] && [ "$bound" = "0.1000" ]; then
	ok "--stats says the writes ($writes), their seconds ($secs), share ($share) and bound ($bound)"
else
	not_ok "--stats lacks the checkpoint lines: $(grep checkpoint "$tmp/out" | tr '\n' ' ')"
fi
# Each write but the last two (the forced final one, and the one before
# it) is followed by at least ten times its own time without writing: the
# writes take at most a tenth of the run, plus those two.
if awk -v s="$secs" -v l="$longest" -v t="$run_secs" -v b="$bound" \
	'BEGIN { exit !(s <= b * t + 2 * l + 0.001) }'; then
	ok "the writes took $secs s of $run_secs s: within the bound ($bound of the run + the last two)"
else
	not_ok "the writes took $secs s of $run_secs s (longest $longest): over the bound $bound"
fi
echo "1..$n"
[ "$fails" -eq 0 ]

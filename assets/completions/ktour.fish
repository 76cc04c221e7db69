# SPDX-License-Identifier: MIT
# fish completion for ktour
#
# Nothing here names an option: the commands, each command's options and
# the values of the options come from the program itself
# (`ktour --list-options [COMMAND]`, read from the tables it parses), so
# this file never goes stale.  Installed by `make install` into fish's
# vendor_completions.d.

function __ktour_complete --description 'Complete a ktour command line'
    set -l tokens (commandline -opc)
    set -l cur (commandline -ct)
    set -l ktour $tokens[1]
    # Commands: "NAME OPERANDS SUMMARY" lines.
    set -l commands ($ktour --list-options 2>/dev/null); or return
    if test (count $tokens) -eq 1; and not string match -q -- '-*' $cur
        for line in $commands
            set -l f (string split -m 2 ' ' -- $line)
            printf '%s\t%s\n' $f[1] $f[3]
        end
        printf 'help\tlist the commands\n'
        return
    end
    # The command is the first word unless that is an option: the explorer.
    set -l cmd explore
    if set -q tokens[2]; and not string match -q -- '-*' $tokens[2]
        set cmd $tokens[2]
    end
    # Options: "--LONG -S|- ARG|- [VALUE...]" lines.
    set -l options ($ktour --list-options $cmd 2>/dev/null); or return
    set -l prev $tokens[-1]
    set -l prefix ''
    if string match -qr -- '^--[^=]+=' $cur
        set prev (string replace -r -- '=.*' '' $cur)
        set prefix "$prev="
        set cur (string replace -r -- '^[^=]*=' '' $cur)
    end
    set -l longs
    for line in $options
        set -l f (string split ' ' -- $line)
        set -a longs $f[1]
        # (string match and contains, not test: test reads "-b" as an operator)
        string match -q -- - $f[3]; and continue
        set -l names $f[1]
        string match -q -- '-?' $f[2]; and set -a names $f[2]
        contains -- "$prev" $names; or continue
        if string match -q -- FILE $f[3]
            __fish_complete_path $cur | string replace -r -- '^' $prefix
        else if string match -q -- DIR $f[3]
            __fish_complete_directories $cur | string replace -r -- '^' $prefix
        else if set -q f[4]
            string replace -r -- '^' $prefix $f[4..-1]
        end
        return
    end
    test -n "$prefix"; and return
    if string match -q -- '-*' $cur
        printf '%s\n' $longs
        return
    end
    # Operands: file names for the commands that take files, the words of a
    # list (experiment's names) as the command's first operand.
    for line in $commands
        set -l f (string split ' ' -- $line)
        string match -q -- $cmd $f[1]; or continue
        if string match -q -r -- '^FILE(\.\.\.)?$' $f[2]
            __fish_complete_path $cur
            return
        else if not string match -q -- - $f[2]; and test (count $tokens) -eq 2
            string split ',' -- $f[2]
            return
        end
    end
    printf '%s\n' $longs
end

complete -c ktour -f -a '(__ktour_complete)'

# SPDX-License-Identifier: MIT
# bash completion for ktour                                -*- shell-script -*-
#
# Nothing here names an option: the commands, each command's options and
# the values of the options come from the program itself
# (`ktour --list-options [COMMAND]`, read from the tables it parses), so
# this file never goes stale.  Installed by `make install` into
# bash-completion's completions directory.

_ktour()
{
    local cur prev words cword split
    _init_completion -s || return

    # The program being completed, as typed (./ktour, ~/bin/ktour, ktour).
    local ktour=${words[0]}
    [[ $ktour == "~/"* ]] && ktour=$HOME/${ktour#"~/"}

    # The command is the first word unless that is an option: the explorer.
    local cmd=explore
    if ((cword == 1)) && [[ $cur != -* ]]; then
        local name operands summary names=()
        while read -r name operands summary; do
            names+=("$name")
        done < <("$ktour" --list-options 2>/dev/null)
        COMPREPLY=($(compgen -W "${names[*]} help" -- "$cur"))
        return
    fi
    ((cword > 1)) && [[ ${words[1]} != -* ]] && cmd=${words[1]}

    # One line per option: --LONG -S|- ARG|- [VALUE...]
    local lines
    lines=$("$ktour" --list-options "$cmd" 2>/dev/null) || return
    local long short arg values longs=()
    while read -r long short arg values; do
        longs+=("$long")
        [[ $arg == - ]] && continue
        [[ $prev == "$long" || ($short != - && $prev == "$short") ]] || continue
        case $arg in
        FILE) _filedir ;;
        DIR) _filedir -d ;;
        *) COMPREPLY=($(compgen -W "$values" -- "$cur")) ;;
        esac
        return
    done <<<"$lines"
    $split && return

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "${longs[*]}" -- "$cur"))
        return
    fi
    # Operands: file names for the commands that take files, the words of a
    # list (experiment's names) as the command's first operand.
    local name operands summary
    while read -r name operands summary; do
        [[ $name == "$cmd" ]] || continue
        if [[ $operands == FILE || $operands == FILE... ]]; then
            _filedir
            return
        elif [[ $operands != - && $cword == 2 ]]; then
            COMPREPLY=($(compgen -W "${operands//,/ }" -- "$cur"))
            return
        fi
    done < <("$ktour" --list-options 2>/dev/null)
    COMPREPLY=($(compgen -W "${longs[*]}" -- "$cur"))
} &&
    complete -F _ktour ktour

# ex: filetype=sh

#!/usr/bin/env python3
"""Runs a command under the system call filter a systemd unit file sets, as systemd applies it.

Usage: unit_seccomp.py UNIT_FILE COMMAND [ARGUMENT...]

The filter is the unit's own: its SystemCallFilter= lines, each set expanded with
`systemd-analyze syscall-filter` (which works without systemd running), and its
SystemCallErrorNumber= (without it, a call outside the filter kills the process, as systemd's
does). Run as root, it first becomes nobody, so the command runs unprivileged as under
DynamicUser=. Then it loads the filter with libseccomp and executes the command.
"""

import errno
import os
import subprocess
import sys

import seccomp

# Always allowed by systemd whatever the filter says: what running and ending a program needs.
IMPLICIT = {"execve", "exit", "exit_group", "getrlimit", "rt_sigreturn", "sigreturn"}


def expand(name, seen):
    """The system calls `name` stands for: itself, or a set's calls and nested sets'."""
    if not name.startswith("@"):
        return {name}
    listing = subprocess.run(
        ["systemd-analyze", "syscall-filter", "--no-pager", name],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    calls = set()
    for line in listing.splitlines()[1:]:
        entry = line.strip()
        if not entry or entry.startswith("#"):
            continue
        if entry.startswith("@"):
            if entry not in seen:
                seen.add(entry)
                calls |= expand(entry, seen)
        else:
            calls.add(entry)
    return calls


def unit_filter(path):
    """The unit's allowed calls (None when it filters by a deny list) and denied calls, and the
    errno a refused call returns (None: the process is killed)."""
    lines = []
    error_number = None
    with open(path, encoding="utf-8") as unit:
        for raw in unit:
            line = raw.strip()
            if line.startswith("SystemCallFilter="):
                lines.append(line.split("=", 1)[1].strip())
            elif line.startswith("SystemCallErrorNumber="):
                error_number = line.split("=", 1)[1].strip()
    allowed = None
    denied = set()
    for value in lines:
        inverted = value.startswith("~")
        names = value.lstrip("~").split()
        calls = set().union(*(expand(name, set()) for name in names)) if names else set()
        if allowed is None and not denied and not inverted:
            allowed = set(calls)
        elif allowed is not None:
            allowed = allowed - calls if inverted else allowed | calls
        else:
            denied = denied | calls if inverted else denied - calls
    return allowed, denied, error_number


def main():
    unit, command = sys.argv[1], sys.argv[2:]
    allowed, denied, error_number = unit_filter(unit)
    refusal = seccomp.KILL_PROCESS
    if error_number:
        refusal = seccomp.ERRNO(getattr(errno, error_number) if not error_number.isdigit() else int(error_number))
    if allowed is not None:
        rules = seccomp.SyscallFilter(defaction=refusal)
        action, calls = seccomp.ALLOW, allowed | IMPLICIT
    else:
        rules = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
        action, calls = refusal, denied - IMPLICIT
    for call in sorted(calls):
        try:
            rules.add_rule(action, call)
        except (RuntimeError, ValueError):
            # A call this architecture does not have, which systemd passes over as well.
            pass
    if os.getuid() == 0:
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)
    rules.load()
    os.execv(command[0], command)


main()

#!/usr/bin/env bash
# Type-checks the macOS-only file watcher code (Sources/FileWatching/KqueueKernel.swift and
# FileWatcher.swift's macOS branch) on Linux, where it is otherwise never compiled.
#
# A stand-in `Darwin` module re-exports Glibc and declares what macOS's <sys/event.h> and
# <fcntl.h> add (struct kevent, kevent(), kqueue(), EVFILT_VNODE, EV_*, NOTE_*, O_EVTONLY) with
# the C types macOS declares them with, so the Swift that uses them is checked against the same
# imported types (it caught `[kevent](…)` naming the function instead of the struct). It checks
# types only: the code has still never run; the semantics are VnodeBackendTests' (on Linux).
# Exit status 0: it type-checks (Swift 6 language mode).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/ckq"
cat > "$work/ckq/ckq.h" <<'HEADER'
#include <time.h>
struct kevent {
    unsigned long ident;   /* uintptr_t */
    short filter;          /* int16_t */
    unsigned short flags;  /* uint16_t */
    unsigned int fflags;   /* uint32_t */
    long data;             /* intptr_t */
    void *udata;
};
int kqueue(void);
int kevent(int kq, const struct kevent *changelist, int nchanges, struct kevent *eventlist, int nevents,
           const struct timespec *timeout);
#define EVFILT_VNODE (-4)
#define EV_ADD 0x0001
#define EV_CLEAR 0x0020
#define NOTE_DELETE 0x00000001
#define NOTE_WRITE 0x00000002
#define NOTE_EXTEND 0x00000004
#define NOTE_ATTRIB 0x00000008
#define NOTE_RENAME 0x00000020
#define NOTE_REVOKE 0x00000040
#define O_EVTONLY 0x00008000
HEADER
echo 'module CKqueueShim { header "ckq.h" export * }' > "$work/ckq/module.modulemap"
cat > "$work/Darwin.swift" <<'SWIFT'
@_exported import CKqueueShim
@_exported import Glibc
extension stat { public var st_mtimespec: timespec { st_mtim } }
SWIFT
swiftc -parse-as-library -emit-module -module-name Darwin -I "$work/ckq" "$work/Darwin.swift" -o "$work/Darwin.swiftmodule"
# FileWatcher.swift with its Linux branch switched off, so the macOS one is the one checked.
sed 's/#if os(Linux)/#if false/' Sources/FileWatching/FileWatcher.swift > "$work/FileWatcher.swift"
sources=()
for file in Sources/FileWatching/*.swift; do
    [[ $file == */FileWatcher.swift ]] || sources+=("$file")
done
swiftc -typecheck -swift-version 6 -I "$work" -I "$work/ckq" -module-name FileWatching "$work/FileWatcher.swift" "${sources[@]}"
echo "macOS watcher type-checks against the Darwin stand-in"

#if canImport(Darwin)
    import Darwin
    import Foundation

    /// kqueue for `VnodeBackend` on macOS: one descriptor per watched file or folder, opened with
    /// `O_EVTONLY` (it does not keep a volume from being unmounted), registered for
    /// `EVFILT_VNODE` with the `NOTE_*` flags `VnodeFlags` names, edge-triggered (`EV_CLEAR`).
    /// Only the system calls live here; what the events mean is `VnodeBackend`'s, which is
    /// compiled and tested on Linux. This file compiles only on macOS and is not exercised by
    /// the tests that run on Linux.
    final class KqueueKernel: VnodeKernel {
        private var queueDescriptor: Int32 = -1
        private var source: DispatchSourceRead?

        private static let interest: [(note: Int32, flag: VnodeFlags)] = [
            (NOTE_DELETE, .delete), (NOTE_WRITE, .write), (NOTE_EXTEND, .extend), (NOTE_ATTRIB, .attrib),
            (NOTE_RENAME, .rename), (NOTE_REVOKE, .revoke),
        ]

        func open() throws {
            queueDescriptor = kqueue()
            guard queueDescriptor >= 0 else {
                throw FileWatcherError(description: "cannot start watching files (kqueue: \(String(cString: strerror(errno))))")
            }
        }

        func deliver(on queue: DispatchQueue, _ onEvents: @escaping ([VnodeEvent]) -> Void) {
            let descriptor = queueDescriptor
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { Self.drain(descriptor, onEvents) }
            source.setCancelHandler { close(descriptor) }
            source.resume()
            self.source = source
        }

        func watch(_ path: String) -> Result<Int32, VnodeWatchFailure> {
            let descriptor = Darwin.open(path, O_EVTONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(VnodeWatchFailure(errno: errno)) }
            let notes = Self.interest.reduce(UInt32(0)) { $0 | UInt32($1.note) }
            var change = kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR), fflags: notes, data: 0,
                udata: nil)
            guard kevent(queueDescriptor, &change, 1, nil, 0, nil) == 0 else {
                let failure = VnodeWatchFailure(errno: errno)
                close(descriptor)
                return .failure(failure)
            }
            return .success(descriptor)
        }

        /// Closing the descriptor also removes its registration from the kqueue.
        func unwatch(_ ident: Int32) {
            close(ident)
        }

        func stop() {
            if let source {
                // The cancel handler closes the kqueue.
                source.cancel()
                self.source = nil
            } else if queueDescriptor >= 0 {
                close(queueDescriptor)
            }
            queueDescriptor = -1
        }

        /// Reads every pending event without waiting.
        private static func drain(_ descriptor: Int32, _ onEvents: ([VnodeEvent]) -> Void) {
            // `[kevent](…)` in an expression would name the function kevent, not the struct.
            var buffer: [kevent] = Array(repeating: kevent(), count: 64)
            var found: [VnodeEvent] = []
            var noWait = timespec(tv_sec: 0, tv_nsec: 0)
            while true {
                let count = Int(kevent(descriptor, nil, 0, &buffer, Int32(buffer.count), &noWait))
                guard count > 0 else { break }
                for event in buffer[0..<count] where event.filter == Int16(EVFILT_VNODE) {
                    var flags: VnodeFlags = []
                    for (note, flag) in interest where event.fflags & UInt32(note) != 0 { flags.insert(flag) }
                    found.append(VnodeEvent(ident: Int32(event.ident), flags: flags))
                }
                if count < buffer.count { break }
            }
            if !found.isEmpty { onEvents(found) }
        }
    }
#endif

import Live

/// Fuzzes the request-head parser of `kiln serve` (bytes from any program on the machine, or
/// a web page): it must never crash, and what it accepts must be a request Kiln can act on
/// safely — a method and target of printable ASCII without spaces, at most one Host.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // As the server reads it: up to the blank line, found across any split of the reads.
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    let end = HTTPRequestHead.headEnd(in: Array(bytes[..<split])) ?? HTTPRequestHead.headEnd(in: bytes, searchFrom: split)
    precondition(end == HTTPRequestHead.headEnd(in: bytes), "the head's end depends on how it was read")
    let head = bytes[..<(end ?? bytes.count)]
    switch HTTPRequestHead.parse(head) {
    case .success(let request):
        for text in [request.method, request.target] {
            precondition(!text.isEmpty && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "accepted a request line part \(text.debugDescription)")
        }
        if let host = request.host {
            precondition(!host.contains("\r") && !host.contains("\n"), "a Host with a line break")
            _ = HTTPRequestHead.isLocalHost(host)
        }
    case .failure(let refusal):
        precondition(refusal.status.first?.isNumber == true, "a refusal without a status")
    }
    return 0
}

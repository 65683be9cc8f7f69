import Diagnostics
import TokenParser
import YAMLSource

/// Fuzzes the YAML/JSON token loader and the resolver: any input must produce a model and
/// located diagnostics, never a crash, a hang or unbounded memory. The first byte picks the
/// format so one corpus exercises both readers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let file = data[0] & 1 == 0 ? "fuzz.yaml" : "fuzz.tokens.json"
    if file.hasSuffix(".json") {
        // The direct JSON reader is a fast path: whatever it takes must read exactly as libyaml reads it.
        let direct = YAMLParser(readsJSONDirectly: true).parse(text, file: file)
        precondition(direct == YAMLParser(readsJSONDirectly: false).parse(text, file: file), "JSONReader and libyaml disagree")
    }
    let result = TokenSetParser(modes: ["light", "dark"]).parse(files: [SourceFile(path: file, text: text)])
    for diagnostic in result.diagnostics where !diagnostic.range.isNone {
        precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1, "unlocated diagnostic \(diagnostic)")
    }
    return 0
}

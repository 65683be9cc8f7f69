import DesignModel
import Diagnostics
import SpecParser
import TokenParser

/// Fuzzes the Markdown spec parser (front matter, headings, lists, tables, value resolution
/// against tokens): any UTF-8 input must produce a spec set and located diagnostics, never a
/// crash, a hang or unbounded memory.
let tokens = """
    color:
      $type: color
      background: { $value: "#FFFFFF", $extensions: { mode: { dark: "#111111" } } }
      text: { $value: "#222222", $extensions: { mode: { dark: "#EEEEEE" } } }
      primary: { $value: "#FF6B6B", $deprecated: use color.text }
    spacing:
      $type: dimension
      small: { $value: 8pt }
      large: { $value: 24pt }
    font:
      weight: { $type: fontWeight, regular: { $value: 400 } }
      body: { $type: typography, $value: { fontFamily: SF Pro, fontSize: 17pt, fontWeight: 400, lineHeight: 22pt } }
    """

@_silgen_name("__lsan_disable") func lsanDisable()
@_silgen_name("__lsan_enable") func lsanEnable()

/// Built once (per input it would cost 99% of the time), with leak detection off while it is
/// built: Swift packs enum tags into spare pointer bits, so LeakSanitizer does not recognize the
/// global's boxed token values as reachable and would report them as leaks at exit.
let parser: SpecParser = {
    lsanDisable()
    defer { lsanEnable() }
    let system = TokenSetParser(modes: ["light", "dark"]).parse(files: [SourceFile(path: "tokens.yaml", text: tokens)]).system
    return SpecParser(system: system, options: SpecParser.Options(modes: ["light", "dark"], background: "{color.background}", platform: "ios"))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let result = parser.parse(text: text, file: "specs/fuzz.md")
    for diagnostic in result.diagnostics where !diagnostic.range.isNone {
        precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1, "unlocated diagnostic \(diagnostic)")
    }
    return 0
}

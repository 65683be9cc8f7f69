import ColorScience
import DesignModel
import Diagnostics

/// The resolved tokens as DTCG 2025.10 JSON, for other tools: one file per mode
/// (`json/design.light.json`) and a combined one (`json/design.tokens.json`, which Kiln's own
/// default pattern reads) whose `$value` is the default mode's and whose other modes sit under
/// `$extensions["dev.kiln"].modes` — so the combined file loads back into Kiln as the same model.
///
/// Values use the DTCG object forms: colors `{colorSpace, components, alpha, hex}`, lengths
/// `{value, unit}` with pt and dp written as px (1pt = 1dp = 1px), durations in ms. `$type` is
/// always one of DTCG's: Kiln's `opacity` is a `number`, a `spring` a `duration` (the time it
/// takes to settle); what DTCG cannot say (those types, a text style's `textStyle` and a line
/// height in points) is kept exactly under `$extensions["dev.kiln"]` (`type`, `value`). Aliases
/// are resolved. Groups and tokens keep the order they were written in.
struct JSONEmitter: Emitter {
    var options: JSONOptions
    var template: TemplateSource?
    var identifier: String { "json" }

    init(options: JSONOptions = JSONOptions(), template: TemplateSource? = nil) {
        self.options = options
        self.template = template
    }

    func viewModel(_ system: DesignSystem) -> (ViewModel, [Diagnostic]) {
        ViewModelBuilder(platform: "json", conventions: JSONConventions(literals: template != nil)).build(system)
    }

    func emit(_ system: DesignSystem) -> EmitResult { emit(system, cache: nil) }

    /// With a resident build's cache: the token objects of unchanged tokens are copied (a custom
    /// template is rendered in full every time; the resolver files of several axes are printed
    /// in full).
    func emit(_ system: DesignSystem, cache: EmitCache?) -> EmitResult {
        let folder = options.folderPrefix
        if let template {
            let (model, diagnostics) = viewModel(system)
            return .rendering(template, model: model, system: system, path: folder + options.fileName + ".json", diagnostics: diagnostics)
        }
        // The built-in printer needs no view model: JSON names are the token paths, which are
        // unique, so there is nothing to name or to collide.
        var files: [OutputFile] = []
        let palettes = Set(system.palettes.map(\.path))
        let documents = JSONTree.documents(
            system.tokens, palettes: palettes, modes: system.modes, combined: options.combined,
            perMode: options.perMode ? Array(system.modes.indices) : [], memo: cache.map { JSONTree.Memo.of($0, modes: system.modes) })
        let stem = options.fileName.hasSuffix(".tokens") ? String(options.fileName.dropLast(7)) : options.fileName
        if let combined = documents.combined { files.append(OutputFile(path: folder + stem + ".tokens.json", contents: combined)) }
        // Per-mode files do not end in `.tokens.json`: a Kiln project reading the folder with the
        // default pattern then reads each token once, from the combined file.
        for (index, bytes) in documents.perMode.enumerated() {
            files.append(OutputFile(path: folder + stem + "." + system.modes[index] + ".json", contents: bytes))
        }
        // Several theming axes: also a DTCG resolver over per-axis files (`JSONResolver`).
        let resolver = JSONResolver.files(system, folder: folder, stem: stem)
        files.append(contentsOf: resolver.files)
        return EmitResult(files: files, diagnostics: resolver.diagnostics)
    }
}

/// JSON names and values: names are the token paths; literals are compact DTCG JSON.
struct JSONConventions: PlatformConventions {
    /// The built-in printer writes values itself; only templates need the compact literals.
    var literals = true
    var platformName: String { "JSON" }

    func placement(of token: Token) -> Placement {
        Placement(containerKind: "document", container: "tokens", group: nil, member: token.path.string, displayPrefix: "")
    }

    func modeIdentifier(_ mode: String) -> String { mode }

    func platformType(of token: Token, variesByMode: Bool) -> String { token.type.rawValue }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        guard literals else { return ViewModel.Literal("") }
        var out = JSONOut(pretty: false)
        if let authored = resolved.authoredColor, case .color(let rgba) = resolved.value {
            out.authoredColor(authored, srgb: rgba)
        } else {
            out.value(resolved.value)
        }
        return ViewModel.Literal(out.text.string)
    }
}

/// Writes JSON straight into bytes: objects expanded one member a line (when pretty), arrays
/// of plain values on one line, keys in the order given (callers give them sorted), numbers in
/// Kiln's canonical spelling.
struct JSONOut {
    var text = ByteText()
    var pretty: Bool
    /// One entry per open object: whether it has a member yet.
    private var open: [Bool] = []

    init(pretty: Bool) { self.pretty = pretty }

    /// A text inside `depth` open objects that have members (a token object printed on its own
    /// with the indentation it has in its document: `JSONTree.Memo.splice`).
    init(pretty: Bool, depth: Int) {
        self.pretty = pretty
        open = Array(repeating: true, count: depth)
    }

    mutating func beginObject() {
        text.append(byte: UInt8(ascii: "{"))
        open.append(false)
    }

    @_disfavoredOverload
    mutating func key(_ name: String) {
        startMember()
        text.jsonString(name)
        text += ": "
    }

    /// A key spelled in the source (`$value`, `colorSpace`): plain ASCII, nothing to escape.
    /// Pretty, the member's line start and its key are written in one go (a few hundred
    /// thousand keys per build).
    mutating func key(_ name: StaticString) {
        guard pretty else {
            startMember()
            text += "\""
            text += name
            text += "\": "
            return
        }
        let comma = memberOpened()
        let indent = open.count * 2
        let length = name.utf8CodeUnitCount
        let source = name.utf8Start
        text.write(upTo: indent + length + 6) { out in
            var at = Self.lineStart(out, comma: comma, indent: indent)
            out[at] = UInt8(ascii: "\"")
            (out + at + 1).initialize(from: source, count: length)
            at += 1 + length
            out[at] = UInt8(ascii: "\"")
            out[at + 1] = UInt8(ascii: ":")
            out[at + 2] = 0x20
            return at + 3
        }
    }

    /// A key given as UTF-8 bytes (a path segment, read in place). Written like `key(_:)`'s
    /// `StaticString` form when there is nothing to escape.
    mutating func key(bytes name: UnsafeBufferPointer<UInt8>) {
        for byte in name where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            key(String(decoding: name, as: UTF8.self))
            return
        }
        guard pretty else {
            startMember()
            text += "\""
            text.append(contentsOf: name)
            text += "\": "
            return
        }
        let comma = memberOpened()
        let indent = open.count * 2
        let length = name.count
        text.write(upTo: indent + length + 6) { out in
            var at = Self.lineStart(out, comma: comma, indent: indent)
            out[at] = UInt8(ascii: "\"")
            if let source = name.baseAddress, length > 0 { (out + at + 1).initialize(from: source, count: length) }
            at += 1 + length
            out[at] = UInt8(ascii: "\"")
            out[at + 1] = UInt8(ascii: ":")
            out[at + 2] = 0x20
            return at + 3
        }
    }

    /// Writes what starts a pretty member's line (a comma after an earlier member, the newline,
    /// the indent) at `out`; how many bytes that took.
    @inline(__always)
    private static func lineStart(_ out: UnsafeMutablePointer<UInt8>, comma: Bool, indent: Int) -> Int {
        var at = 0
        if comma {
            out[0] = UInt8(ascii: ",")
            at = 1
        }
        out[at] = 0x0A
        (out + at + 1).initialize(repeating: 0x20, count: indent)
        return at + 1 + indent
    }

    /// A token object's start up to its value: `{`, `"$type": "…"`, `"$value": ` (pretty: in one
    /// write, as `beginObject` and `key` write it member by member).
    mutating func beginTokenObject(type: StaticString) {
        guard pretty else {
            beginObject()
            key("$type")
            text += type
            key("$value")
            return
        }
        let inner = (open.count + 1) * 2
        open.append(true)
        text.write(upTo: 2 * inner + type.utf8CodeUnitCount + 24) { start in
            Self.writeObjectHead(at: start, inner: inner, firstKey: "\"$type\": ", value: type, separator: ",\n", secondKey: "\"$value\": ")
        }
    }

    /// `{`, then the first member (`firstKey`, `value` and `separator` as they are) and the key of
    /// the second (`secondKey`), each on its own line indented by `inner`: the head of an object
    /// written in one go. Returns how many bytes it wrote at `start`.
    @inline(__always)
    static func writeObjectHead(
        at start: UnsafeMutablePointer<UInt8>, inner: Int, firstKey: StaticString, value: StaticString, separator: StaticString,
        secondKey: StaticString
    ) -> Int {
        var out = start
        @inline(__always) func put(_ literal: StaticString) {
            out.initialize(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
            out += literal.utf8CodeUnitCount
        }
        out[0] = UInt8(ascii: "{")
        out[1] = 0x0A
        (out + 2).initialize(repeating: 0x20, count: inner)
        out += 2 + inner
        put(firstKey)
        put(value)
        put(separator)
        out.initialize(repeating: 0x20, count: inner)
        out += inner
        put(secondKey)
        return out - start
    }

    /// A member whose key line and value were copied from another document at the same place.
    mutating func memberCopied() { _ = memberOpened() }

    /// Marks the innermost object as having a member; whether it had one already (a comma).
    @inline(__always)
    private mutating func memberOpened() -> Bool {
        let top = open.count - 1
        if open[top] { return true }
        open[top] = true
        return false
    }

    private mutating func startMember() {
        let comma = memberOpened()
        if pretty {
            let indent = open.count * 2
            text.write(upTo: indent + 2) { out in Self.lineStart(out, comma: comma, indent: indent) }
        } else {
            if comma { text.append(byte: UInt8(ascii: ",")) }
            if text.last != UInt8(ascii: "{") { text.append(byte: 0x20) }
        }
    }

    mutating func endObject() {
        let hadMembers = open.removeLast()
        if pretty, hadMembers {
            let indent = open.count * 2
            text.write(upTo: indent + 2) { out in
                out[0] = 0x0A
                (out + 1).initialize(repeating: 0x20, count: indent)
                out[indent + 1] = UInt8(ascii: "}")
                return indent + 2
            }
        } else {
            text.append(byte: UInt8(ascii: "}"))
        }
    }

    mutating func string(_ value: String) { text.jsonString(value) }

    var depth: Int { open.count }
    /// A number exactly: Kiln's usual spelling (up to four decimals) when that is the number,
    /// else every digit it takes to read back the same `Double` (1.2941176470588236).
    mutating func number(_ value: Double) {
        if !value.isFinite || (value * 10000).rounded() / 10000 == value {
            text.number(value)
        } else {
            exactNumber(value)
        }
    }
    mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

    mutating func numbers(_ values: [Double]) {
        text.append(byte: UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { text += ", " }
            number(value)
        }
        text.append(byte: UInt8(ascii: "]"))
    }

    /// An array of objects: one element a line when pretty.
    mutating func array<T>(_ items: [T], _ write: (inout JSONOut, T) -> Void) {
        text.append(byte: UInt8(ascii: "["))
        if items.isEmpty {
            text.append(byte: UInt8(ascii: "]"))
            return
        }
        open.append(true)  // the array's own level: elements sit one deeper than its key
        for (index, item) in items.enumerated() {
            if index > 0 { text.append(byte: UInt8(ascii: ",")) }
            if pretty {
                text.append(byte: 0x0A)
                text.indent(open.count)
            } else if index > 0 {
                text.append(byte: 0x20)
            }
            write(&self, item)
        }
        open.removeLast()
        if pretty {
            text.append(byte: 0x0A)
            text.indent(open.count)
        }
        text.append(byte: UInt8(ascii: "]"))
    }

    // MARK: DTCG values

    mutating func color(_ color: RGBA) {
        if pretty, ASCIIText.hasFastSpelling(color.red), ASCIIText.hasFastSpelling(color.green), ASCIIText.hasFastSpelling(color.blue),
            ASCIIText.hasFastSpelling(color.alpha)
        {
            prettyColor(color)
            return
        }
        beginObject()
        if color.alpha8 != 255 {
            key("alpha")
            text.number(color.alpha)  // the 8-bit alpha's shortest decimal, as everywhere
        }
        key("colorSpace")
        text += "\"srgb\""
        components(color.red, color.green, color.blue, spelled: { $0.text.number($1) })
        hexAndEnd(color)
    }

    /// `color`'s object as the general path writes it when pretty (members on their own lines
    /// one level deeper, the closing brace at this level), in one write: a document holds
    /// thousands of color objects, and writing each member by member is far slower.
    private mutating func prettyColor(_ color: RGBA) {
        let outer = open.count * 2
        let inner = outer + 2
        let hasAlpha = color.alpha8 != 255
        let (red, green, blue) = (color.red8, color.green8, color.blue8)
        // Four member lines (",\n", the indent, at most 17 bytes of key), four numbers of at most
        // 21 bytes, the hex, the braces.
        let spellings = JSONOut.fourDecimalSpellings
        text.write(upTo: 4 * (inner + 20) + 4 * 21 + outer + 40) { start in
            var out = start
            @inline(__always) func put(_ literal: StaticString) {
                out.initialize(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
                out += literal.utf8CodeUnitCount
            }
            @inline(__always) func line(comma: Bool) {
                if comma {
                    out[0] = UInt8(ascii: ",")
                    out += 1
                }
                out[0] = 0x0A
                (out + 1).initialize(repeating: 0x20, count: inner)
                out += 1 + inner
            }
            @inline(__always) func number(_ value: Double) { out += JSONOut.writeComponent(value, into: out, spellings: spellings) }
            out[0] = UInt8(ascii: "{")
            out += 1
            if hasAlpha {
                line(comma: false)
                put("\"alpha\": ")
                number(color.alpha)
            }
            line(comma: hasAlpha)
            put("\"colorSpace\": \"srgb\"")
            line(comma: true)
            put("\"components\": [")
            number(color.red)
            put(", ")
            number(color.green)
            put(", ")
            number(color.blue)
            put("]")
            line(comma: true)
            put("\"hex\": \"#")
            ASCIIText.writeHexByte(red, into: out, uppercase: false)
            ASCIIText.writeHexByte(green, into: out + 2, uppercase: false)
            ASCIIText.writeHexByte(blue, into: out + 4, uppercase: false)
            out[6] = UInt8(ascii: "\"")
            out[7] = 0x0A
            out += 8
            out.initialize(repeating: 0x20, count: outer)
            out += outer
            out[0] = UInt8(ascii: "}")
            out += 1
            return out - start
        }
    }

    /// Writes a number `ASCIIText.hasFastSpelling` accepts as `ByteText.number` does (at most 21
    /// bytes); returns the byte count. A number from 0 to 1 (a color channel, an alpha) copies
    /// its spelling from a table: `ASCIIText.writeNumber`'s spelling depends only on the value
    /// in ten-thousandths, and there are 10,001 of those.
    @inline(__always)
    static func writeComponent(
        _ value: Double, into out: UnsafeMutablePointer<UInt8>, spellings: UnsafeBufferPointer<UInt64> = fourDecimalSpellings
    ) -> Int {
        let scaled = (value * 10_000).rounded()
        if scaled >= 0, scaled <= 10_000 {
            let spelling = spellings[Int(scaled)]
            UnsafeMutableRawPointer(out).storeBytes(of: spelling, as: UInt64.self)
            return (64 - spelling.leadingZeroBitCount + 7) / 8
        }
        return ASCIIText.writeNumber(value, into: out, capacity: 21)
    }

    /// For n in 0...10000: how `ASCIIText.writeNumber` spells n / 10000 (`0`, `0.0549`, `1`), at
    /// most 6 bytes, little-endian in a UInt64 (no byte of a spelling is zero, so its length is
    /// where the zeros start).
    nonisolated(unsafe) static let fourDecimalSpellings: UnsafeBufferPointer<UInt64> = {
        let table = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 10_001)
        for scaled in 0...10_000 {
            var spelling = UInt64(UInt8(ascii: "0") + UInt8(scaled / 10_000))
            var fraction = scaled % 10_000
            if fraction != 0 {
                var places = 4
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                spelling |= UInt64(UInt8(ascii: ".")) << 8
                var divisor = 1
                for _ in 1..<places { divisor *= 10 }
                var shift: UInt64 = 16
                while divisor > 0 {
                    spelling |= UInt64(UInt8(ascii: "0") + UInt8(fraction / divisor % 10)) << shift
                    shift += 8
                    divisor /= 10
                }
            }
            table[scaled] = spelling
        }
        return UnsafeBufferPointer(table)
    }()

    /// A composite's color: as written when authored outside sRGB, else the sRGB object.
    mutating func partColor(_ color: RGBA, authored: AuthoredColor?) {
        if let authored { authoredColor(authored, srgb: color) } else { self.color(color) }
    }

    /// A color authored in a space other than sRGB, as written (`colorSpace`, `components` in
    /// their shortest exact spelling, `alpha`), with the gamut-mapped sRGB value as `hex`.
    mutating func authoredColor(_ authored: AuthoredColor, srgb: RGBA) {
        beginObject()
        if authored.alpha < 1 {
            key("alpha")
            exactNumber(authored.alpha)
        }
        key("colorSpace")
        string(authored.space.rawValue)
        components(authored.components.x, authored.components.y, authored.components.z, spelled: { $0.exactNumber($1) })
        hexAndEnd(srgb)
    }

    private mutating func components(_ first: Double, _ second: Double, _ third: Double, spelled: (inout Self, Double) -> Void) {
        key("components")
        text += "["
        spelled(&self, first)
        text += ", "
        spelled(&self, second)
        text += ", "
        spelled(&self, third)
        text += "]"
    }

    /// The 8-bit sRGB `hex` every color object carries (the fallback of a wide-gamut one), then
    /// the object's end.
    private mutating func hexAndEnd(_ color: RGBA) {
        key("hex")
        let (red, green, blue) = (color.red8, color.green8, color.blue8)
        text.write(upTo: 9) { out in
            out[0] = UInt8(ascii: "\"")
            out[1] = UInt8(ascii: "#")
            ASCIIText.writeHexByte(red, into: out + 2, uppercase: false)
            ASCIIText.writeHexByte(green, into: out + 4, uppercase: false)
            ASCIIText.writeHexByte(blue, into: out + 6, uppercase: false)
            out[8] = UInt8(ascii: "\"")
            return 9
        }
        endObject()
    }

    /// `{unit, value}`; pt and dp are written as px (DTCG knows px and rem).
    mutating func dimension(_ dimension: DimensionValue) {
        let unit: StaticString
        switch dimension.unit {
        case .pt, .px, .dp: unit = "px"
        case .rem: unit = "rem"
        case .em: unit = "em"
        case .percent: unit = "%"
        case .vw: unit = "vw"
        case .vh: unit = "vh"
        case .vmin: unit = "vmin"
        case .vmax: unit = "vmax"
        case .ch: unit = "ch"
        case .ex: unit = "ex"
        }
        unitObject(dimension.value, unit: unit)
    }

    mutating func duration(_ duration: DurationValue) { unitObject(duration.milliseconds, unit: "ms") }

    /// `{"unit": …, "value": …}`. Pretty, with a value of at most four decimals (most), in one
    /// write: a build writes thousands, and member by member is far slower.
    private mutating func unitObject(_ value: Double, unit: StaticString) {
        guard pretty, ASCIIText.hasFastSpelling(value), (value * 10000).rounded() / 10000 == value else {
            beginObject()
            key("unit")
            text += "\""
            text += unit
            text += "\""
            key("value")
            number(value)
            endObject()
            return
        }
        let outer = open.count * 2
        let inner = outer + 2
        let spellings = JSONOut.fourDecimalSpellings
        text.write(upTo: 2 * (inner + 12) + unit.utf8CodeUnitCount + 21 + outer + 8) { start in
            var out = start
            out += JSONOut.writeObjectHead(at: start, inner: inner, firstKey: "\"unit\": \"", value: unit, separator: "\",\n", secondKey: "\"value\": ")
            out += JSONOut.writeComponent(value, into: out, spellings: spellings)
            out[0] = 0x0A
            (out + 1).initialize(repeating: 0x20, count: outer)
            out[1 + outer] = UInt8(ascii: "}")
            out += 2 + outer
            return out - start
        }
    }

    mutating func families(_ families: [String]) {
        if families.count == 1 {
            string(families[0])
            return
        }
        text.append(byte: UInt8(ascii: "["))
        for (index, family) in families.enumerated() {
            if index > 0 { text += ", " }
            string(family)
        }
        text.append(byte: UInt8(ascii: "]"))
    }

    mutating func stroke(_ style: StrokeStyle) {
        switch style {
        case .keyword(let keyword): string(keyword)
        case .dashed(let dashes, let cap):
            beginObject()
            key("dashArray")
            array(dashes) { $0.dimension($1) }
            key("lineCap")
            string(cap)
            endObject()
        }
    }

    mutating func shadowLayer(_ layer: Shadow) {
        beginObject()
        key("blur")
        dimension(layer.blur)
        key("color")
        partColor(layer.color, authored: layer.authoredColor)
        if layer.inset {
            key("inset")
            bool(true)
        }
        key("offsetX")
        dimension(layer.offsetX)
        key("offsetY")
        dimension(layer.offsetY)
        key("spread")
        dimension(layer.spread)
        endObject()
    }

    /// The DTCG type of a Kiln type: DTCG has no `opacity` (a number) and no `spring` (written as
    /// the `duration` it takes to settle).
    static func dtcgType(_ type: TokenType) -> String {
        switch type {
        case .opacity: "number"
        case .spring: "duration"
        default: type.rawValue
        }
    }

    /// `dtcgType` as a quoted JSON string, for writing without a String.
    static func quotedDTCGType(_ type: TokenType) -> StaticString {
        switch type {
        case .color: "\"color\""
        case .dimension: "\"dimension\""
        case .number, .opacity: "\"number\""
        case .fontFamily: "\"fontFamily\""
        case .fontWeight: "\"fontWeight\""
        case .duration, .spring: "\"duration\""
        case .cubicBezier: "\"cubicBezier\""
        case .typography: "\"typography\""
        case .shadow: "\"shadow\""
        case .border: "\"border\""
        case .strokeStyle: "\"strokeStyle\""
        case .transition: "\"transition\""
        case .gradient: "\"gradient\""
        }
    }

    /// Whether the DTCG form of a value loses something Kiln knows: a spring's physics, a text
    /// style's Dynamic Type style, a line height given as a length, a length relative to the
    /// font or the container (`em`, `%`: DTCG 2025.10 dimensions are `px` or `rem`), or a text
    /// style's absent letter spacing or line height (DTCG requires both).
    static func dtcgFormIsLossy(_ value: TokenValue) -> Bool {
        if value.usesWebOnlyUnits { return true }
        switch value {
        case .spring: return true
        case .dimension(let length): return dtcgFraction(length) != nil
        case .typography(let typography):
            if typography.textStyle != nil { return true }
            if case .length? = typography.lineHeight { return true }
            if typography.lineHeight == nil { return true }
            guard let spacing = typography.letterSpacing else { return true }
            return spacing.isRelative
        default: return false
        }
    }

    /// A value that DTCG's form gives another type: a length relative to the font or the
    /// container (`0.05em`, `50%`) is a `number`, the fraction it stands for (0.05, 0.5).
    static func dtcgRelativeFraction(_ value: TokenValue) -> Double? {
        guard case .dimension(let length) = value else { return nil }
        return dtcgFraction(length)
    }

    /// The fraction a length outside DTCG's px and rem stands for: of the font (`em`, `ch`,
    /// `ex`: the value) or of the container or viewport (`%`, `vw`, `vh`, `vmin`, `vmax`: a
    /// hundredth of it); nil for px and rem.
    static func dtcgFraction(_ length: DimensionValue) -> Double? {
        switch length.unit {
        case .em, .ch, .ex: length.value
        case .percent, .vw, .vh, .vmin, .vmax: length.value / 100
        case .pt, .px, .dp, .rem: nil
        }
    }

    /// A text style's letter spacing in DTCG's units: relative spacing (`0.05em`, `5%`) times
    /// its font size when that is absolute, else in `rem` (1em at the default size).
    mutating func letterSpacing(_ spacing: DimensionValue, fontSize: DimensionValue) {
        guard spacing.isRelative else { return dimension(spacing) }
        let fraction = spacing.unit == .percent ? spacing.value / 100 : spacing.value
        if let size = fontSize.points {
            unitObject(fraction * size, unit: "px")
        } else if fontSize.unit == .rem {
            unitObject(fraction * fontSize.value, unit: "rem")
        } else {
            unitObject(fraction, unit: "rem")
        }
    }

    /// A number in the shortest spelling that reads back as the same `Double` (not rounded).
    mutating func exactNumber(_ value: Double) {
        let text = "\(value)"
        // A byte search: Foundation's `contains` on a String is far slower, for every number.
        guard value.isFinite, !text.utf8.contains(UInt8(ascii: "e")) else { return self.text.number(value) }
        self.text += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// The value in DTCG's form (`exact: false`) or in Kiln's own, which says everything the
    /// model holds (`exact: true`, for `$extensions["dev.kiln"]`).
    // Whole: one case per token value type; each case is the few lines that write it.
    mutating func value(_ value: TokenValue, exact: Bool = false) {
        switch value {
        case .color(let rgba): color(rgba)
        case .dimension(let length) where !exact && JSONOut.dtcgFraction(length) != nil:
            number(JSONOut.dtcgFraction(length) ?? length.value)
        case .dimension(let length): dimension(length)
        case .number(let value), .opacity(let value): number(value)
        case .fontFamily(let names): families(names)
        case .fontWeight(let weight): number(Double(weight))
        case .duration(let time): duration(time)
        case .cubicBezier(let curve): numbers(curve.components)
        case .spring(let spring) where !exact:
            duration(DurationValue(milliseconds: (SpringMath(spring).settlingTime * 1000).rounded()))
        case .spring(let spring):
            beginObject()
            key("dampingFraction")
            number(spring.dampingFraction)
            key("response")
            number(spring.response)
            endObject()
        case .typography(let typography):
            beginObject()
            key("fontFamily")
            families(typography.fontFamily)
            key("fontSize")
            dimension(typography.fontSize)
            key("fontWeight")
            number(Double(typography.fontWeight))
            if let spacing = typography.letterSpacing {
                key("letterSpacing")
                if exact { dimension(spacing) } else { letterSpacing(spacing, fontSize: typography.fontSize) }
            } else if !exact {
                // DTCG requires it: no letter spacing is the font's own, 0.
                key("letterSpacing")
                unitObject(0, unit: "px")
            }
            switch typography.lineHeight {
            case .multiplier(let factor):
                key("lineHeight")
                exactNumber(factor)
            case .length(let length):
                key("lineHeight")
                // DTCG line heights are multipliers of the font size; Kiln's form keeps the length.
                if !exact, let points = Format.points(length, fontSize: typography.fontSize.points), let size = typography.fontSize.points, size > 0 {
                    exactNumber(points / size)
                } else {
                    dimension(length)
                }
            case nil:
                // DTCG requires it: the font's normal line height, which browsers take as about
                // 1.2 (Kiln's own value, under `dev.kiln`, keeps it absent).
                if !exact {
                    key("lineHeight")
                    number(1.2)
                }
            }
            if exact, let style = typography.textStyle {
                key("textStyle")
                string(style)
            }
            endObject()
        case .shadow(let layers):
            if layers.count == 1 {
                shadowLayer(layers[0])
            } else {
                array(layers) { $0.shadowLayer($1) }
            }
        case .border(let border):
            beginObject()
            key("color")
            partColor(border.color, authored: border.authoredColor)
            key("style")
            stroke(border.style)
            key("width")
            dimension(border.width)
            endObject()
        case .strokeStyle(let style): stroke(style)
        case .transition(let transition):
            beginObject()
            key("delay")
            duration(transition.delay)
            key("duration")
            duration(transition.duration)
            key("timingFunction")
            numbers(transition.timingFunction.components)
            endObject()
        case .gradient(let stops):
            array(stops) { out, stop in
                out.beginObject()
                out.key("color")
                out.partColor(stop.color, authored: stop.authoredColor)
                out.key("position")
                out.number(stop.position)
                out.endObject()
            }
        }
    }

    /// Vendor data from `$extensions`, in the order it was written.
    mutating func extensionValue(_ value: ExtensionValue) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): bool(flag)
        case .number(let value): number(value)
        case .string(let value): string(value)
        case .array(let items):
            if items.allSatisfy({ if case .array = $0 { false } else if case .object = $0 { false } else { true } }) {
                text.append(byte: UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { text += ", " }
                    extensionValue(item)
                }
                text.append(byte: UInt8(ascii: "]"))
            } else {
                array(items) { $0.extensionValue($1) }
            }
        case .object(let members):
            beginObject()
            for (key, member) in members {
                self.key(key)
                extensionValue(member)
            }
            endObject()
        }
    }
}

/// The groups open while a nested DTCG document is written in path order.
struct GroupWalk {
    /// The groups marked as categorical palettes.
    let paletteSegments: Set<[String]>
    private var open: [String] = []

    init(paletteSegments: Set<[String]>) {
        self.paletteSegments = paletteSegments
    }

    /// Moves to the group of the token at `segments` (its last segment is the token's name):
    /// `close` ends each open group the path leaves, `enter` begins each group it enters.
    mutating func move(to segments: [String], close: () -> Void, enter: (_ group: String, _ isPalette: Bool) -> Void) {
        let groups = segments.count - 1
        var common = 0
        while common < open.count, common < groups, open[common] == segments[common] { common += 1 }
        while open.count > common {
            open.removeLast()
            close()
        }
        for group in segments[common..<groups] {
            open.append(group)
            enter(group, paletteSegments.contains(open))
        }
    }
}

extension JSONOut {
    /// A group's key and the start of its object, with Kiln's palette mark when it is one.
    mutating func beginGroup(_ name: String, palette: Bool) {
        key(name)
        beginObject()
        if palette { paletteMark() }
    }

    /// The same, the name given as UTF-8 bytes.
    mutating func beginGroup(_ name: UnsafeBufferPointer<UInt8>, palette: Bool) {
        key(bytes: name)
        beginObject()
        if palette { paletteMark() }
    }

    private mutating func paletteMark() {
        key("$extensions")
        beginObject()
        key("dev.kiln")
        beginObject()
        key("palette")
        string("categorical")
        endObject()
        endObject()
    }
}

/// Writes the nested DTCG document from the entries, streaming: entries sorted by path
/// segments, groups opened and closed as the path changes, keys in sorted order.
enum JSONTree {
    /// The combined document and the per-mode ones, written in one pass: the groups open and
    /// close alike in all of them, and a token's object is printed once per distinct value and
    /// copied into every document that shows that value.
    /// A resident build's token objects, by the token index of the build that printed them.
    final class Memo {
        var generation = -1
        var modes: [String] = []
        /// Per token, its object in each document (the combined one first, then one per mode).
        var objects: [[[UInt8]]] = []
        /// For this build: per token, the index of the equal token of the previous build, or -1.
        var reusable: [Int] = []
        var previous: [[[UInt8]]] = []
        /// The authored order of the last build and what it was worked out from: kept while
        /// every token keeps its path and place (a value edit), worked out again otherwise.
        var order: [Int] = []
        var paths: [TokenPath] = []
        var ranges: [SourceRange] = []

        /// The documents printed last, the palettes and document modes they were printed with,
        /// where each token's object sits in each (`spans[document][place in order]`) and each
        /// token's place in the order: what `splice` starts from.
        var documents: [[UInt8]] = []
        var layout: (palettes: Set<TokenPath>, documentModes: [Int?])?
        var spans: [[Range<Int>]] = []
        var place: [Int] = []
        /// Whether the last `authoredOrder` kept the order of the build before.
        var orderKept = false
        /// Documents made by `splice` since this memo was made (tests).
        var splices = 0

        func authoredOrder(_ tokens: [Token], pathBytes: @autoclosure () -> PathBytes) -> [Int] {
            if tokens.count == paths.count, tokens.indices.allSatisfy({ tokens[$0].path == paths[$0] && tokens[$0].range == ranges[$0] }) {
                orderKept = true
                return order
            }
            // Worked out again (a line added moves the tokens below it), the order may still be
            // the same: the same paths, in the same sequence.
            let samePaths = tokens.count == paths.count && tokens.indices.allSatisfy { tokens[$0].path == paths[$0] }
            let previous = order
            order = JSONTree.authoredOrder(tokens, paths: pathBytes())
            orderKept = samePaths && previous == order
            paths = tokens.map(\.path)
            ranges = tokens.map(\.range)
            return order
        }

        /// The previous build's documents with the objects of the tokens that changed printed
        /// again in place, when nothing else can differ: the same tokens in the same authored
        /// order (paths and places), palettes and documents, and each changed token's object
        /// printed at its depth (its path's length) as the full print does. Nil otherwise.
        func splice(
            _ tokens: [Token], palettes: Set<TokenPath>, modes: [String], documentModes: [Int?]
        ) -> [[UInt8]]? {
            guard orderKept, let layout, layout.palettes == palettes, layout.documentModes == documentModes, reusable.count == tokens.count,
                documents.count == documentModes.count, place.count == tokens.count
            else { return nil }
            var changed: [Int] = []
            for index in reusable.indices where reusable[index] != index { changed.append(index) }
            guard changed.count <= 512 else { return nil }
            changed.sort { place[$0] < place[$1] }
            // Per changed token, its object in each document.
            var made: [[[UInt8]]] = []
            made.reserveCapacity(changed.count)
            for index in changed {
                let token = tokens[index]
                let depth = token.path.fastSegments.count
                let sameInEveryMode = token.hasUniformValues || token.values.hasOneValue
                var objects: [[UInt8]] = []
                for mode in documentModes {
                    let key = documentKey(token, mode: mode, sameInEveryMode: sameInEveryMode)
                    var out = JSONOut(pretty: true, depth: depth)
                    JSONTree.tokenObject(token, mode: key == -1 ? nil : key, modes: modes, into: &out)
                    objects.append(out.text.takeBytes())
                }
                made.append(objects)
            }
            for document in documents.indices {
                // Straight into an array: a `ByteText` zeroes its room before the copy writes it.
                var out: [UInt8] = []
                out.reserveCapacity(documents[document].count + 4096)
                var cursor = 0
                var shift = 0
                var next = 0
                documents[document].withUnsafeBufferPointer { old in
                    for (number, index) in changed.enumerated() {
                        let at = place[index]
                        let span = spans[document][at]
                        while next < at {
                            spans[document][next] = spans[document][next].lowerBound + shift..<spans[document][next].upperBound + shift
                            next += 1
                        }
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: old[cursor..<span.lowerBound]))
                        let start = out.count
                        out.append(contentsOf: made[number][document])
                        spans[document][at] = start..<out.count
                        shift = out.count - span.upperBound
                        cursor = span.upperBound
                        next = at + 1
                    }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: old[cursor...]))
                }
                if shift != 0 {
                    for at in next..<spans[document].count {
                        spans[document][at] = spans[document][at].lowerBound + shift..<spans[document][at].upperBound + shift
                    }
                }
                documents[document] = out
            }
            objects = previous
            previous = []
            for (number, index) in changed.enumerated() { objects[index] = made[number] }
            splices += 1
            return documents
        }

        static func of(_ cache: EmitCache, modes: [String]) -> Memo {
            let memo = cache.store("json.objects") { Memo() }
            let valid = memo.generation == cache.generation - 1 && memo.modes == modes
            memo.reusable = valid ? cache.previousIndex : []
            memo.previous = valid ? memo.objects : []
            memo.objects = []
            memo.modes = modes
            memo.generation = cache.generation
            return memo
        }
    }

    // Whole: writes every requested document in one walk of the authored order; the path bytes, the memo and the record of what each document printed are shared.
    static func documents(
        _ tokens: [Token], palettes: Set<TokenPath>, modes: [String], combined: Bool, perMode: [Int], memo: Memo? = nil
    ) -> (combined: [UInt8]?, perMode: [[UInt8]]) {
        // Paths as bytes: the order, the groups and the keys are read from them in place.
        var madePaths: PathBytes?
        func pathBytes() -> PathBytes {
            if let madePaths { return madePaths }
            let made = PathBytes(tokens)
            madePaths = made
            return made
        }
        let items = memo?.authoredOrder(tokens, pathBytes: pathBytes()) ?? authoredOrder(tokens, paths: pathBytes())
        // Document 0 is the combined one when requested; then one per mode.
        let documentModes: [Int?] = (combined ? [nil] : []) + perMode.map { Optional($0) }
        if let memo, var documents = memo.splice(tokens, palettes: palettes, modes: modes, documentModes: documentModes) {
            let combinedDocument = combined ? documents.removeFirst() : nil
            return (combinedDocument, documents)
        }
        let paths = pathBytes()
        var outs = documentModes.map { _ in JSONOut(pretty: true) }
        for index in outs.indices {
            outs[index].text.reserveCapacity(tokens.count * 420)
            outs[index].beginObject()
        }
        var walk = PathGroupWalk(palettes: palettes)
        // Per token: which documents printed which of its objects, and where.
        var printed: [(key: Int, document: Int, range: Range<Int>, line: Range<Int>)] = []
        if let memo {
            memo.objects = Array(repeating: [], count: tokens.count)
            memo.spans = Array(repeating: Array(repeating: 0..<0, count: items.count), count: documentModes.count)
            memo.place = Array(repeating: 0, count: tokens.count)
        }
        var segments: [Range<Int>] = []
        // A changed token's objects. The token is still copied once per call (a retain per
        // field): Swift copies a value read from memory before passing it to a function it
        // cannot see into, borrowing parameter or not (checked in the disassembly).
        func printObjects(_ token: borrowing Token, tokenIndex: Int, at: Int, name: UnsafeBufferPointer<UInt8>) {
            let sameInEveryMode = token.hasUniformValues || token.values.hasOneValue
            printed.removeAll(keepingCapacity: true)
            for (index, mode) in documentModes.enumerated() {
                // Per-mode objects of equal values are the same bytes (the documents nest alike),
                // and so is the combined object of a token without per-mode values: printed once,
                // copied into the other documents with the line that holds its key (the same
                // comma and indent in every document).
                let key = documentKey(token, mode: mode, sameInEveryMode: sameInEveryMode)
                if let copy = printed.first(where: { $0.key == key }) {
                    let source = outs[copy.document].text
                    outs[index].memberCopied()
                    let lineStart = outs[index].text.count
                    outs[index].text.append(source, range: copy.line.lowerBound..<copy.range.upperBound)
                    memo?.spans[index][at] = lineStart + (copy.range.lowerBound - copy.line.lowerBound)..<outs[index].text.count
                    continue
                }
                let lineStart = outs[index].text.count
                outs[index].key(bytes: name)
                let start = outs[index].text.count
                tokenObject(token, mode: key == -1 ? nil : key, modes: modes, into: &outs[index])
                printed.append((key, index, start..<outs[index].text.count, lineStart..<start))
                memo?.spans[index][at] = start..<outs[index].text.count
            }
            if let memo {
                // Kept per document; documents showing the same object share its bytes.
                var kept: [[UInt8]] = []
                kept.reserveCapacity(documentModes.count)
                var made: [[UInt8]] = []
                for piece in printed { made.append(outs[piece.document].text.bytes(piece.range)) }
                for mode in documentModes {
                    let key = documentKey(token, mode: mode, sameInEveryMode: sameInEveryMode)
                    kept.append(made[printed.firstIndex { $0.key == key }!])
                }
                memo.objects[tokenIndex] = kept
                memo.place[tokenIndex] = at
            }
        }
        tokens.withUnsafeBufferPointer { tokenBuffer in
        paths.bytes.withUnsafeBufferPointer { buffer in
        for (at, tokenIndex) in items.enumerated() {
            paths.split(tokenIndex, in: buffer, into: &segments)
            walk.move(
                to: segments, paths: paths, in: buffer,
                close: { for index in outs.indices { outs[index].endObject() } },
                enter: { group, isPalette in for index in outs.indices { outs[index].beginGroup(group, palette: isPalette) } })
            let name = UnsafeBufferPointer(rebasing: buffer[segments[segments.count - 1]])
            if let memo {
                // An unchanged token: its objects of the previous build, one per document.
                let previous = memo.reusable.isEmpty ? -1 : memo.reusable[tokenIndex]
                if previous >= 0 {
                    let kept = memo.previous[previous]
                    for index in outs.indices {
                        outs[index].key(bytes: name)
                        let start = outs[index].text.count
                        outs[index].text.append(contentsOf: kept[index])
                        memo.spans[index][at] = start..<outs[index].text.count
                    }
                    memo.objects[tokenIndex] = kept
                    memo.place[tokenIndex] = at
                    continue
                }
            }
            printObjects(tokenBuffer[tokenIndex], tokenIndex: tokenIndex, at: at, name: name)
        }
        }
        }
        memo?.previous = []
        for index in outs.indices {
            while outs[index].depth > 1 { outs[index].endObject() }
            outs[index].endObject()
            outs[index].text.append(byte: 0x0A)
        }
        var results = outs.indices.map { outs[$0].text.takeBytes() }
        if let memo {
            memo.documents = results
            memo.layout = (palettes, documentModes)
        }
        let combinedDocument = combined ? results.removeFirst() : nil
        return (combinedDocument, results)
    }

    private static func isNil(_ value: ResolvedValue?) -> Bool {
        switch value {
        case .none: true
        case .some: false
        }
    }

    /// Which printed object a document shows for `token`: 0 when its value in `mode` is the
    /// first mode's (or the token has one value), the mode itself otherwise, and -1 for the
    /// combined document's object of a token with per-mode values. Documents showing the same
    /// key show the same bytes.
    static func documentKey(_ token: Token, mode: Int?, sameInEveryMode: Bool) -> Int {
        guard let mode else { return sameInEveryMode ? 0 : -1 }
        return mode < token.values.count && (sameInEveryMode || token.values.value(mode) == token.values.value(0)) ? 0 : mode
    }

    // Whole: writes one token object field by field, in the order the object has them.
    static func tokenObject(_ token: Token, mode: Int?, modes: [String], into out: inout JSONOut) {
        // The mode's value, else the first mode's that resolved; read in place, not copied.
        let values = token.values
        var chosen = mode ?? 0
        // `isNil`, not `== nil`: comparing an optional of an Equatable struct with nil calls
        // Optional's `==`, which copies the value to compare it.
        if chosen >= values.count || values.withValue(chosen, isNil) {
            chosen = 0
            while chosen < values.count, values.withValue(chosen, isNil) { chosen += 1 }
        }
        guard chosen < values.count, let value = values.value(chosen) else {
            out.text += "null"
            return
        }
        // A relative length is a DTCG `number` (the fraction), its Kiln type and value under `dev.kiln`.
        let relative = JSONOut.dtcgRelativeFraction(value) != nil
        out.beginTokenObject(type: relative ? "\"number\"" : JSONOut.quotedDTCGType(token.type))
        if let authored = values.withValue(chosen, { $0?.authoredColor }), case .color(let rgba) = value {
            out.authoredColor(authored, srgb: rgba)
        } else {
            out.value(value)
        }
        if let description = token.description, !description.isEmpty {
            out.key("$description")
            out.string(description)
        }
        if let deprecation = token.deprecation {
            out.key("$deprecated")
            if let reason = deprecation.reason, !reason.isEmpty { out.string(reason) } else { out.bool(true) }
        }
        var others: [(String, TokenValue)] = []
        if mode == nil, modes.count > 1 {
            for (other, name) in modes.enumerated().dropFirst() {
                guard other < token.values.count, let otherValue = token.values.value(other), otherValue != value else { continue }
                others.append((name, otherValue))
            }
        }
        // Kiln's own data, authored (`kiln` or `dev.kiln`: display name, emoji, category) and
        // derived (`type`, `value`, `modes`), under one reverse-domain key as DTCG asks.
        var kilnAuthored: [(String, ExtensionValue)] = []
        var vendor: [(String, ExtensionValue)] = []
        if case .object(let object)? = token.extensions {
            for (key, member) in object where key != "mode" {
                if key == "kiln" || key == "dev.kiln", case .object(let members) = member {
                    for (name, item) in members where !["type", "value", "modes"].contains(name) { kilnAuthored.append((name, item)) }
                } else {
                    vendor.append((key, member))
                }
            }
        }
        let kilnType = JSONOut.dtcgType(token.type) != token.type.rawValue || relative
        let kilnValue = JSONOut.dtcgFormIsLossy(value)
        if !vendor.isEmpty || !kilnAuthored.isEmpty || kilnType || kilnValue || !others.isEmpty {
            out.key("$extensions")
            out.beginObject()
            if !kilnAuthored.isEmpty || kilnType || kilnValue || !others.isEmpty {
                out.key("dev.kiln")
                out.beginObject()
                for (name, item) in kilnAuthored {
                    out.key(name)
                    out.extensionValue(item)
                }
                if kilnType {
                    out.key("type")
                    out.string(token.type.rawValue)
                }
                if kilnValue {
                    out.key("value")
                    out.value(value, exact: true)
                }
                if !others.isEmpty {
                    out.key("modes")
                    out.beginObject()
                    for (name, other) in others {
                        out.key(name)
                        out.value(other, exact: true)
                    }
                    out.endObject()
                }
                out.endObject()
            }
            for (key, member) in vendor {
                out.key(key)
                out.extensionValue(member)
            }
            out.endObject()
        }
        out.endObject()
    }
}

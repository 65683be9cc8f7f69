@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import Testing
import XMLReading

/// The axis matrix's readers of the native outputs: Dart, Swift (and what each Apple platform
/// shows), the asset catalog, Compose and the Android resources.
extension AxisMatrixTests {
    /// A Dart, Kotlin or Swift literal in the shared form: `Color(0xAARRGGBB)`, Flutter's and
    /// Compose's Display P3 colors, `16.0`, `16.dp`, `(-2).dp`, `12.sp`.
    static func nativeReadback(_ literal: String?, _ token: Token) -> String? {
        guard let literal else { return nil }
        if token.type == .color {
            if let match = literal.wholeMatch(of: /Color\(0x([0-9A-Fa-f]{8})\)/), let argb = UInt32(match.output.1, radix: 16) {
                return Readback.color(RGBA(red8: Int(argb >> 16 & 0xFF), green8: Int(argb >> 8 & 0xFF), blue8: Int(argb & 0xFF), alpha8: Int(argb >> 24)))
            }
            let number = /(-?[0-9.]+)/
            if literal.hasSuffix("ColorSpace.displayP3)") || literal.hasSuffix("ColorSpaces.DisplayP3)") {
                // The four components (the `3` of `DisplayP3` comes after them).
                let values = Array(literal.matches(of: number).compactMap { Double($0.output.1) }.prefix(4))
                guard values.count == 4 else { return nil }
                // Flutter names alpha first; Compose passes it last.
                return literal.hasPrefix("Color.from(")
                    ? Readback.p3(SIMD3(values[1], values[2], values[3]), alpha: values[0]) : Readback.p3(SIMD3(values[0], values[1], values[2]), alpha: values[3])
            }
            return nil
        }
        if let match = literal.wholeMatch(of: /\(?(-?[0-9.]+)\)?(?:\.dp|\.sp)?/), let value = Double(match.output.1) { return Readback.length(value) }
        return nil
    }

    // MARK: Dart

    /// design_tokens.dart: each theme extension's instances (`AppColors.darkHigh`) and each
    /// group's constants (`AppSpace.gap`, `AppSpace.gapCompact`), read with the patterns the
    /// cross-output check reads the instances with; which instance or constant stands for a
    /// combination is found from the names that exist (the axes a token depends on).
    static func readDart(_ fixture: Fixture) throws -> AxisReadout? {
        let system = fixture.system
        let text = try String(contentsOf: fixture.folder.appendingPathComponent("dart/\(fixture.options.dart.fileName)"), encoding: .utf8)
        var instances: [String: [String: [String: String]]] = [:]  // class → instance → member → literal
        var constants: [String: [String: String]] = [:]  // class → name → literal
        var currentClass = ""
        var instance: String?
        // Cheap prefix tests first: the patterns run only on the lines that can match them.
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("class ") || line.hasPrefix("abstract final class "), let match = line.wholeMatch(of: /(?:abstract final )?class (\w+)(?: extends .*)? \{/) {
                currentClass = String(match.output.1)
            } else if line.hasPrefix("  static const "), line.hasSuffix("("),
                let match = line.wholeMatch(of: /\  static const (\w+) (\$?\w+) = (\w+)\(/), match.output.1 == match.output.3 {
                instance = String(match.output.2)
            } else if line == "  );" {
                instance = nil
            } else if let instance, line.hasPrefix("    "), let match = line.wholeMatch(of: /\    (\$?\w+): (.*),/) {
                instances[currentClass, default: [:]][instance, default: [:]][String(match.output.1)] = String(match.output.2)
            } else if line.hasPrefix("  static const "), let match = line.wholeMatch(of: /\  static const \S+ (\$?\w+) = (.*);/) {
                constants[currentClass, default: [:]][String(match.output.1)] = String(match.output.2)
            }
        }
        let model = DartEmitter(options: fixture.options.dart).viewModel(system).0
        let namer = DartNames(system: system, conventions: DartConventions(options: fixture.options.dart, modes: system.modes))
        var readout = AxisReadout()
        for container in model.containers {
            let named = instances[container.identifier]
            // An extension's instances share one set of axes: found once.
            let instanceNames = named.map { namer.names(Set($0.keys), base: nil) }
            for entry in container.entries where entry.type == .color || entry.type == .dimension {
                let base = Identifiers.bare(entry.identifier)
                let names = instanceNames ?? namer.names(Set((constants[container.identifier] ?? [:]).keys), base: base)
                for mode in system.modes.indices {
                    let name = names?(mode)
                    let literal = named != nil ? name.flatMap { named?[$0]?[entry.identifier] } : name.flatMap { constants[container.identifier]?[$0] }
                    readout[mode, entry.path.string] = nativeReadback(literal, entry.token)
                }
            }
        }
        return readout
    }

    /// Which Dart name stands for a mode: an instance (`base` nil; one per combination of the
    /// axes the extension depends on, or per mode) or a constant (`base`, suffixed with the
    /// combination of the axes it depends on, or the mode, unless it is the default's or the
    /// value is the same in every mode).
    struct DartNames {
        var system: DesignSystem
        var conventions: DartConventions

        func name(_ label: String, base: String?, isDefault: Bool) -> String {
            guard let base else { return Identifiers.dart(NameCasing.split(label)) }
            return isDefault ? base : base + NameCasing.upperCamel(NameCasing.split(label))
        }

        /// The name per mode among `existing`; nil when no set of axes explains them.
        func names(_ existing: Set<String>, base: String?) -> ((Int) -> String)? {
            guard system.axes.isMultiAxis else {
                return { mode in
                    let identifier = Identifiers.bare(conventions.modeIdentifier(system.modes[mode]))
                    guard let base else { return conventions.modeIdentifier(system.modes[mode]) }
                    // A constant has a sibling per mode only when its value differs between modes.
                    let variant = name(identifier, base: base, isDefault: mode == 0)
                    return existing.contains(variant) ? variant : base
                }
            }
            let axes = system.axes
            // The largest set of axes whose every combination has its name.
            let subsets = (0..<(1 << axes.axes.count)).map { bits in axes.axes.indices.filter { bits & (1 << $0) != 0 } }.sorted { $0.count > $1.count }
            for subset in subsets {
                let projected = system.modes.indices.map { mode in
                    let combination = axes.combination(of: mode)
                    return combination.indices.map { subset.contains($0) ? combination[$0] : 0 }
                }
                let names = projected.map { combination in
                    name(subset.isEmpty ? "standard" : subset.map { axes.axes[$0].values[combination[$0]] }.joined(separator: "+"), base: base, isDefault: axes.mode(of: combination) == 0)
                }
                if names.allSatisfy(existing.contains) { return { names[$0] } }
            }
            return nil
        }
    }

    // MARK: Swift

    /// `Themed`'s subscript in every mode, and what iOS (tvOS and visionOS take the same
    /// branch), macOS and watchOS show: SwiftProbe.
    static func readSwift(_ fixture: Fixture) throws -> [String: AxisReadout] {
        let system = fixture.system
        let source = try String(contentsOf: fixture.folder.appendingPathComponent("swift/\(fixture.options.swift.fileName)"), encoding: .utf8)
        let probe = SwiftProbe(system: system, model: SwiftEmitter(options: fixture.options.swift).viewModel(system).0, source: source)
        var readouts: [String: AxisReadout] = [:]
        for (platform, name) in [("uikit", "swift uikit (iOS, tvOS, visionOS)"), ("appkit", "swift appkit (macOS)"), ("watchos", "swift watchOS")] {
            guard let read = try probe.read(platform) else { continue }
            readouts["swift"] = read.themed
            var shown = read.shown
            for mode in system.modes.indices {
                if platform == "watchos", mode != probe.model.darkModeIndex { shown.inexpressible[mode] = Exception.watchOS.rawValue }
                if platform != "watchos", probe.reach(mode) == nil { shown.inexpressible[mode] = Exception.appleSettings.rawValue }
            }
            readouts[name] = shown
        }
        return readouts
    }

    // MARK: Asset catalog

    /// Each color set read as Xcode picks an entry: the one whose appearances (dark luminosity,
    /// high contrast) match exactly, a missing High Contrast entry falling back to Any or Dark.
    static func readAssetCatalog(_ fixture: Fixture) throws -> AxisReadout? {
        let system = fixture.system
        guard fixture.options.swift.assetCatalog else { return nil }
        let catalog = fixture.folder.appendingPathComponent("swift/\(fixture.options.swift.assetCatalogName)")
        let probe = SwiftProbe(system: system, model: SwiftEmitter(options: fixture.options.swift).viewModel(system).0, source: "")
        var readout = AxisReadout()
        for mode in system.modes.indices {
            // Only the system's settings choose: every other axis at its default.
            let others = system.axes.isMultiAxis ? system.axes.combination(of: mode).enumerated().filter { $0.offset != probe.scheme?.axis && $0.offset != probe.contrast?.axis } : []
            guard let reach = probe.reach(mode), others.allSatisfy({ $0.element == 0 }) else {
                readout.inexpressible[mode] = Exception.assetCatalog.rawValue
                continue
            }
            for token in system.tokens where token.type == .color {
                let url = catalog.appendingPathComponent("\(AssetCatalog.colorSetName(token.path, prefix: fixture.options.swift.assetCatalogPrefix)).colorset/Contents.json")
                guard let json = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any], let entries = json["colors"] as? [[String: Any]] else { continue }
                func entry(_ appearances: Set<String>) -> [String: Any]? {
                    entries.first { Set(($0["appearances"] as? [[String: String]] ?? []).map { $0["appearance"]! + "=" + $0["value"]! }) == appearances }
                }
                let dark = reach.dark == true
                let high = reach.high == true
                var wanted: Set<String> = dark ? ["luminosity=dark"] : []
                if high { wanted.insert("contrast=high") }
                let found = entry(wanted) ?? (high ? entry(wanted.subtracting(["contrast=high"])) : nil) ?? (dark ? entry([]) : nil)
                readout[mode, token.path.string] = (found?["color"] as? [String: Any]).flatMap(colorSetColor)
            }
        }
        return readout
    }

    /// A color set entry's color: sRGB with `0xHH` components, or Display P3 with decimals.
    static func colorSetColor(_ color: [String: Any]) -> String? {
        guard let components = color["components"] as? [String: String], let alpha = Double(components["alpha"] ?? "") else { return nil }
        let keys = ["red", "green", "blue"]
        if color["color-space"] as? String == "display-p3" {
            let values = keys.compactMap { components[$0].flatMap(Double.init) }
            return values.count == 3 ? Readback.p3(SIMD3(values[0], values[1], values[2]), alpha: alpha) : nil
        }
        let bytes = keys.compactMap { components[$0].flatMap { Int($0.dropFirst(2), radix: 16) } }
        return bytes.count == 3 ? Readback.color(RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: RGBA.to8Bit(alpha))) : nil
    }

    // MARK: Android

    /// DesignTokens.kt: with several axes what `KilnTheme` provides (`colorsFor(…)`'s holder,
    /// each group's `…For(…)` object), read by AndroidAxesTests' reader; with one axis each
    /// mode's color holder and group object (AndroidComposeTests' reader).
    static func readCompose(_ fixture: Fixture) throws -> AxisReadout? {
        let system = fixture.system
        let options = fixture.options.android
        let text = try String(contentsOf: fixture.folder.appendingPathComponent(options.folderPrefix + options.fileName), encoding: .utf8)
        let kotlin = try KotlinReader(text)
        let model = AndroidEmitter(options: options).viewModel(system).0
        let groups = system.axes.isMultiAxis ? [:] : AndroidComposeTests.groupValues(text, object: options.objectName, modes: model.modes.map(\.identifier))
        var readout = AxisReadout()
        for mode in system.modes.indices {
            let combination = system.axes.combination(of: mode)
            var cases: [String: String] = [:]
            for (axis, type) in kotlin.enumOrder.enumerated() where axis < combination.count { cases[type] = kotlin.enums[type]?[combination[axis]] }
            for container in model.containers {
                for entry in container.entries where entry.type == .color || entry.type == .dimension {
                    let literal: String?
                    if container.kind == "colors" {
                        let holder = system.axes.isMultiAxis ? kotlin.evaluate(kotlin.functions["colorsFor"], cases: cases) : model.modes[mode].identifier + "Colors"
                        literal = holder.flatMap { kotlin.holders[$0]?[entry.identifier] }
                    } else if system.axes.isMultiAxis {
                        literal = kotlin.evaluate(kotlin.groupFunctions[container.identifier], cases: cases).flatMap { kotlin.groupValue($0, entry.identifier) }
                    } else {
                        literal = groups[container.identifier]?[mode][entry.identifier]
                    }
                    readout[mode, entry.path.string] = nativeReadback(literal, entry.token)
                }
            }
        }
        return readout
    }

    /// The XML resources as a device reads them: with several axes AndroidAxesTests' reading;
    /// with one, `values-night/` over `values/` in the dark mode and `<name>__<mode>` in the others.
    static func readAndroidResources(_ fixture: Fixture) throws -> AxisReadout? {
        let system = fixture.system
        let res = fixture.folder.appendingPathComponent(fixture.options.android.folderPrefix + "res")
        var texts: [Int: [String: String]]
        if system.axes.isMultiAxis {
            texts = try AndroidAxesTests.resourceValues(res, system: system).values
        } else {
            texts = [:]
            func read(_ path: String) -> [String: String] {
                guard let data = try? Data(contentsOf: res.appendingPathComponent(path)) else { return [:] }
                var values: [String: String] = [:]
                for element in XMLReader.read(Array(data)).root?.children ?? [] { values[element.attribute("name") ?? ""] = element.text }
                return values
            }
            let day = read("values/colors.xml").merging(read("values/dimens.xml")) { a, _ in a }
            let night = read("values-night/colors.xml").merging(read("values-night/dimens.xml")) { a, _ in a }
            let model = AndroidEmitter(options: fixture.options.android).viewModel(system).0
            for mode in system.modes.indices {
                let suffix = "__" + Identifiers.androidResource(NameCasing.split(system.modes[mode]))
                for token in system.tokens where token.type == .color || token.type == .dimension {
                    let name = AndroidResources.name(token)
                    texts[mode, default: [:]][token.path.string] = mode == model.darkModeIndex && mode != model.lightModeIndex
                        ? night[name] ?? day[name] : mode == model.lightModeIndex ? day[name] : day[name + suffix] ?? day[name]
                }
            }
        }
        var readout = AxisReadout()
        for (mode, values) in texts {
            for (path, text) in values {
                guard let token = system[TokenPath(path)] else { continue }
                readout[mode, path] = token.type == .color ? Readback.color(text: androidColor(text)) : Readback.length(text: text)
            }
        }
        for mode in system.modes.indices where readout.values[mode] == nil { readout.values[mode] = [:] }
        return readout
    }

    /// `#AARRGGBB` (Android's order) as `#RRGGBBAA`.
    static func androidColor(_ text: String) -> String {
        text.count == 9 ? "#" + text.dropFirst(3) + text.dropFirst(1).prefix(2) : text
    }
}

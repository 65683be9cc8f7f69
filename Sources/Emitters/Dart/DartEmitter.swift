import DesignModel
import Diagnostics

/// `dart/design_tokens.dart` for Flutter: `ThemeExtension`s for what follows the theme (colors,
/// shadows, borders, gradients) with one `const` instance per mode and a correct
/// `copyWith`/`lerp`; `TextStyle`s, `double` lengths, `Duration`s, `Cubic` curves and spring
/// curves as `static const`s; palettes as enhanced enums.
struct DartEmitter: ViewModelEmitter {
    var options: DartOptions
    var template: TemplateSource?
    var identifier: String { "dart" }

    init(options: DartOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    static var reusesEntries: Bool { true }

    func conventions(for system: DesignSystem) -> DartConventions { DartConventions(options: options, modes: system.modes) }

    /// With a resident build's cache: fields, instance values and constants of unchanged tokens copied.
    func printFiles(_ model: ViewModel, conventions: DartConventions, cache: EmitCache?) -> PrintedFiles {
        let memo = cache?.pieces("dart", options: options, model: model)
        let printer = DartPrinter(options: options, model: model, memo: memo)
        let contents = PrintMemo.printFile(memo, model: model, piece: printer.piece, print: printer.print)
        memo?.prune(keeping: model)
        return PrintedFiles(files: [OutputFile(path: templatePath, contents: contents)])
    }
}

/// Prints the Dart view model. A final class, not a struct: every piece is printed through a
/// closure that captures the printer, and capturing a struct copies it (a retain and a release
/// of each of its options' and model's references) for every piece.
final class DartPrinter {
    let options: DartOptions
    let model: ViewModel
    /// A resident build's printed pieces (`EmitCache`); nil prints everything.
    let memo: PrintMemo?

    init(options: DartOptions, model: ViewModel, memo: PrintMemo? = nil) {
        self.options = options
        self.model = model
        self.memo = memo
    }

    private var prefix: String { options.classPrefix }

    func print() -> ByteText {
        var out = ByteText()
        // Room for the whole file, a little more a token than the benchmark sets print: a regrowth
        // copies the text and leaves the old buffer resident. Room never written costs address
        // space only: no page of it is touched.
        out.reserveCapacity(4096 + model.containers.reduce(0) { $0 + $1.entries.count } * 340)
        out += "// GENERATED CODE - DO NOT MODIFY BY HAND\n"
        out += "// \(Emitters.headerLine)\n"
        out += "// Modes: " + model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ") + ".\n"
        out += "//\n"
        out += "// ignore_for_file: type=lint, deprecated_member_use_from_same_package\n\n"
        out += "import 'dart:math' as math;\n\n"
        // material.dart exports physics.dart (`SpringDescription`) too: importing it again is
        // an `unnecessary_import`.
        out += "import 'package:flutter/material.dart';\n"
        for container in model.containers {
            if container.kind == "themeExtension" {
                printExtension(container, into: &out)
            } else {
                printGroup(container, into: &out)
            }
        }
        for palette in model.palettes { printPalette(palette, into: &out) }
        printSupport(into: &out)
        return out
    }

    private func doc(_ entry: ViewModel.Entry, indent: String, into out: inout ByteText) {
        for line in entry.doc {
            out += indent
            out += line.isEmpty ? "///" : "/// "
            out += line
            out += "\n"
        }
        if !entry.doc.isEmpty {
            out += indent
            out += "///\n"
        }
        out += indent
        out += "/// "
        SwiftPrinter.summary(entry.token, modes: model.modes, into: &out)
        out += "\n"
        if let deprecation = entry.deprecation {
            out += indent + "@Deprecated(\(Format.dartString(deprecation.reason.flatMap { $0.isEmpty ? nil : $0 } ?? "deprecated")))\n"
        }
    }

    private func text(_ literal: ViewModel.Literal??, fallback: ViewModel.Literal?) -> String {
        (literal ?? nil)?.text ?? fallback?.text ?? ""
    }

    // MARK: Theme extensions

    private func lerp(_ type: TokenType, _ name: String, into out: inout ByteText) {
        switch type {
        case .color: out += "Color.lerp("
        case .shadow: out += "BoxShadow.lerpList("
        case .border: out += "BorderSide.lerp("
        default: out += "LinearGradient.lerp("
        }
        out += name
        out += ", other."
        out += name
        out += type == .border ? ", t)" : ", t)!"
    }

    private func printExtension(_ container: ViewModel.Container, into out: inout ByteText) {
        let name = container.identifier
        let kind = container.entries.first.map { $0.type.rawValue } ?? "value"
        out += "\n/// The design system's \(kind) tokens, one instance per mode. Register them with your themes —\n"
        out += "/// `ThemeData(extensions: [\(name).\(instances(container).first { $0.index == instanceMode(model.lightModeIndex, of: container) }?.identifier ?? model.modes[0].identifier)])` — and read them with\n"
        out += "/// `\(name).of(context)`.\n"
        out += "@immutable\nclass \(name) extends ThemeExtension<\(name)> {\n"
        out += "  const \(name)({\n"
        // The constructor, copyWith and lerp lines show names, types and kinds only: a rebuild
        // copies them while those stay (a changed value keeps them).
        let sameName = { (a: ViewModel.Entry, b: ViewModel.Entry) in a.identifier == b.identifier }
        let sameNameAndType = { (a: ViewModel.Entry, b: ViewModel.Entry) in
            a.identifier == b.identifier && a.platformType == b.platformType && a.type == b.type
        }
        out.chunk(memo, "init/" + name, container.entries, alike: sameName) { out in
            for entry in container.entries {
                out += "    required this."
                out += entry.identifier
                out += ",\n"
            }
        }
        out += "  });\n"
        for entry in container.entries {
            out.piece(memo, 1, entry) { piece(1, entry, into: &$0) }
        }
        let instances = instances(container)
        for (index, identifier, label) in instances {
            out += "\n  /// The `\(label)` \(model.axes.isMultiAxis ? "combination" : "mode")\(index == 0 ? " (the default)" : "").\n"
            out += "  static const \(name) \(identifier) = \(name)(\n"
            for entry in container.entries {
                out.piece(memo, 100 + index, entry) { piece(100 + index, entry, into: &$0) }
            }
            out += "  );\n"
        }
        let light = instances.first { $0.index == instanceMode(model.lightModeIndex, of: container) }?.identifier ?? instances[0].identifier
        let dark = instances.first { $0.index == instanceMode(model.darkModeIndex, of: container) }?.identifier ?? light
        out += "\n  /// The instance registered with the current theme, or else the one for its brightness.\n"
        out += "  static \(name) of(BuildContext context) {\n"
        out += "    final ThemeData theme = Theme.of(context);\n"
        out += "    return theme.extension<\(name)>() ?? (theme.brightness == Brightness.dark ? \(dark) : \(light));\n"
        out += "  }\n\n"
        out += "  @override\n  \(name) copyWith({\n"
        out.chunk(memo, "copyWith/" + name, container.entries, alike: sameNameAndType) { out in
            for entry in container.entries {
                out += "    "
                out += entry.platformType
                out += "? "
                out += entry.identifier
                out += ",\n"
            }
            out += "  }) {\n    return \(name)(\n"
            for entry in container.entries {
                out += "      "
                out += entry.identifier
                out += ": "
                out += entry.identifier
                out += " ?? this."
                out += entry.identifier
                out += ",\n"
            }
        }
        out += "    );\n  }\n\n"
        out += "  @override\n  \(name) lerp(covariant ThemeExtension<\(name)>? other, double t) {\n"
        out += "    if (other is! \(name)) return this;\n    return \(name)(\n"
        out.chunk(memo, "lerp/" + name, container.entries, alike: sameNameAndType) { out in
            for entry in container.entries {
                out += "      "
                out += entry.identifier
                out += ": "
                lerp(entry.type, entry.identifier, into: &out)
                out += ",\n"
            }
        }
        out += "    );\n  }\n}\n"
    }

    /// The piece `section` of `entry` (`PrintMemo.printFile`): 0 a group's constant, 1 a theme
    /// extension's field, 100 + mode its value in that mode's instance.
    func piece(_ section: Int, _ entry: ViewModel.Entry, into out: inout ByteText) {
        switch section {
        case 0:
            printConstant(entry, into: &out)
        case 1:
            out += "\n"
            doc(entry, indent: "  ", into: &out)
            out += "  final "
            out += entry.platformType
            out += " "
            out += entry.identifier
            out += ";\n"
        default:
            out += "    "
            out += entry.identifier
            out += ": "
            // The mode's literal, else the first that resolved, read in place (no copy of it).
            entry.withLiteral(section - 100) { out += $0.text }
            out += ",\n"
        }
    }

    // MARK: Axes

    /// True when `mode` sets only `axes` (every other axis at its default).
    private func isCombination(_ mode: Int, of axes: [Int]) -> Bool {
        let combination = model.axes.combination(of: mode)
        return combination.indices.allSatisfy { axes.contains($0) || combination[$0] == 0 }
    }

    /// `dark+high`: the values of `axes` in `mode`.
    private func label(_ mode: Int, axes: [Int]) -> String {
        let combination = model.axes.combination(of: mode)
        return axes.isEmpty ? "standard" : axes.map { model.axes.axes[$0].values[combination[$0]] }.joined(separator: "+")
    }

    /// The axes any token of the container depends on.
    private func dependence(_ container: ViewModel.Container) -> [Int] {
        var axes: Set<Int> = []
        for entry in container.entries where entry.variesByMode { axes.formUnion(model.axes.dependence(Array(entry.values))) }
        return axes.sorted()
    }

    /// A theme extension's instances: one per mode, or with several axes one per combination
    /// that occurs — of the axes its tokens depend on (`lightNormal`, `darkHigh`).
    private func instances(_ container: ViewModel.Container) -> [(index: Int, identifier: String, label: String)] {
        guard model.axes.isMultiAxis else { return model.modes.enumerated().map { ($0.offset, $0.element.identifier, $0.element.name) } }
        let axes = dependence(container)
        return model.modes.indices.filter { isCombination($0, of: axes) }.map { mode in
            let label = label(mode, axes: axes)
            return (mode, Identifiers.dart(NameCasing.split(label)), label)
        }
    }

    /// The instance that stands for `mode`: its values on the container's axes, the others at their defaults.
    private func instanceMode(_ mode: Int, of container: ViewModel.Container) -> Int {
        guard model.axes.isMultiAxis else { return mode }
        let axes = dependence(container)
        let combination = model.axes.combination(of: mode)
        return model.axes.mode(of: combination.indices.map { axes.contains($0) ? combination[$0] : 0 })
    }

    // MARK: Groups

    private func printGroup(_ container: ViewModel.Container, into out: inout ByteText) {
        out += "\n/// The `\(container.group ?? container.identifier)` tokens.\n"
        out += "abstract final class \(container.identifier) {\n"
        var first = true
        for entry in container.entries {
            if !first { out += "\n" }
            first = false
            out.piece(memo, 0, entry) { piece(0, entry, into: &$0) }
        }
        out += "}\n"
    }

    /// A group token's constant, and its values in the other modes beside it.
    private func printConstant(_ entry: ViewModel.Entry, into out: inout ByteText) {
        doc(entry, indent: "  ", into: &out)
        out += "  static const "
        out += entry.platformType
        out += " "
        out += entry.identifier
        out += " = "
        // The default mode's literal, else the first that resolved, read in place.
        entry.withLiteral(0) { out += $0.text }
        out += ";\n"
        guard entry.variesByMode else { return }
        let fallback = entry.firstResolved
        if model.axes.isMultiAxis {
            // Only the combinations of the axes the value depends on (`gapCompact`).
            let axes = model.axes.dependence(Array(entry.values))
            for mode in model.modes.indices.dropFirst() where isCombination(mode, of: axes) {
                let label = label(mode, axes: axes)
                let variant = Identifiers.bare(entry.identifier) + NameCasing.upperCamel(NameCasing.split(label))
                out += "\n  /// `\(entry.path)` in the `\(label)` combination.\n"
                out += "  static const \(entry.platformType) \(variant) = \(text(entry.values[mode], fallback: fallback));\n"
            }
            return
        }
        // Not a theme extension: the other modes' values sit beside it, suffixed with the mode.
        for (index, mode) in model.modes.enumerated().dropFirst() {
            let variant = Identifiers.bare(entry.identifier) + NameCasing.upperCamel(NameCasing.split(Identifiers.bare(mode.identifier)))
            out += "\n  /// `\(entry.path)` in the `\(mode.name)` mode.\n"
            out += "  static const \(entry.platformType) \(variant) = \(text(entry.values[index], fallback: fallback));\n"
        }
    }

    // MARK: Palettes

    private func printPalette(_ palette: ViewModel.Palette, into out: inout ByteText) {
        let name = palette.identifier
        let hasEmoji = palette.members.contains { $0.emoji != nil }
        let categoryType = palette.categoryType
        let hasCategory = palette.members.contains { $0.category != nil }
        let colorFields = model.modes.map { $0.identifier + "Color" }
        out += "\n/// The categorical palette `\(palette.path)`, its members in display order.\n"
        out += "enum \(name) {\n"
        for (index, member) in palette.members.enumerated() {
            var fields = ["displayName: \(Format.dartString(member.displayName))"]
            if hasEmoji { fields.append("emoji: " + (member.emoji.map(Format.dartString) ?? "null")) }
            if let categoryType, let categoryCase = member.categoryCase {
                fields.append("category: \(categoryType).\(categoryCase)")
            } else if hasCategory {
                fields.append("category: " + (member.category.map(Format.dartString) ?? "null"))
            }
            let fallback = member.color.firstResolved
            for (modeIndex, field) in colorFields.enumerated() {
                fields.append("\(field): \(text(member.color.values[modeIndex], fallback: fallback))")
            }
            out += "  \(member.caseName)(\(fields.joined(separator: ", ")))"
            out += index == palette.members.count - 1 ? ";\n" : ",\n"
        }
        var parameters = ["required this.displayName"]
        if hasEmoji { parameters.append(palette.allHaveEmoji ? "required this.emoji" : "this.emoji") }
        if hasCategory { parameters.append(categoryType != nil ? "required this.category" : "this.category") }
        parameters += colorFields.map { "required this.\($0)" }
        out += "\n  const \(name)({\(parameters.joined(separator: ", "))});\n\n"
        out += "  /// The member's display name (`name` is Dart's own name of the enum value).\n"
        out += "  final String displayName;\n"
        if hasEmoji { out += "  final String\(palette.allHaveEmoji ? "" : "?") emoji;\n" }
        if hasCategory { out += "  final \(categoryType ?? "String?") category;\n" }
        for (mode, field) in zip(model.modes, colorFields) {
            out += "\n  /// The member's color in the `\(mode.name)` mode.\n  final Color \(field);\n"
        }
        out += "\n  /// The member's color for a brightness.\n"
        out += "  Color colorFor(Brightness brightness) => brightness == Brightness.dark ? \(colorFields[model.darkModeIndex]) : \(colorFields[model.lightModeIndex]);\n\n"
        out += "  /// The member's color in the current theme.\n"
        out += "  Color of(BuildContext context) => colorFor(Theme.of(context).brightness);\n"
        out += "}\n"
        if let categoryType {
            out += "\n/// The categories of `\(name)`.\n"
            out += "enum \(categoryType) { \(palette.categories.map(\.identifier).joined(separator: ", ")) }\n"
        }
    }

    // MARK: Support types

    private func printSupport(into out: inout ByteText) {
        out += """

            /// A spring as SwiftUI describes it: `response` (seconds) and `dampingFraction` (1: no bounce).
            ///
            /// Flutter has no such spring, so it is approximated: [description] is the exact physics
            /// (mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response) for a
            /// `SpringSimulation`; as a [Curve] it follows the same motion over [duration], the time the
            /// spring takes to settle within 0.1% — use both together:
            /// `AnimatedContainer(duration: s.duration, curve: s, …)`.
            @immutable
            class \(prefix)Spring extends Curve {
              const \(prefix)Spring({required this.response, required this.dampingFraction, required this.duration});

              final double response;
              final double dampingFraction;

              /// How long the spring takes to settle within 0.1% of its target.
              final Duration duration;

              /// The spring's physics, for `SpringSimulation`.
              SpringDescription get description {
                final double omega = 2.0 * math.pi / response;
                return SpringDescription(mass: 1.0, stiffness: omega * omega, damping: 2.0 * dampingFraction * omega);
              }

              @override
              double transformInternal(double t) {
                final double time = t * duration.inMicroseconds / Duration.microsecondsPerSecond;
                final double omega = 2.0 * math.pi / response;
                final double zeta = dampingFraction;
                if (zeta < 1.0) {
                  final double damped = omega * math.sqrt(1.0 - zeta * zeta);
                  final double envelope = math.exp(-zeta * omega * time);
                  return 1.0 - envelope * (math.cos(damped * time) + (zeta * omega / damped) * math.sin(damped * time));
                }
                if (zeta == 1.0) {
                  return 1.0 - math.exp(-omega * time) * (1.0 + omega * time);
                }
                final double s = omega * math.sqrt(zeta * zeta - 1.0);
                final double r1 = -zeta * omega + s;
                final double r2 = -zeta * omega - s;
                return 1.0 - (r1 * math.exp(r2 * time) - r2 * math.exp(r1 * time)) / (r1 - r2);
              }
            }

            /// A duration, a delay and a curve, used together.
            @immutable
            class \(prefix)Transition {
              const \(prefix)Transition({required this.duration, this.delay = Duration.zero, required this.curve});

              final Duration duration;
              final Duration delay;
              final Curve curve;
            }

            /// How a line is drawn: a CSS keyword (`solid`, `dashed`, …) or a dash pattern with a cap.
            /// Flutter's borders draw solid lines only; painters can use [dashArray].
            @immutable
            class \(prefix)StrokeStyle {
              const \(prefix)StrokeStyle({this.keyword, this.dashArray = const <double>[], this.lineCap = StrokeCap.butt});

              final String? keyword;
              final List<double> dashArray;
              final StrokeCap lineCap;
            }

            """
    }
}

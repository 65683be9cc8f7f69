import Diagnostics
import Emitters
import YAMLSource

/// kiln.yaml's `packages:` (docs/outputs.md §19), read from the packages' descriptors
/// (`PackageFormats.builtIn`):
///
/// ```yaml
/// packages: [swift, android, dart, npm]       # on, with their defaults
/// packages:
///   swift: true
///   npm: { name: "@acme/tokens", version: 1.4.0 }   # settings turn a package on
///   dart: false
/// ```
extension KilnConfig {
    mutating func parsePackages(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        guard !pair.value.isNull else { return }
        guard let pairs = pair.value.pairs else { return parsePackageList(pair.value, diagnostics: &diagnostics) }
        let known = PackageFormats.builtIn.names
        for item in pairs {
            guard let format = PackageFormats.builtIn.named(item.name) else {
                diagnostics.append(
                    .warning(
                        .configUnknownKey, "unknown package \"\(item.name)\" in `packages`; packages: \(known.joined(separator: ", "))",
                        at: item.key.range))
                continue
            }
            settingRanges["packages.\(format.name)"] = item.key.range
            if item.value.isNull {
                packages.enabled.insert(format.name)
            } else if let flag = item.value.bool {
                if flag { packages.enabled.insert(format.name) } else { packages.enabled.remove(format.name) }
            } else if let settings = item.value.pairs {
                var reader = SectionReader(section: "packages.\(format.name)", diagnostics: diagnostics)
                var options = packages[package: format]
                reader.read(settings, settings: format.settings, into: &options)
                packages[package: format] = options
                diagnostics = reader.diagnostics
                packages.enabled.insert(format.name)
            } else {
                diagnostics.append(
                    .error(
                        .configInvalid, "`packages.\(format.name)` must be true, false or a mapping of its settings, found \(item.value.kindDescription)",
                        at: item.value.range))
            }
        }
    }

    /// `packages: [swift, npm]` (or one name): those packages on, with their defaults.
    private mutating func parsePackageList(_ node: YAMLNode, diagnostics: inout [Diagnostic]) {
        let known = PackageFormats.builtIn.names
        for item in node.items ?? [node] {
            guard let name = item.scalar?.value, !item.isNull, known.contains(name) else {
                let found = item.scalar.map { "\"\($0.value)\"" } ?? item.kindDescription
                diagnostics.append(
                    .error(.configInvalid, "`packages` must name packages (\(known.joined(separator: ", "))), found \(found)", at: item.range))
                continue
            }
            settingRanges["packages.\(name)"] = item.range
            packages.enabled.insert(name)
        }
    }

    /// A package that would hold nothing (none of its outputs in `outputs:`), or that another
    /// setting makes useless, is worth a warning where kiln.yaml turns it on.
    mutating func checkPackages(diagnostics: inout [Diagnostic]) {
        for format in PackageFormats.builtIn where packages.enabled.contains(format.name) {
            let range = settingRanges["packages.\(format.name)"] ?? settingRanges["packages"] ?? .none
            let members = format.outputs.filter(outputs.contains)
            if members.isEmpty {
                let quoted = format.outputs.map { "`\($0)`" }
                let names = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
                diagnostics.append(
                    .warning(
                        .configPackage, "the \(format.title) holds the \(names) output, which `outputs:` does not build; it is not written",
                        at: range, hint: "add `\(format.outputs[0])` to `outputs:`, or turn the package off"))
                continue
            }
            let context = PackageContext(projectName: name ?? "", outputs: members, emitters: emitters)
            for problem in format.warnings(options: packages, context: context) {
                diagnostics.append(.warning(.configPackage, problem, at: range))
            }
        }
    }
}

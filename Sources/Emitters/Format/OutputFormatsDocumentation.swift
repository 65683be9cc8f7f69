/// The parts of docs/outputs.md written from the formats' descriptors: the table of outputs and
/// the reference of their kiln.yaml settings with their defaults. A test compares them with the
/// committed page.
extension [OutputFormat] {
    /// docs/outputs.md's table of what each output writes: one row per format.
    public var outputsTable: String {
        var lines = ["| output | files (defaults) | holds |", "|---|---|---|"]
        for format in self { lines.append("| `\(format.name)` | \(format.files) | \(format.summary) |") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// docs/outputs.md's settings of the outputs, as YAML: `outputs:` and each format's section
    /// with every key at its default, and the key's summary beside it.
    public var settingsReference: String {
        var out = "outputs: [" + (names + ["site"]).joined(separator: ", ") + "]\n"
        for format in self {
            out += "\n\(format.name):\n"
            for setting in format.settings {
                let value = setting.read(format.defaults).map(Self.yaml) ?? "…"
                let line = "  \(setting.name): \(value)"
                out += line + String(repeating: " ", count: Swift.max(1, 32 - line.count)) + "# " + setting.summary + "\n"
            }
        }
        return out
    }

    /// A default as YAML: plain where YAML reads it back as the same text, quoted otherwise.
    static func yaml(_ value: OutputSettingValue) -> String {
        switch value {
        case .flag(let flag): flag ? "true" : "false"
        case .text(let text): yamlText(text)
        case .texts(let texts): "[" + texts.map(yamlText).joined(separator: ", ") + "]"
        case .integer(let number): String(number)
        }
    }

    private static func yamlText(_ text: String) -> String {
        let plain =
            !text.isEmpty && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._/-".unicodeScalars.contains($0) }
            && !text.hasPrefix("-") && Double(text) == nil
        guard !plain else { return text }
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}

/// The parts of docs/outputs.md written from the packages' descriptors: the table of packages
/// and the reference of their settings under `packages:`.
extension [PackageFormat] {
    /// docs/outputs.md's table of the packages: one row per package.
    public var packagesTable: String {
        var lines = ["| package | holds | files (defaults) |", "|---|---|---|"]
        for package in self {
            let outputs = package.outputs.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(package.name)`: \(package.title) | \(outputs) | \(package.files) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// docs/outputs.md's settings of the packages, as YAML: each package's section with every
    /// key at its default (`…` for a default worked out from other settings) and its summary.
    public var settingsReference: String {
        var out = "packages:\n"
        for package in self {
            out += "  \(package.name):\n"
            for setting in package.settings {
                let value = setting.read(package.defaults).map([OutputFormat].yaml) ?? "…"
                let line = "    \(setting.name): \(value)"
                out += line + String(repeating: " ", count: Swift.max(1, 32 - line.count)) + "# " + setting.summary + "\n"
            }
        }
        return out
    }
}

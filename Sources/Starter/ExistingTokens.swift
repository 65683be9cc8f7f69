import Foundation

/// `kiln init --from PATH`: a kiln.yaml that reads an existing DTCG token set (a file or a
/// folder) or a DTCG resolver file, in place. Nothing is copied.
struct ExistingTokens {
    enum Kind: Equatable {
        /// Token files, as globs or a file path relative to the project.
        case tokens([String])
        /// A resolver file relative to the project.
        case resolver(String)
    }

    struct Problem: Error {
        var message: String
    }

    var kind: Kind

    /// Reads what is at `path` (absolute, or relative to the current folder).
    static func locate(_ path: String, projectRoot: URL) -> Result<ExistingTokens, Problem> {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return .failure(Problem(message: "--from \"\(path)\" does not exist"))
        }
        let relative = relativePath(of: url, to: projectRoot)
        guard isFolder.boolValue else {
            return .success(ExistingTokens(kind: isResolver(url) ? .resolver(relative) : .tokens([relative])))
        }
        var resolvers: [String] = []
        var extensions = Set<String>()
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let file = walker?.nextObject() as? URL {
            let name = file.lastPathComponent
            if name.hasSuffix(".resolver.json") { resolvers.append(relativePath(of: file, to: projectRoot)) }
            if name.hasSuffix(".tokens.json") { extensions.insert("tokens.json") }
            else if name.hasSuffix(".json") { extensions.insert("json") }
            else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { extensions.insert(String(name.split(separator: ".").last!)) }
        }
        if resolvers.count == 1 { return .success(ExistingTokens(kind: .resolver(resolvers[0]))) }
        if resolvers.count > 1 {
            return .failure(
                Problem(message: "--from \"\(path)\" holds several resolver files (\(resolvers.sorted().joined(separator: ", "))); name the one to use"))
        }
        // `.tokens.json` is DTCG's extension; other JSON files count only without any.
        var globs: [String] = []
        if extensions.contains("tokens.json") { globs.append("\(relative)/**/*.tokens.json") }
        else if extensions.contains("json") { globs.append("\(relative)/**/*.json") }
        for ext in ["yaml", "yml"] where extensions.contains(ext) { globs.append("\(relative)/**/*.\(ext)") }
        guard !globs.isEmpty else {
            return .failure(Problem(message: "--from \"\(path)\" holds no token files (.tokens.json, .json, .yaml)"))
        }
        return .success(ExistingTokens(kind: .tokens(globs)))
    }

    /// A resolver names `resolutionOrder` (DTCG resolver module); its usual name ends in `.resolver.json`.
    static func isResolver(_ url: URL) -> Bool {
        if url.lastPathComponent.hasSuffix(".resolver.json") { return true }
        guard url.pathExtension == "json", let data = FileManager.default.contents(atPath: url.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["resolutionOrder"] != nil
    }

    /// `url` relative to `root` when inside it (`tokens`, `design/tokens.json`), else with `..`
    /// steps, so kiln.yaml keeps working when the folders move together.
    static func relativePath(of url: URL, to root: URL) -> String {
        let target = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let base = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = Array(target[common...])
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// True when the tokens are read from outside the project folder (a path with `..`).
    var isOutsideProject: Bool {
        switch kind {
        case .tokens(let globs): globs.contains { $0.hasPrefix("../") }
        case .resolver(let path): path.hasPrefix("../")
        }
    }

    var config: String {
        var text = StarterFiles.configHeader + "# Kiln settings (written by `kiln init --from`). Every key is optional; your editor completes\n"
        text += "# and checks them through the schema named on the first line.\n\n"
        switch kind {
        case .tokens(let globs):
            text += "# The existing DTCG token files, read in place.\n"
            text += "tokens:\n" + globs.map { "  - \"\($0)\"\n" }.joined()
            text += "\n# The modes a color may give values for (in `$extensions.mode`); a color without a value\n"
            text += "# for a mode uses its `$value` there.\n"
            text += "modes: [light, dark]\n"
        case .resolver(let path):
            text += "# The DTCG resolver: it names the token files and the modes.\n"
            text += "resolver: \"\(path)\"\n"
        }
        text += """

            # Where the screen specs are (Markdown); add some to check contrast and sizes as used.
            specs: specs/

            # Decides the touch-target and font-size minimums the checks use: ios, android, web.
            platform: ios

            # Where `kiln build` writes the generated files.
            output: output

            """
        if isOutsideProject {
            text += """

                # The token files are outside this folder, and the spec site shows source files only
                # from inside it.
                site:
                  sources: false

                """
        }
        return text
    }
}

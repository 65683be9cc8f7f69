import DesignModel
import Diagnostics

/// The packages one build writes: which output goes into which package, and the emitter that
/// puts it there. An output is packaged when its package is on and kiln.yaml's `outputs:`
/// builds it (so a package's manifest never depends on `--outputs`).
public struct Packaging: Sendable {
    /// Each packaged output's package layout and whether it writes the manifest.
    private var placements: [String: (layout: PackageLayout, folder: String, writesManifest: Bool)] = [:]

    /// - Parameters:
    ///   - projectName: what package names default to.
    ///   - outputs: the outputs kiln.yaml's `outputs:` builds.
    ///   - formats: the output formats (their folders are left for the package's).
    public init(
        packages: [PackageFormat] = PackageFormats.builtIn, options: PackageOptions, projectName: String, outputs: [String],
        emitters: EmitterOptions, formats: [OutputFormat] = OutputFormats.builtIn
    ) {
        for package in packages where options.enabled.contains(package.name) {
            let members = package.outputs.filter { outputs.contains($0) && formats.named($0) != nil }
            guard let first = members.first else { continue }
            let context = PackageContext(projectName: projectName, outputs: members, emitters: emitters)
            let layout = package.layout(options: options, context: context)
            for member in members {
                guard let format = formats.named(member) else { continue }
                placements[member] = (layout, emitters[format: format].folderPrefix, member == first)
            }
        }
    }

    /// Whether `output` is written into a package.
    public func isPackaged(_ output: String) -> Bool { placements[output] != nil }

    /// `emitter`, writing its files into its package when it has one.
    public func wrap(_ emitter: any Emitter) -> any Emitter {
        guard let placement = placements[emitter.identifier] else { return emitter }
        return PackagedEmitter(inner: emitter, layout: placement.layout, folder: placement.folder, writesManifest: placement.writesManifest)
    }
}

/// An output's emitter whose files are moved into its package, and which adds the package's
/// own files when it is the package's first output. Problems (a name collision) are the inner
/// emitter's: with an error, nothing of the output is written, the manifest neither.
struct PackagedEmitter: Emitter {
    var inner: any Emitter
    var layout: PackageLayout
    /// The output's own folder with its slash: taken off before the file is placed.
    var folder: String
    var writesManifest: Bool

    var identifier: String { inner.identifier }

    func viewModel(_ system: DesignSystem) -> (ViewModel, [Diagnostic]) { inner.viewModel(system) }

    func emit(_ system: DesignSystem) -> EmitResult { emit(system, cache: nil) }

    func emit(_ system: DesignSystem, cache: EmitCache?) -> EmitResult {
        var result = inner.emit(system, cache: cache)
        let root = layout.rootPrefix
        var placed: [OutputFile] = []
        for index in result.files.indices {
            let path = result.files[index].path
            let inFolder = path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
            let inPackage = layout.place(identifier, inFolder)
            result.files[index].path = root + inPackage
            if writesManifest { placed.append(OutputFile(path: inPackage, contents: result.files[index].contents)) }
        }
        if writesManifest, !result.files.isEmpty {
            result.files += layout.manifest(placed).map { OutputFile(path: root + $0.path, contents: $0.contents) }
        }
        return result
    }
}

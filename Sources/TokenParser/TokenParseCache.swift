import Diagnostics
import Foundation

/// Parsed token files kept across builds by a resident process (`kiln watch`, `kiln serve`):
/// a rebuild parses only the files whose text changed and reuses the rest.
///
/// Keyed by path and the whole text (compared byte for byte, so an edit that restores the old
/// bytes is a hit) and by the modes, which the reader needs. Safe to use from both cores at once.
///
/// A reused file hands over the very `RawToken` objects of its first parse, not copies: raw
/// tokens are not changed once read (the steps that change one — group inheritance, the
/// resolver-file merge — change a `copy()`), so sharing them is safe, and it is what makes
/// `TokenResolveCache` see an unchanged token by identity instead of comparing node trees.
/// Copying them would cost a class allocation and a retain per field for every token of every
/// unchanged file on each rebuild, most of `parse` in `kiln watch`.
public final class TokenParseCache: @unchecked Sendable {
    private struct Entry {
        var text: String
        var modes: [String]
        var reader: TokenDocumentReader
        var diagnostics: [Diagnostic]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var used: Set<String> = []
    /// Files parsed and files reused since the last `beginBuild()`, for `--verbose` and the tests.
    public private(set) var parsed = 0
    public private(set) var reused = 0

    public init() {}

    /// Starts counting a new build; entries of files the previous build did not read are dropped.
    public func beginBuild() {
        lock.withLock {
            if !used.isEmpty { entries = entries.filter { used.contains($0.key) } }
            used = []
            parsed = 0
            reused = 0
        }
    }

    func reader(for file: SourceFile, modes: [String], parse: () -> (TokenDocumentReader, [Diagnostic])) -> (TokenDocumentReader, [Diagnostic]) {
        let cached: Entry? = lock.withLock {
            used.insert(file.path)
            return entries[file.path]
        }
        if let cached, cached.modes == modes, cached.text == file.text {
            lock.withLock { reused += 1 }
            return (cached.reader, cached.diagnostics)
        }
        let (reader, diagnostics) = parse()
        lock.withLock {
            parsed += 1
            entries[file.path] = Entry(text: file.text, modes: modes, reader: reader, diagnostics: diagnostics)
        }
        return (reader, diagnostics)
    }
}

import DesignModel
import Diagnostics

/// The file system's limits on the names of generated files, checked before anything is written:
/// a file or folder name of at most 255 bytes (`NAME_MAX` on Linux and macOS) and a path of at
/// most 4,095 (`PATH_MAX` less its NUL) with the output folder in front.
///
/// Outputs are named after tokens (the Xcode asset catalog's color sets) and after token and
/// spec files (the site's source pages), so a very long token name, deeply nested groups or a
/// long file name would make the write fail with an unlocated "File name too long". The error
/// points at what the name came from instead, and says what the limit is.
enum OutputNameLimits {
    static let maximumNameBytes = 255
    static let maximumPathBytes = 4095

    /// One error per output whose file `files` holds a name or path over the limits (the first
    /// such file), located at the token or input file the name was made from (at the output
    /// setting of kiln.yaml when none is recognizable in it). `folder`: the output folder's
    /// absolute path.
    static func problems(
        _ files: [OutputFile], output: String, folder: String, system: DesignSystem, inputFiles: [String], fallback: SourceRange
    ) -> [Diagnostic] {
        for file in files {
            let components = file.path.split(separator: "/")
            let fullLength = folder.utf8.count + 1 + file.path.utf8.count
            if let long = components.first(where: { $0.utf8.count > maximumNameBytes }) {
                let what = "the \(output) output's file \"\(abbreviated(String(long)))\" would have a name of \(long.utf8.count) bytes"
                return [problem(what + "; file names are at most \(maximumNameBytes) bytes", in: String(long), system: system, inputFiles: inputFiles, fallback: fallback)]
            }
            if fullLength > maximumPathBytes {
                let what = "the \(output) output's file \"\(abbreviated(file.path))\" would have a path of \(fullLength) bytes"
                return [problem(what + "; paths are at most \(maximumPathBytes) bytes", in: file.path, system: system, inputFiles: inputFiles, fallback: fallback)]
            }
        }
        return []
    }

    /// The error for a name made from something in `name`: the longest token path, or input
    /// file name, found in it (compared by letters and digits only, as the outputs' naming
    /// conventions change case and separators).
    private static func problem(_ message: String, in name: String, system: DesignSystem, inputFiles: [String], fallback: SourceRange) -> Diagnostic {
        let haystack = letters(name)
        var best: (length: Int, range: SourceRange, what: String)?
        for token in system.tokens {
            let needle = letters(token.path.string)
            guard needle.count > (best?.length ?? 0), haystack.contains(needle) else { continue }
            best = (needle.count, token.range, "the token \"\(abbreviated(token.path.string))\"")
        }
        for file in inputFiles {
            let needle = letters(String(file.split(separator: "/").last ?? ""))
            guard needle.count > (best?.length ?? 0), haystack.contains(needle) else { continue }
            best = (needle.count, .file(file), "this file's name")
        }
        let hint = "shorten the name (or the groups above it); Kiln names files after tokens and input files"
        guard let best else { return .error(.outputNameTooLong, message, at: fallback, hint: hint) }
        return .error(.outputNameTooLong, message + ", made from \(best.what)", at: best.range, hint: hint)
    }

    /// Lowercased ASCII letters and digits.
    private static func letters(_ text: String) -> [UInt8] {
        text.utf8.compactMap { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            default: nil
            }
        }
    }

    private static func abbreviated(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(28)) + "…" + String(text.suffix(28))
    }
}

extension Array where Element == UInt8 {
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= count else { return false }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}

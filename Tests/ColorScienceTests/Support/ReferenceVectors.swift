import ColorScience
import Foundation
import Testing

/// One data row of a reference CSV, keyed by header, with its 1-based line number for messages.
struct CSVRow: Sendable {
    let file: String
    let line: Int
    let fields: [String: String]

    subscript(_ column: String) -> String {
        guard let value = fields[column] else { preconditionFailure("\(file) has no column '\(column)'") }
        return value
    }

    func double(_ column: String) -> Double {
        guard let value = Double(self[column]) else {
            preconditionFailure("\(file):\(line): '\(column)' is not a number")
        }
        return value
    }

    func color(_ column: String) -> RGBA {
        guard let value = RGBA(hex: self[column]) else {
            preconditionFailure("\(file):\(line): '\(column)' is not a hex color")
        }
        return value
    }
}

/// Loads the copied reference vectors from the test bundle (`Vectors/`, see its README).
enum ReferenceVectors {
    static let contrast = load("contrast-vectors")
    static let oklab = load("oklab-vectors")
    static let ciede2000 = load("ciede2000-sharma")
    static let cvd = load("cvd-vectors")

    /// Empty when the file cannot be found; `VectorFileTests` turns that into a failure.
    static func load(_ name: String) -> [CSVRow] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Vectors"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        let records = parseCSV(text)
        guard let header = records.first else { return [] }
        return records.dropFirst().enumerated().compactMap { offset, record in
            guard record.count == header.count else { return nil }
            return CSVRow(
                file: name + ".csv", line: offset + 2, fields: Dictionary(uniqueKeysWithValues: zip(header, record)))
        }
    }

    /// RFC 4180 CSV: commas, double-quoted fields with "" escapes, LF or CRLF line ends.
    static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            pending = next
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",":
                record.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                record.append(field)
                field = ""
                if record != [""] { records.append(record) }
                record = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}

/// Half a unit in the last decimal place a reference value is written with: "2.775066804" → 5e-10.
/// A tiny relative slack covers binary representation of the decimal itself.
func tolerance(ofDecimal text: String) -> Double {
    let digits = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
    var unit = 1.0
    for _ in 0..<digits { unit /= 10 }
    return unit / 2 + 1e-12
}

/// Whether `actual` equals the decimal `expected` to the precision it is written with.
func matchesDecimal(_ actual: Double, _ expected: String) -> Bool {
    guard let value = Double(expected) else { return false }
    return abs(actual - value) <= tolerance(ofDecimal: expected)
}

extension CSVRow: CustomTestStringConvertible {
    var testDescription: String {
        switch file {
        case "contrast-vectors.csv":
            let alpha = self["fg_alpha"] == "1" ? "" : "@\(self["fg_alpha"])"
            let under = self["bg_under"].isEmpty ? "" : "@\(self["bg_alpha"]) over \(self["bg_under"])"
            return "line \(line): \(self["fg"])\(alpha) on \(self["bg"])\(under)"
        case "cvd-vectors.csv":
            return "line \(line): \(self["hex"]) \(self["deficiency"]) \(self["model"])"
        case "oklab-vectors.csv":
            return "line \(line): \(self["hex"])"
        default:
            return "\(file) line \(line)"
        }
    }
}

import ColorScience
import Foundation
import MarkdownSource

/// A contrast checker's report pasted as a code block — Chrome DevTools' CSS Overview lists
/// each low-contrast pair as `Aa  2.78   #FF6B6B on #FFFFFF   14 elements   AA ✗  AAA ✗` —
/// states a ratio for a pair the page draws. Each such line is a contrast claim about its two
/// colors, checked like `#FF6B6B on #FFFFFF: 2.78:1` written in prose: a wrong figure is a
/// false claim, and a pair the report fails is checked as text drawn on the page.
enum ContrastReportReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "contrast-report", title: "Contrast reports in code blocks",
        summary: "In a code block, a contrast checker's report line — DevTools CSS Overview's `Aa  4.48   #B2BEC3 on #2C3135   9 elements   AA ✗  AAA ✗` — is a claim that the pair's ratio is the figure after `Aa`; a pair the report fails (`AA ✗`) is checked as text drawn on the page, and a figure that is not the computed ratio is a false claim. So is a color picker's `ⓘ Contrast ratio 7.10` under a style: its pair is the last `color` and `background-color` declared above it in the block. Other lines of the block are left to the block's other readings.",
        examples: [
            SpecReadingExample(
                """
                ## Overview

                ```
                Contrast issues
                  Aa  4.48   #B2BEC3 on #2C3135      9 elements   AA ✗  AAA ✗
                ```
                """,
                facts: ["claim #B2BEC3 on #2C3135: 4.48"]),
            SpecReadingExample(
                """
                ## Entry

                ```
                textarea.entry-body
                  background-color: rgb(249, 250, 251);  border-radius: 12px
                textarea.entry-body::placeholder
                  color: rgb(99, 110, 114)
                  ⓘ Contrast ratio 7.10  ✓ AA  ✓ AAA
                ```
                """,
                facts: ["claim #636E72 on #F9FAFB: 7.1"]),
        ])

    /// `Aa  4.48   #B2BEC3 on #2C3135 …`: the stated ratio and the pair as written.
    static func reportLine(_ raw: Substring) -> (ratio: String, pair: String)? {
        let words = raw.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 5, words[0] == "Aa", Double(words[1]) != nil,
            let on = words.firstIndex(of: "on"), on > 2, on + 1 < words.count
        else { return nil }
        // The background runs to the first word after it that is not part of a color (`rgba(250, 177, 160, 0.15)`).
        var end = on + 1
        var depth = words[end].filter { $0 == "(" }.count - words[end].filter { $0 == ")" }.count
        while depth > 0, end + 1 < words.count {
            end += 1
            depth += words[end].filter { $0 == "(" }.count - words[end].filter { $0 == ")" }.count
        }
        let pair = words[2...end].joined(separator: " ")
        return (String(words[1]), pair)
    }

    /// `ⓘ Contrast ratio 7.10  ✓ AA  ✓ AAA`: the ratio a color picker shows for the style above it.
    static func pickerRatio(_ raw: Substring) -> String? {
        let lower = raw.lowercased()
        guard let found = lower.range(of: "contrast ratio ") else { return nil }
        let number = lower[found.upperBound...].prefix { $0.isNumber || $0 == "." }
        return Double(number) != nil ? String(number) : nil
    }

    /// The color a declaration sets (`color: rgb(99, 110, 114)` → `rgb(99, 110, 114)`), for the
    /// property named (`color`, `background-color`); nil on a line that declares neither.
    static func declared(_ property: String, in raw: Substring) -> String? {
        for declaration in raw.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == property else { continue }
            // As hex, so the claim's pair reads as two literals (`rgb(99, 110, 114)` holds commas).
            let pieces = parts[1].components(separatedBy: "/*")
            guard let color = ColorSyntax.parse(pieces[0].trimmingCharacters(in: .whitespaces)) else { return nil }
            // `rgba(129, 236, 236, 0.2)  /* over rgb(255, 255, 255) */`: a translucent fill over
            // the ground its comment names is the color the picker measured.
            if !color.isOpaque, pieces.count > 1, let over = pieces[1].range(of: "over "),
                let ground = ColorSyntax.parse(String(pieces[1][over.upperBound...].prefix { $0 != "*" }).trimmingCharacters(in: .whitespaces))
            {
                return color.composited(over: ground).hex
            }
            return color.hex
        }
        return nil
    }
}

extension DocumentBuilder {
    /// A code block's contrast report lines (`ContrastReportReading`).
    mutating func readContrastReport(_ block: MarkdownNode) {
        guard let fenced = fencedLines(block) else { return }
        var foreground: String?
        var background: String?
        for line in fenced {
            foreground = ContrastReportReading.declared("color", in: line.raw) ?? foreground
            background = ContrastReportReading.declared("background-color", in: line.raw) ?? ContrastReportReading.declared("background", in: line.raw) ?? background
            var report = ContrastReportReading.reportLine(line.raw.drop { $0 == " " || $0 == "\t" })
            // A picker's ratio (`ⓘ Contrast ratio 7.10`) is about the text color and the
            // background declared above it in the block.
            if report == nil, let ratio = ContrastReportReading.pickerRatio(line.raw), let foreground, let background {
                report = (ratio, "\(foreground) on \(background)")
            }
            guard let (ratio, pair) = report else { continue }
            // The report's verdict (`AA ✗`) says the pair fails, so the pair is checked as drawn.
            let text = "\(pair): \(ratio):1" + (line.raw.contains("AA ✗") ? " AA ✗" : "")
            let range = draft.lines.lineRange(line.number)
            let item = RawItem(marker: nil, key: nil, value: text, text: text, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
            roles.dataLines[line.number] = roles.dataLines[line.number] ?? text
            scanClaims([item], owner: draft.nodes.indices.last { draft.nodes[$0].range.start.line <= line.number })
        }
    }
}

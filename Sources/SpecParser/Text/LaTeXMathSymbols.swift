/// A spec converted from LaTeX by pandoc keeps the symbols its author typed as inline math:
/// `28$\times$28pt`, `$\geq$ 4.5:1`. The reader reads the symbol they stand for (`28×28pt`,
/// `≥ 4.5:1`). The symbol takes the command's first character and the rest becomes blanks after
/// the value that follows it (or after the symbol where none does), so every line keeps its
/// length in characters and the values after it their columns.
enum LaTeXMathSymbols: SpecReading {
    static let description = SpecReadingDescription(
        id: "latex-math-symbols", title: "Symbols written as LaTeX math",
        summary: "Inline math a LaTeX source left in the text (`28$\\times$28pt`, `$\\geq$ 44pt`, `$\\approx$ 4.6:1`) is read as the symbol it stands for: `×`, `≥`, `≤`, `≈`.",
        examples: [
            SpecReadingExample(
                """
                ## Emotion picker

                Background: White #FFFFFF

                -   Close button: 28$\\times$28pt, top-right, 16pt from the edges.
                """,
                facts: ["target Close button: 28×28"]),
        ])

    static let symbols: [String: Character] = [
        "$\\times$": "×", "$\\geq$": "≥", "$\\ge$": "≥", "$\\leq$": "≤", "$\\le$": "≤", "$\\approx$": "≈", "$\\sim$": "~",
    ]

    static func fold(_ text: String) -> String {
        // Most documents have no inline math: look for a command before splitting anything.
        guard text.containsBytes("$\\") else { return text }
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.containsBytes("$\\") else { return String(line) }
            var chars = Array(line)
            var index = 0
            while index < chars.count {
                guard chars[index] == "$", let (command, symbol) = symbols.first(where: { matches(chars, at: index, $0.key) }) else {
                    index += 1
                    continue
                }
                // The value after the symbol (`28pt` in `28$\times$28pt`) moves up beside it; the
                // blanks go after it.
                var end = index + command.count
                while end < chars.count, chars[end].isNumber || chars[end] == "." || chars[end] == "," || chars[end].isLetter { end += 1 }
                let value = Array(chars[(index + command.count)..<end])
                let blanks = Array(repeating: Character(" "), count: command.count - 1)
                chars.replaceSubrange(index..<end, with: [symbol] + value + blanks)
                changed = true
                index = end
            }
            return String(chars)
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    private static func matches(_ chars: [Character], at index: Int, _ command: String) -> Bool {
        let pattern = Array(command)
        guard index + pattern.count <= chars.count else { return false }
        return Array(chars[index..<(index + pattern.count)]) == pattern
    }
}

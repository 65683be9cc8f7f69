/// `#81ECEC 위 흰색 라벨`, `白底上的文字`, `#FFFFFFの上にラベル`, `Error Red #D63031, White पर`: in
/// Korean, Japanese, Chinese, Hindi and Bengali the word for "on" stands after what something sits on.
/// The color right before the word (`LanguageWords.onAfter`) is the background of what the rest
/// of the part states, before or after it.
enum PostpositionalOnReading: SpecReading {
    /// Every language's words for "on" written after the ground, longest first.
    static let onAfterWords = LanguageWords.words(\.onAfter).sorted { $0.count > $1.count }

    static let description = SpecReadingDescription(
        id: "postpositional-on", title: "\"On\" written after the background",
        summary: "Korean, Japanese, Chinese, Hindi and Bengali write the word for \"on\" after what an element sits on (`#81ECEC 위 흰색 라벨` — a white label on #81ECEC; `X上的Y`; `Xの上にY`; `Error Red #D63031, White पर`). A color right before such a word (`위`, `위에`, `上的`, `の上に`, `पर`, …) is the background of what the part states before or after it; those values are read as usual. A composite the writer worked out after it (`= #4B4445`, `— কম্পোজিট #848E92`) is the ground itself after a tint (`#FAB1A0 এর 15%`, a percentage of a color), and is left to Kiln after an element's opacity (`at 70% opacity`), which Kiln composites itself.",
        examples: [
            SpecReadingExample(
                """
                ## 감정 칩

                - 선택됨: #81ECEC 위 라벨 White
                """,
                facts: ["text 감정 칩: #FFFFFF on #81ECEC (light selected)"]),
            SpecReadingExample(
                """
                ## 保存按钮

                - 标签：#FF6B6B上的文字 White #FFFFFF
                """,
                facts: ["text 保存按钮: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Error message

                - Caption: 13pt Regular, Error Red #D63031, White #FFFFFF पर।
                """,
                facts: ["text Error message: #D63031 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## প্রিমিয়াম ব্যাজ

                - ডার্কে: #FAB1A0 লেখা, #FAB1A0 এর 15% #2C3135 এর ওপর = #4B4445
                """,
                facts: ["text প্রিমিয়াম ব্যাজ: #FAB1A0 on #4B4445 (dark)"]),
            SpecReadingExample(
                """
                ## Location

                - ডার্ক: লেখা Light Gray #B2BEC3 at 70% opacity, #1A1D1F-এর উপর — কম্পোজিট #848E92
                """,
                facts: ["text Location: #B2BEC3B3 on #1A1D1F (dark)"]),
        ])
}

extension RoleAssigner {
    /// The part split at a postpositional "on": the fragment holding the background (up to
    /// its last color) and the fragment after the word; nil when the part has no such word
    /// right after a color.
    func postpositionalOn(_ part: Fragment) -> (head: Fragment?, background: Fragment, rest: Fragment?)? {
        let text = part.text
        for word in PostpositionalOnReading.onAfterWords {
            var searchFrom = text.startIndex
            while let found = text.textRange(of: word, in: searchFrom..<text.endIndex) {
                searchFrom = found.upperBound
                let start = text.distance(from: text.startIndex, to: found.lowerBound)
                let end = text.distance(from: text.startIndex, to: found.upperBound)
                let chars = Array(text)
                // A Korean or Hindi word stands alone (`위`, not the `위` of `위치`; `पर`, not the
                // `पर` of `परिवर्तन`).
                if word.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) || (0x0900...0x09FF).contains($0.value) || $0 == " " }) {
                    guard start > 0, word.hasPrefix(" ") || chars[start - 1] == " ", end == chars.count || " ,;.।(".contains(chars[end]) else { continue }
                }
                let left = part.slice(0, start)
                guard let color = lexer.spans(in: left.text).last(where: { $0.kind == .color || isColorToken($0) }) else { continue }
                // At most one word between the color and `on` (`White 배경 위`).
                let gap = String(Array(left.text)[color.end...]).split { $0 == " " }.filter { $0.contains { $0.isLetter } }
                guard gap.count <= 1 else { continue }
                // The background runs from its colors (`Bright Yellow #FDCB6E`, `Primary Coral 15%`) to
                // the word; the words before it name the element or its state.
                let spans = lexer.spans(in: left.text).filter { $0.kind == .color || isColorToken($0) }
                var first = color
                for earlier in spans.reversed() where earlier.end <= first.start {
                    guard String(Array(left.text)[earlier.end..<first.start]).allSatisfy({ $0 == " " || $0 == "(" || $0 == ")" }) else { break }
                    first = earlier
                }
                let written = String(chars[first.start..<start])
                var background = part.slice(first.start, first.start + written.trimmed.count)
                // Before the background, what sits on it when the language states it first
                // (Hindi: `Error Red #D63031, White पर`).
                let headText = String(chars[..<first.start])
                var headEnd = headText.count - headText.reversed().prefix { $0 == " " || $0 == "," || $0 == ";" }.count
                let after = String(chars[end...])
                var restStart = end + after.prefix { $0 == " " || $0 == "," }.count
                // `X এর 15% #1A1D1F এর ওপর = #26263D`, `#B2BEC3 at 70% opacity, #1A1D1F-এর উপর —
                // কম্পোজিট #848E92`: the color after `=` or "composite" is what the writer worked
                // out. After a tint (a percentage of a color, no opacity word) it is the ground
                // the tint makes; after an element's opacity it is the element's own blend, which
                // Kiln composites itself.
                let gloss = compositeGloss(after)
                if let gloss {
                    let tint = String(chars[..<headEnd]).split { $0 == "," || $0 == ";" }.last.map(String.init) ?? ""
                    let lowerTint = tint.lowercased()
                    if tint.contains("%"), !(LanguageWords.words(\.opacity) + ["opacity"]).contains(where: { lowerTint.containsText($0) }) {
                        background = part.slice(end + gloss.start, end + gloss.end)
                        headEnd = max(0, headEnd - tint.count)
                        headEnd -= String(chars[..<headEnd]).reversed().prefix { $0 == " " || $0 == "," || $0 == ";" }.count
                    }
                    restStart = end + gloss.end + String(chars[(end + gloss.end)...]).prefix { " ,;—–-".contains($0) }.count
                }
                let head = lexer.spans(in: String(chars[..<headEnd])).isEmpty ? nil : part.slice(0, headEnd)
                let trailing = after.reversed().prefix { $0 == " " }.count
                let restEnd = chars.count - trailing
                guard restStart < restEnd || head != nil || gloss != nil else { continue }
                var rest: Fragment?
                if restStart < restEnd {
                    rest = part.slice(restStart, restEnd)
                    rest?.opensSentence = false
                }
                return (head, background, rest)
            }
        }
        return nil
    }

    /// The span of a composite the writer states after a ground (`= #4B4445`, `— কম্পোজিট
    /// #848E92`), in `after`; nil when `after` does not open with one.
    func compositeGloss(_ after: String) -> (start: Int, end: Int)? {
        let opening = after.prefix { " ,—–-:".contains($0) }.count
        let lower = String(after.dropFirst(opening)).lowercased()
        guard ["=", "≈", "composite", "কম্পোজিট"].contains(where: { lower.hasPrefix($0) }),
            let color = lexer.spans(in: after).first(where: { $0.kind == .color }),
            String(Array(after)[opening..<color.start]).split(separator: " ").count <= 2
        else { return nil }
        return (color.start, color.end)
    }
}

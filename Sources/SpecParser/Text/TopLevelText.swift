/// Where a text stands outside parentheses and quotes: the places a reader may split a line
/// (into sentences, or a lead from its value) without cutting a parenthetical or quoted copy in
/// two.
enum TopLevelText {
    /// For each character, true when it stands outside every parenthesis and quote — counting
    /// the character itself, so a closing `)` or quote is outside and an opening one is inside.
    /// `quotes` are the marks that open and close quoted copy for the reader asking.
    static func outside(_ chars: [Character], quotes: Set<Character>) -> [Bool] {
        var depth = 0
        var quoted = false
        return chars.map { character in
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if quotes.contains(character) { quoted.toggle() }
            return depth == 0 && !quoted
        }
    }
}

import Diagnostics

/// Writers of Japanese, Chinese and Korean separate a key from its value with a full-width
/// colon and no space (`文字色：#A4ADB1`), list values with `、`, end sentences with `。` and
/// write parentheses, slashes and digits in their full-width forms. The reader splits keys at
/// `: `, parts at `, ` and sentences at `. `, so a document is read with these marks folded to
/// their ASCII forms, spaced the way an English writer spaces them. Line numbers are unchanged
/// (no line break is added); a column after a folded mark on the same line moves by the spaces
/// added. A document without any of these marks is returned as it is.
enum FullWidthFolding {
    /// Marks folded to ASCII with the spacing an English writer gives them.
    static let spaced: [Character: String] = [
        "：": ": ", "、": ", ", "，": ", ", "；": "; ", "。": ". ", "（": " (", "）": ") ", "／": " / ", "＋": " + ",
        "「": " \"", "」": "\" ", "『": " \"", "』": "\" ", "・": " · ", "　": " ", "～": "~", "〜": "~",
    ]

    static func fold(_ file: SourceFile) -> SourceFile {
        // Every mark folded here is three bytes in UTF-8 led by 0xE3 or 0xEF.
        guard file.text.utf8.contains(where: { $0 == 0xE3 || $0 == 0xEF }) else { return file }
        return SourceFile(path: file.path, text: fold(file.text))
    }

    static func fold(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if let replacement = spaced[character] {
                out += replacement
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
            {
                // Full-width letters, digits and signs (`１２ｐｔ`, `＃FF6B6B`) are their ASCII forms.
                out.unicodeScalars.append(ascii)
            } else {
                out.append(character)
            }
        }
        return out
    }
}

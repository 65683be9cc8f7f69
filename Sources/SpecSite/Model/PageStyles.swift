import ColorScience

/// Per-page CSS for what depends on token values (swatch colors, sizes drawn to scale,
/// shadows, animation timings). The site forbids inline `style` attributes (its CSP has no
/// `'unsafe-inline'`), so each value becomes a class, defined once in the page's own
/// `<style>` element, whose hash the CSP lists. Values come from the model (numbers and
/// colors Kiln formats), never from text a user wrote.
struct PageStyles {
    private var rules: [String: String] = [:]
    private var blocks: [String: String] = [:]

    var isEmpty: Bool { rules.isEmpty && blocks.isEmpty }

    /// Registers a whole at-rule (`@keyframes k1 {…}`) under `key`, once.
    mutating func block(_ key: String, _ css: @autoclosure () -> String) {
        if blocks[key] == nil { blocks[key] = css() }
    }

    /// Registers `declarations` under a class derived from `kind` and `key`; returns the class.
    /// `key` must be made of `[a-z0-9-]` (hex digits, formatted numbers with `-`/`p`).
    mutating func add(_ kind: String, _ key: String, _ declarations: @autoclosure () -> String) -> String {
        let name = kind + "-" + key
        if rules[name] == nil { rules[name] = declarations() }
        return name
    }

    /// Background color class (`b-ff6b6b`).
    mutating func background(_ color: RGBA) -> String {
        add("b", ColorText.key(color), "background-color:\(color.hex)")
    }

    /// Text color class (`f-2d3436`).
    mutating func foreground(_ color: RGBA) -> String {
        add("f", ColorText.key(color), "color:\(color.hex)")
    }

    /// Border color class.
    mutating func borderColor(_ color: RGBA) -> String {
        add("bc", ColorText.key(color), "border-color:\(color.hex)")
    }

    /// A class-name key for a value too long to spell out (a font stack, a shadow list, an
    /// animation): the first ten letters and digits of the base64 SHA-256 of `text`,
    /// lowercased. Base64 is ASCII, so the filter and lowercasing work on bytes.
    static func hashKey(_ text: String) -> String {
        let base64 = SHA256Hasher.base64(SHA256Hasher.digest(Array(text.utf8)))
        let alphanumerics = base64.utf8.lazy.filter { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        return String(decoding: alphanumerics.prefix(10).map { $0 | 0x20 }, as: UTF8.self)
    }

    /// A length formatted for class names: `16` → `16`, `0.5` → `0p5`, `-1` → `m1`.
    static func key(_ value: Double) -> String {
        String(NumberText.format(value).map { $0 == "." ? "p" : $0 == "-" ? "m" : $0 })
    }

    var css: String {
        var text = ""
        for name in rules.keys.sorted() {
            text += "." + name + "{" + rules[name]! + "}\n"
        }
        for key in blocks.keys.sorted() {
            text += blocks[key]! + "\n"
        }
        return text
    }
}

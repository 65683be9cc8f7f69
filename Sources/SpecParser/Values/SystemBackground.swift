import ColorScience

/// A platform background written in words (`iOS system background (blur effect)`, `iOS blur
/// (light blur in Light Mode, dark blur in Dark Mode)`, `native blur`): not one color but the
/// range the platform draws there in each mode. A pair on it is judged at the worst case over the
/// range — never at an assumed solid color (docs/spec-format.md §2.11).
public enum SystemBackground {
    static let written = "system background"

    /// iOS system backgrounds per mode (UIKit `systemBackground` … `secondarySystemBackground`
    /// and the bar materials drawn over them): light #FFFFFF–#F2F2F7, dark #000000–#2C2C2E.
    static func range(mode: String, modes: [String]) -> [RGBA] {
        let dark = mode.lowercased().contains("dark") || (modes.count == 2 && mode == modes[1] && !mode.lowercased().contains("light"))
        return dark ? [RGBA(hex: "#000000")!, RGBA(hex: "#1C1C1E")!, RGBA(hex: "#2C2C2E")!] : [RGBA(hex: "#FFFFFF")!, RGBA(hex: "#F2F2F7")!]
    }

    /// Whether a background value names the platform's own background or bar material.
    public static func names(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard !lower.hasPrefix("transparent"), !lower.hasPrefix("none"), !lower.contains("#") else { return false }
        let platform = lower.contains("ios") || lower.contains("system") || lower.contains("native")
        return platform && (lower.contains("system background") || lower.contains("blur") || lower.contains("material"))
    }
}

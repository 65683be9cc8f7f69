// DesignTokens.swift is generated into the build by KilnPlugin from tokens/; this program
// prints two of its values so the test can check them.
func hex(_ color: DesignTokens.RGBA) -> String {
    let bytes = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String($0, radix: 16, uppercase: true).count == 1 ? "0" + String($0, radix: 16, uppercase: true) : String($0, radix: 16, uppercase: true) }.joined()
}

print("spacing.gutter=\(DesignTokens.Spacing.gutter)")
print("color.brand.dark=\(hex(DesignTokens.Colors.brand[.dark]))")

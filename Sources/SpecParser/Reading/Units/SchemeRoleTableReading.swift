import Diagnostics
import MarkdownSource

/// A table of a color scheme's roles — Material's `primary`, `onPrimary`, `primaryContainer`,
/// `surfaceVariant`, `outline`, `scrim` — with a color per mode, as Material Theme Builder exports
/// it and Compose ports restate it. What the scheme draws is its contract: each `onX` role is the
/// text and icons on `X` (`inverseOnSurface` on `inverseSurface`), so those pairs are checked, per
/// mode, at the `onX` row. Its roles of more than one word are colors of the document: wherever a
/// later line writes `onSurfaceVariant` or `surface-container-low`, it means that role's color in
/// the mode being read.
enum SchemeRoleTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "scheme-role-table", title: "Tables of a color scheme's roles",
        summary: "A table whose rows are mostly a color scheme's roles (Material's `primary`, `onPrimary`, `primaryContainer`, `surface`, `surfaceVariant`, `outline`, `inverseSurface`, `scrim` and the rest, in backticks or not, camel case or with hyphens; Apple's semantic colors, `label`, `secondaryLabel`, `systemBackground`…), with a column per mode, states the scheme's pairs: each `onX` role is text on `X`, and each of Apple's labels is text on `systemBackground`, so every `onX` on `X` pair is checked as text, per mode, at the `onX` row. Neither its `onX` rows nor its containers and other surfaces (`primaryContainer`, `surfaceVariant`, `scrim`) are drawn on the canvas by themselves; its accents and outlines are, as in any table of colors. Its roles of more than one word (`onSurfaceVariant`, `surface-container-low`) become colors of the document: a later line's `onSurfaceVariant` is that role's color in the mode being read. One-word roles (`surface`, `error`) stay words of their sentences unless capitalized, as any name of the document's palette. A ratio stated for one such pair (`on-surface on surface: 12.1:1`) is a claim about that pair, never about a whole section.",
        examples: [
            SpecReadingExample(
                """
                ## Color roles

                | Role | Light | Dark |
                |---|---|---|
                | error | #D63031 | #E74C3C |
                | onError | #FFFFFF | #1A1D1F |
                | surface | #FFFFFF | #1A1D1F |
                | onSurfaceVariant | #636E72 | #B2BEC3 |
                | outline | #DFE6E9 | #3C4347 |

                ## New entry

                Canvas: Surface

                - Character counter: 11sp, onSurfaceVariant
                """,
                facts: [
                    "text onError on error: #FFFFFF on #D63031 (light)", "text onError on error: #1A1D1F on #E74C3C (dark)",
                    "text Character counter: #636E72 on #FFFFFF (light)", "text Character counter: #B2BEC3 on #1A1D1F (dark)",
                ],
                absent: ["non-text onError: #FFFFFF on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Semantic colors

                | Purpose | Light Mode | Dark Mode |
                |---|---|---|
                | label | #000000 | #FFFFFF |
                | secondaryLabel | #3C3C43 (60%) | #EBEBF5 (60%) |
                | systemBackground | #FFFFFF | #000000 |
                | separator | #3C3C43 (29%) | #545458 (65%) |
                """,
                facts: ["text secondaryLabel on systemBackground: #3C3C4399 on #FFFFFF (light)", "text label on systemBackground: #FFFFFF on #000000 (dark)"]),
        ])

    /// Material 3's color roles, lowercased with separators dropped.
    static let materialRoles: Set<String> = {
        var out: Set<String> = [
            "background", "onbackground", "surface", "onsurface", "surfacevariant", "onsurfacevariant", "surfacetint", "surfacedim",
            "surfacebright", "surfacecontainerlowest", "surfacecontainerlow", "surfacecontainer", "surfacecontainerhigh",
            "surfacecontainerhighest", "inversesurface", "inverseonsurface", "inverseprimary", "outline", "outlinevariant", "scrim", "shadow",
        ]
        for accent in ["primary", "secondary", "tertiary", "error"] {
            out.formUnion([accent, "on" + accent, accent + "container", "on" + accent + "container", accent + "fixed", accent + "fixeddim",
                "on" + accent + "fixed", "on" + accent + "fixedvariant"])
        }
        return out
    }()

    /// Apple's semantic colors (UIKit and SwiftUI): its labels are text on `systemBackground`.
    static let appleRoles: Set<String> = [
        "label", "secondarylabel", "tertiarylabel", "quaternarylabel", "placeholdertext", "link", "systembackground",
        "secondarysystembackground", "tertiarysystembackground", "systemgroupedbackground", "secondarysystemgroupedbackground",
        "tertiarysystemgroupedbackground", "secondarybackground", "tertiarybackground", "separator", "opaqueseparator", "systemfill",
        "secondarysystemfill", "tertiarysystemfill", "quaternarysystemfill",
    ]

    /// Apple's roles that are text on the canvas, `systemBackground`.
    static let appleTextRoles: Set<String> = ["label", "secondarylabel", "tertiarylabel", "quaternarylabel", "placeholdertext", "link"]

    /// A cell's role key (`` `onSurfaceVariant` `` → `onsurfacevariant`), or nil when it names none.
    static func roleKey(_ cell: String) -> String? {
        let key = String(cell.lowercased().filter { $0.isLetter })
        return materialRoles.contains(key) || appleRoles.contains(key) ? key : nil
    }

    /// Whether rows named by these cells are a scheme's roles: three or more, most of the rows.
    static func isRoleTable(_ names: [String]) -> Bool {
        let roles = names.filter { roleKey($0) != nil }.count
        return roles >= 3 && roles * 5 >= names.count * 3
    }

    /// The document's scheme roles written in camel case (`onSurfaceVariant`, `primaryContainer`),
    /// lowercased: names no sentence uses for anything but the role, read as colors wherever they
    /// stand. One-word roles (`surface`, `error`, `outline`) are colors only capitalized, as any
    /// name of the document's palette is: lowercase, they are words of the sentence.
    static func writtenRoles(_ palette: [String: NamePin]) -> Set<String> {
        Set(palette.values.compactMap { pin in
            guard !pin.modeColors.isEmpty, isCompound(pin.written), roleKey(pin.written) != nil else { return nil }
            return pin.written.lowercased()
        })
    }

    /// A role name of more than one word (`onSurfaceVariant`, `surface-container-low`), which no
    /// sentence uses as a word of its own.
    static func isCompound(_ name: String) -> Bool {
        name.dropFirst().contains { $0.isUppercase || $0 == "-" || $0 == "_" }
    }

    /// Roles that are fills on the canvas — containers, the other surfaces, the scrim: what
    /// content sits on, never a graphic drawn on the canvas by itself. (`surface` and
    /// `background` are the canvas itself, which the table's other rows sit on.)
    static func isFillRole(_ key: String) -> Bool {
        guard !key.hasPrefix("on"), key != "inverseonsurface", key != "surface", key != "background", key != "systembackground" else { return false }
        return key.contains("container") || key.contains("surface") || ["scrim", "shadow"].contains(key)
            || (appleRoles.contains(key) && (key.contains("background") || key.contains("fill")))
    }

    /// Whether a role's row draws nothing on the canvas by itself: a fill, or an `onX` role,
    /// whose ground is its `X` (checked as that pair).
    static func drawsNothingAlone(_ key: String) -> Bool {
        isFillRole(key) || ground(of: key) != nil
    }

    /// The pair a row's role draws on: `onX` on `X`, `inverseOnSurface` on `inverseSurface`.
    static func ground(of key: String) -> String? {
        if key == "inverseonsurface" { return "inversesurface" }
        if appleTextRoles.contains(key) { return "systembackground" }
        guard key.hasPrefix("on"), key.count > 2 else { return nil }
        let ground = String(key.dropFirst(2))
        return materialRoles.contains(ground) ? ground : nil
    }
}

extension DocumentBuilder {
    /// Reads a scheme's role table (`SchemeRoleTableReading`): its `onX` on `X` pairs, per mode
    /// column; false when the table is not one.
    @discardableResult
    mutating func readSchemeRoleTable(headers: [String], rows: [MarkdownNode], subject: Int?) -> Bool {
        let cells = rows.map { $0.children.map { Fragment.plain(Substring($0.plainText)).trimmed } }
        guard SchemeRoleTableReading.isRoleTable(cells.map { $0.first ?? "" }) else { return false }
        let modeColumns = headers.enumerated().compactMap { column, head in draft.vocabulary.mode(Normalize.name(head)).map { (column, $0) } }
        var byRole: [String: Int] = [:]
        for (index, row) in cells.enumerated() {
            if let key = row.first.flatMap(SchemeRoleTableReading.roleKey), byRole[key] == nil { byRole[key] = index }
        }
        for (index, row) in cells.enumerated() {
            guard let name = row.first, let key = SchemeRoleTableReading.roleKey(name), let groundKey = SchemeRoleTableReading.ground(of: key),
                let groundIndex = byRole[groundKey]
            else { continue }
            let groundName = cells[groundIndex].first ?? groundKey
            let line = draft.lines.range(of: rows[index]).start.line
            let groundLine = draft.lines.range(of: rows[groundIndex]).start.line
            let pair = appendElement(
                named: "\(name.replacingOccurrences(of: "`", with: "")) on \(groundName.replacingOccurrences(of: "`", with: ""))", parent: subject,
                range: draft.lines.range(of: rows[index]))
            let columns = modeColumns.isEmpty ? [(1, nil as String?)] : modeColumns.map { ($0.0, Optional($0.1)) }
            for (column, mode) in columns where column < row.count && column < cells[groundIndex].count {
                readFragments(Fragment(text: cells[groundIndex][column], line: groundLine, column: 1), into: pair, defaultColor: .background,
                    defaultSize: nil, mode: mode, state: nil)
                readFragments(Fragment(text: row[column], line: line, column: 1), into: pair, defaultColor: .text, defaultSize: nil, mode: mode, state: nil)
            }
        }
        return true
    }
}

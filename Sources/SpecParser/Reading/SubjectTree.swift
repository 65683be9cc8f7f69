import DesignModel
import Diagnostics
import MarkdownSource

/// A subject of a document (docs/spec-format.md §2.17): a screen, a section or an element,
/// from any heading, table row, list item or bold-lead paragraph. Subjects become nodes only
/// when something is read into them.
struct Subject {
    enum Kind: Equatable {
        /// A screen, a section or an element: values are read into it.
        case element
        /// A mode's overrides of the enclosing subject (`### Dark mode overrides`).
        case modeOverrides
        /// Claims (`## Accessibility`): read by the claim readers.
        case claims
        /// States of the enclosing subject's elements (`### States`).
        case states
        /// Copy, behaviour, motion, open questions: no values read into elements.
        case documentation
        /// A part of the enclosing subject's description (`### Sizing`, `### Variants × states —
        /// dark`): read into the enclosing subject, in the mode the heading names.
        case section
    }

    var kind: Kind
    var name: String
    var level: Int
    var range: SourceRange
    var parent: Int?
    /// The node once made (or the node the structured reader made for the heading).
    var node: Int?
    /// The mode the heading names (`Frame 13 — Theme=Dark`, `Part C — dark mode`).
    var mode: String?
    var state: String?
    /// The structured reader (§2.3) made a node for this heading or one above it: its lines are
    /// that reader's, read or kept as documentation on purpose.
    var structured = false
    /// Opened by a paragraph that only names a mode (`**Dark Mode:**`): holds until the next
    /// such label or heading.
    var isModeLabel = false
    /// Opened by a paragraph that only names an element over a list (`**`hero-heading`**`,
    /// `Save button:`): holds until the next such label or heading (`ElementLabelReading`).
    var isElementLabel = false
    /// Opened by a bold question (`QuestionLabelReading`): the prose under it answers it.
    var isQuestion = false
    /// A sentence of its section says what acting on it does (`ActionSentenceReading`): the
    /// node, once values make one, is interactive.
    var acted = false
}

/// Headings by what they hold, for the role reader.
enum SubjectHeadings {
    static let claimWords: Set<String> = [
        "accessibility", "a11y", "barrierefreiheit", "accessibilité", "accesibilidad", "wcag", "достъпност", "pristupačnost", "dostupnost",
        "přístupnost", "prístupnosť", "dostępność", "toegankelijkheid", "accessibilità", "acessibilidade", "tillgänglighet", "tilgængelighed",
        "tilgjengelighet", "saavutettavuus", "erişilebilirlik", "доступность", "доступність", "προσβασιμότητα", "akadálymentesség",
        "accesibilitate", "aksesibilitas", "kebolehcapaian", "アクセシビリティ", "접근성", "无障碍", "無障礙", "נגישות", "دسترسی‌پذیری", "सुलभता",
        "அணுகல்தன்மை", "அணுகல்", "pieejamība", "prieinamumas", "ligipääsetavus", "dostopnost", "aðgengi", "қолжетімділік", "ተደራሽነት", "ხელმისაწვდომობა", "მისაწვდომობა",
        "մատչելիություն", "irisgarritasuna", "toeganklikheid", "ìráyè", "hygyrchedd", "inrochtaineacht", "ukufinyeleleka", "хүртээмж",
    ]
    static let documentationWords: Set<String> = [
        "copy", "texte", "strings", "behaviour", "behavior", "verhalten", "motion", "animation", "animations", "open", "questions",
        "offene", "usage", "props", "purpose", "zweck", "overview", "bug", "bugs", "setup", "changelog", "revision", "history",
        "why", "voiceover", "analytics", "glossary", "notes", "considered", "alternatives", "alternative", "rejected",
    ]
    /// Words saying the option is the one chosen.
    static let chosenWords: Set<String> = ["chosen", "decision", "selected", "picked", "accepted", "adopted", "final"]
    /// Words that make notes the design's decisions (`Remediation notes`, `Fixes agreed`) or
    /// what was observed of the built screens (`Reproduction notes`, `Observations`).
    static let decisionWords: Set<String> = [
        "remediation", "fix", "fixes", "resolution", "resolutions", "decisions", "agreed", "reproduction", "repro", "observations", "observed",
    ]
    static let overrideWords: Set<String> = Set(
        ["overrides", "override", "übersicht", "overview", "adjustments", "values", "mode", "modus", "theme", "appearance", "specs", "specifications", "colors", "colours", "variant", "version"]
            // The other words of every language's mode phrases (`koyu tema`, `chế độ tối`, `mörkt läge`).
            + (LanguageWords.words(\.light) + LanguageWords.words(\.dark)).flatMap { $0.lowercased().split(separator: " ").map(String.init) })
    /// Words for "state" and "states", in the languages specs are written in: a heading of
    /// states, a table's State column (`| Stan | Obramowanie | Tło |`).
    static let stateWords: Set<String> = [
        "states", "state", "zustände", "zustand", "états", "état", "estados", "estado", "stato", "stati", "stan", "stany", "stav", "stavy",
        "toestand", "toestanden", "tilstand", "tilstande", "tillstånd", "tila", "tilat", "durum", "durumlar", "állapot", "állapotok", "stare",
        "stări", "стан", "стани", "состояние", "состояния", "stanje", "stanja", "estat", "estats", "būsena", "būsenos", "olek", "olekud",
        "ástand", "keadaan", "trạng thái", "κατάσταση", "状态", "狀態", "状態", "상태",
    ]
    /// Headings that title a part of their subject's description rather than an element.
    static let sectionWords: Set<String> = [
        "sizing", "size", "sizes", "variants", "variant", "states", "specs", "specifications", "measurements", "colors", "colours",
        "layout", "typography", "dimensions", "metrics", "details", "spacing", "visual", "design", "values", "light", "dark", "mode",
        "theme", "appearance", "farben", "maße", "größen", "varianten",
    ]

    /// Words of a heading, numbering and punctuation dropped.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetterFast || $0 == "=") }.map(String.init)
    }
}

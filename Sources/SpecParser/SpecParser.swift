import DesignModel
import Diagnostics
import MarkdownSource
import Parallelism

/// Markdown screen specs → located, resolved screens and components (docs/spec-format.md).
///
/// A pipeline of small pieces: front matter, heading classification, property items with
/// their qualifiers, value readers per kind, tables, claims, resolution against the tokens,
/// references and inheritance, and finally the facts the rules check. Everything it reports
/// is a warning or a note: nothing a designer writes makes a spec unusable.
public struct SpecParser: Sendable {
    public struct Options: Sendable {
        /// The configuration's modes (documents may narrow them in front matter).
        public var modes: [String]
        /// The configuration's default screen background (a color value), if any.
        public var background: String?
        /// The configuration's platform (`ios`, `android`, `web`), the default for documents.
        public var platform: String?
        /// Team synonyms (kiln.yaml `specs.vocabulary`): a vocabulary row id → extra keys.
        public var vocabulary: [String: [String]]

        public init(modes: [String] = [], background: String? = nil, platform: String? = nil, vocabulary: [String: [String]] = [:]) {
            self.modes = modes
            self.background = background
            self.platform = platform
            self.vocabulary = vocabulary
        }
    }

    public struct Result: Sendable {
        public var specs: SpecSet
        public var diagnostics: [Diagnostic]
    }

    public var system: DesignSystem
    public var options: Options

    public init(system: DesignSystem, options: Options = Options()) {
        self.system = system
        self.options = options
    }

    /// Parses every file as one spec set (references may cross files).
    public func parse(_ files: [SourceFile]) -> Result {
        var shifted = ShiftedFiles()
        let tokenIndex = TokenIndex(system: system)
        let files = files.map(\.withLineFeeds).map { file in
            let slashed = CSSVariableTokens.fold(SlashedTokenPaths.fold(FootnoteMarkers.fold(LeaderLineReading.fold(AlignedTableReading.fold(TemplateShortcodes.fold(LeadingPercentSigns.fold(LaTeXMathSymbols.fold(OrgOutline.fold(CapsLabelHeadings.fold(TrackedChanges.fold(file.text))))))))), tokens: tokenIndex), tokens: tokenIndex)
            let signed = CommentAuthorLeads.fold(slashed)
            shifted.add(signed.shifts, file: file.path)
            let notes = StickyNoteAuthors.fold(signed.text)
            shifted.add(notes.shifts, file: file.path)
            let spoken = SpokenValues.fold(notes.text)
            shifted.add(spoken.shifts, file: file.path)
            let folded = FullWidthFolding.fold(spoken.text == file.text ? file : SourceFile(path: file.path, text: spoken.text))
            shifted.add(folded.shifts, file: file.path)
            return folded.file
        }
        var custom: [String: KeyTable.Property] = [:]
        for (id, synonyms) in options.vocabulary {
            guard let row = SpecVocabulary.row(id: id) else { continue }
            for synonym in synonyms { custom[Normalize.key(synonym)] = KeyTable.Property(key: row.key, kind: row.kind) }
        }
        var result = custom.isEmpty ? parseFiles(files, index: tokenIndex) : KeyTable.$custom.withValue(custom) { parseFiles(files, index: tokenIndex) }
        if !shifted.isEmpty {
            result.diagnostics = result.diagnostics.map(shifted.original)
            result.specs.shiftedFiles = shifted
        }
        return result
    }

    private func parseFiles(_ files: [SourceFile], index tokenIndex: TokenIndex) -> Result {
        let session = SpecSession(index: tokenIndex)
        let defaults = DocumentBuilder.Defaults(
            modes: options.modes.isEmpty ? system.modes : options.modes, background: options.background, platform: options.platform)
        // Each document is read on its own, on every core: with a session of its own over the
        // shared (read-only) token index, whose diagnostics and token uses are then taken in
        // file order, as one session reading the files in turn would have them. (Reading the
        // documents is about half of the spec stage's work.) The team's vocabulary is a task-local value, which
        // the worker threads do not inherit: handed over explicitly.
        let vocabulary = KeyTable.custom
        MarkdownParser.prepare()
        let reads = Parallel.map(files.count) { position -> (draft: DocumentDraft, session: SpecSession) in
            KeyTable.$custom.withValue(vocabulary) {
                let file = files[position]
                let fileSession = SpecSession(index: tokenIndex)
                let markdown = DelimitedTables.expand(MarkdownParser.parse(file.text, file: file.path), text: file.text)
                var builder = DocumentBuilder(file: file, markdown: markdown, session: fileSession, defaults: defaults)
                for index in builder.draft.nodes.indices {
                    fileSession.currentNode = builder.nodeKey(index)
                    NodeChecks.checkTypography(&builder.draft.nodes[index], session: fileSession)
                    NodeChecks.checkShadow(builder.draft.nodes[index], session: fileSession)
                }
                return (builder.draft, fileSession)
            }
        }
        var drafts: [DocumentDraft] = []
        for read in reads {
            drafts.append(read.draft)
            session.diagnostics.add(contentsOf: read.session.diagnostics.diagnostics)
            session.tokenUses += read.session.tokenUses
        }
        var graph = SpecGraph(documents: drafts, session: session)
        graph.assignIDs()
        graph.resolveReferences()
        let facts = FactEvaluator(graph: graph, session: session).evaluate()
        var documents = graph.makeDocuments()
        // Each document's lines are classified on their own, on every core, against what the
        // reading reported; their notes are then added in file order, as one pass would add them.
        let coverage = Parallel.map(min(drafts.count, documents.count)) { index -> (document: SpecDocument, notes: SpecSession) in
            KeyTable.$custom.withValue(vocabulary) {
                let draft = drafts[index]
                var screens: [Int: String] = [:]
                for candidate in draft.candidates {
                    if let screen = candidate.screen { screens[screen] = draft.nodes[screen].name }
                }
                var document = documents[index]
                let notes = SpecSession(index: tokenIndex)
                LineCoverage.evaluate(&document, draft: draft, screens: screens, session: session, notes: notes, index: tokenIndex)
                return (document, notes)
            }
        }
        for (index, read) in coverage.enumerated() {
            documents[index] = read.document
            session.diagnostics.add(contentsOf: read.notes.diagnostics.diagnostics)
            session.tokenUses += read.notes.tokenUses
        }
        return Result(specs: SpecSet(documents: documents, facts: facts), diagnostics: session.diagnostics.diagnostics)
    }

    /// Parses one Markdown text (tests, rule examples).
    public func parse(text: String, file: String = "spec.md") -> Result {
        parse([SourceFile(path: file, text: text)])
    }
}

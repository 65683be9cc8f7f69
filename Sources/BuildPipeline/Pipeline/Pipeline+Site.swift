import DesignModel
import Diagnostics
import InputFiles
import Emitters
import Foundation
import Rules
import SpecSite

extension Pipeline {
    /// The HTML spec site for `result` (after `check`), with paths inside the output folder
    /// (`site/index.html`, …; the folder is `site.folder` in kiln.yaml). `css` is the CSS
    /// emitter's output when it ran in the same build: it is copied into the site and its
    /// typography classes set the specimens.
    public func site(_ result: Run, css: [OutputFile] = []) -> [OutputFile] {
        let config = project.config
        let input = siteInput(result, css: css)
        let folder = config.site.folder
        return SpecSite.generate(input, cache: siteCache).map { OutputFile(path: folder + "/" + $0.path, contents: $0.contents) }
    }

    /// Everything the site shows, gathered from the result and the project.
    public func siteInput(_ result: Run, css: [OutputFile] = []) -> SiteInput {
        let config = project.config
        let outcome = result.check
        var sources: [SiteSource] = []
        if config.site.sources {
            var paths = result.tokenFiles + siteSpecFiles(result)
            if let configFile = project.configFile { paths.append(configFile.path) }
            for path in Set(paths).sorted() {
                if case .success(let file) = project.read(path) { sources.append(SiteSource(path: file.path, text: file.text)) }
            }
        }
        return SiteInput(
            system: result.system, options: config.site, findings: outcome?.findings ?? [], baselinedFindings: outcome?.baselined ?? [],
            fixedSinceBaseline: outcome?.staleEntries.map(\.fingerprint) ?? [],
            hasBaseline: (try? project.folder.entry(config.baseline).get()) != nil,
            rules: RuleCatalog.descriptions, specs: siteSpecs(result), sources: sources,
            tokenStylesheet: tokenStylesheet(result.system, css: css), changes: siteChanges,
            codeNames: siteCodeNames(result.system), declaredPairs: config.contrastPairs)
    }

    /// What each token is called in the outputs this project builds, from the emitters' own
    /// naming (`CodeNames`).
    func siteCodeNames(_ system: DesignSystem) -> [TokenPath: [SiteCodeName]] {
        let config = project.config
        return CodeNames.table(outputs: config.outputs, options: config.emitters, system: system).mapValues { names in
            names.map { SiteCodeName(label: $0.label, code: $0.code) }
        }
    }

    /// Adds the site's files to `files` under the output name `site`, with its time.
    func addSite(_ result: inout Run, into files: inout [String: [OutputFile]]) {
        let css = files["css"] ?? []
        let current = result
        files["site"] = result.timings.measure("site") { site(current, css: css) }
    }

    /// The spec set the site shows (loaded with the tokens, Pipeline+Specs.swift).
    func siteSpecs(_ result: Run) -> SpecSet { result.specs }

    func siteSpecFiles(_ result: Run) -> [String] { result.specFiles }

    /// The CSS emitter's stylesheet and the utility class of each typography token.
    func tokenStylesheet(_ system: DesignSystem, css: [OutputFile]) -> TokenStylesheet? {
        guard let file = css.first(where: { $0.path.hasSuffix(".css") }) else { return nil }
        let options = project.config.emitters.css
        guard options.utilityClasses else { return nil }
        let (model, _) = OutputFormat.css.emitter(options: project.config.emitters).viewModel(system)
        var classes: [TokenPath: String] = [:]
        for entry in model.allEntries where entry.token.type == .typography {
            classes[entry.path] = Identifiers.cssClass(String(entry.identifier.dropFirst(2)))
        }
        let name = file.path.split(separator: "/").last.map(String.init) ?? "tokens.css"
        let lookup = classes
        return TokenStylesheet(fileName: name, css: String(decoding: file.contents, as: UTF8.self)) { lookup[$0] }
    }
}

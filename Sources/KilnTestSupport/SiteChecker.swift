import DesignModel
import XMLAdapter
import SpecSite
import XMLReading

/// Checks a generated site the way the tests need: every page parses cleanly with libxml2,
/// ids are unique, every internal link and anchor resolves, nothing loads from the network
/// (no http:, https: or // in href/src/action), no event-handler or style attributes, no
/// `javascript:` URLs, and every executable script is allowed by the page's CSP hash.
public enum SiteChecker {
    public static func check(_ files: [OutputFile]) -> [HTMLProblem] {
        let pages = files.filter { $0.path.hasSuffix(".html") }
        let paths = Set(files.map(\.path))
        var idsByPage: [String: Set<String>] = [:]
        var factsByPage: [String: HTMLDocumentFacts] = [:]
        var problems: [HTMLProblem] = []
        for page in pages {
            let text = String(decoding: page.contents, as: UTF8.self)
            let facts = HTMLInspector.inspect(text, file: page.path)
            factsByPage[page.path] = facts
            problems += facts.problems
            var seen = Set<String>()
            for (id, line) in facts.ids {
                if id.isEmpty || id.contains(where: \.isWhitespace) {
                    problems.append(HTMLProblem(file: page.path, line: line, message: "invalid id \"\(id)\""))
                }
                if !seen.insert(id).inserted {
                    problems.append(HTMLProblem(file: page.path, line: line, message: "duplicate id \"\(id)\""))
                }
            }
            idsByPage[page.path] = seen
        }
        for page in pages {
            guard let facts = factsByPage[page.path] else { continue }
            for (what, line) in facts.unsafeAttributes {
                problems.append(HTMLProblem(file: page.path, line: line, message: "unsafe markup: \(what)"))
            }
            problems += scriptProblems(facts, page: page.path)
            for link in facts.links {
                problems += linkProblems(link, page: page.path, paths: paths, idsByPage: idsByPage)
            }
        }
        return problems
    }

    static func linkProblems(_ link: HTMLDocumentFacts.Link, page: String, paths: Set<String>, idsByPage: [String: Set<String>]) -> [HTMLProblem] {
        let value = link.value.trimmingCharacters(in: " \t\n\r")
        func problem(_ message: String) -> [HTMLProblem] { [HTMLProblem(file: page, line: link.line, message: message)] }
        let lower = value.lowercased()
        if lower.hasPrefix("//") { return problem("network URL in \(link.attribute): \(value)") }
        if let colon = lower.firstIndex(of: ":"), !lower[..<colon].contains("/"), !lower[..<colon].contains("#"), !lower[..<colon].contains("?") {
            let scheme = String(lower[..<colon])
            if scheme == "data", link.attribute == "src" { return [] }
            return problem("\(scheme): URL in \(link.attribute): \(value) (the site links only to its own files)")
        }
        if value.hasPrefix("/") { return problem("absolute path in \(link.attribute): \(value) (breaks sub-path hosting)") }
        var target = value
        var fragment: String?
        if let hash = target.firstIndex(of: "#") {
            fragment = String(target[target.index(after: hash)...])
            target = String(target[..<hash])
        }
        if let query = target.firstIndex(of: "?") { target = String(target[..<query]) }
        let resolved: String
        if target.isEmpty {
            resolved = page
        } else {
            guard let path = resolve(target, from: page) else { return problem("\(link.attribute) leaves the site: \(value)") }
            resolved = path
        }
        guard paths.contains(resolved) else { return problem("\(link.attribute) points to a missing file: \(value)") }
        if let fragment, !fragment.isEmpty {
            guard let ids = idsByPage[resolved] else { return problem("\(link.attribute) has an anchor into a non-page: \(value)") }
            if !ids.contains(fragment) { return problem("anchor \"#\(fragment)\" does not exist in \(resolved)") }
        }
        return []
    }

    /// `../colors.html` from `screens/x.html` → `colors.html`; nil when it climbs out.
    static func resolve(_ relative: String, from page: String) -> String? {
        var parts = page.split(separator: "/").map(String.init)
        parts.removeLast()
        for part in relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func scriptProblems(_ facts: HTMLDocumentFacts, page: String) -> [HTMLProblem] {
        var problems: [HTMLProblem] = []
        guard let policy = facts.contentSecurityPolicy else {
            return [HTMLProblem(file: page, line: 1, message: "no Content-Security-Policy meta tag")]
        }
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: " ") }
        let scriptSources = directives.first { $0.hasPrefix("script-src ") }?.split(separator: " ").dropFirst().map(String.init) ?? []
        let styleSources = directives.first { $0.hasPrefix("style-src ") }?.split(separator: " ").dropFirst().map(String.init) ?? []
        if scriptSources.contains(where: { $0 == "'unsafe-inline'" || $0 == "'unsafe-eval'" || $0 == "*" || $0.hasPrefix("http") }) {
            problems.append(HTMLProblem(file: page, line: 1, message: "the CSP allows more scripts than the site's own: \(policy)"))
        }
        if !directives.contains("default-src 'none'") {
            problems.append(HTMLProblem(file: page, line: 1, message: "the CSP does not start from default-src 'none'"))
        }
        for script in facts.scripts {
            if let type = script.type, type == "application/json" { continue }
            if !scriptSources.contains(SHA256Hasher.cspSource(script.text)) {
                problems.append(HTMLProblem(file: page, line: script.line, message: "a script the CSP does not allow by hash"))
            }
        }
        for style in facts.styles where !styleSources.contains(SHA256Hasher.cspSource(style)) {
            problems.append(HTMLProblem(file: page, line: 1, message: "a <style> element the CSP does not allow by hash"))
        }
        return problems
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}

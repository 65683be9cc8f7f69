import DesignModel
import Foundation
import Parallelism

/// The site's pages from the previous build of a resident process (`kiln serve`), each with
/// what it read while it rendered (`SiteDependency`) and the value each of those had then.
///
/// A build renders again only the pages one of whose dependencies changed value (a token they
/// link or show, their screen, a component's findings or pairs, the shared navigation, or — for
/// pages that list everything — anything at all); the others keep their previous bytes, so the
/// writer finds them unchanged and does not rewrite them. The result is the same bytes as a
/// full render (SiteTests/IncrementalSiteTests compares them).
///
/// Not thread-safe: one build at a time (the live build's queue).
public final class SiteRenderCache: @unchecked Sendable {
    private struct Page {
        var file: OutputFile
        var dependencies: Set<SiteDependency>
    }

    private var pages: [String: Page] = [:]
    /// The value of every dependency some page recorded, as of the build that recorded it.
    private var values: [SiteDependency: Int] = [:]

    /// The page files (site-relative paths) the last build rendered, and those it reused.
    public private(set) var rendered: [String] = []
    public private(set) var reused: [String] = []

    public init() {}

    /// Called before each build: `rendered` and `reused` then say what this build did (both
    /// stay empty when errors keep the site from being generated).
    public func beginBuild() {
        rendered = []
        reused = []
    }

    /// Forgets every page: the next build renders the whole site.
    public func reset() {
        pages = [:]
        values = [:]
        rendered = []
        reused = []
    }

    func render(_ jobs: [SpecSite.PageJob], context: SiteContext) -> [OutputFile] {
        // The current value of a dependency, computed once per build.
        var current: [SiteDependency: Int] = [:]
        func value(_ key: SiteDependency) -> Int {
            if let known = current[key] { return known }
            let computed = context.dependencyValue(key)
            current[key] = computed
            return computed
        }
        var stale: [Int] = []
        var results = [OutputFile?](repeating: nil, count: jobs.count)
        var kept: [String: Page] = [:]
        var reused: [String] = []
        for (index, job) in jobs.enumerated() {
            if let page = pages[job.path], page.dependencies.allSatisfy({ values[$0] == value($0) }) {
                results[index] = page.file
                kept[job.path] = page
                reused.append(job.path)
            } else {
                stale.append(index)
            }
        }
        let fresh = Parallel.map(stale.count) { SiteDependencyRecorder.recording(jobs[stale[$0]].render) }
        var rendered: [String] = []
        for (slot, (file, dependencies)) in zip(stale, fresh) {
            results[slot] = file
            kept[jobs[slot].path] = Page(file: file, dependencies: dependencies)
            rendered.append(jobs[slot].path)
        }
        var newValues: [SiteDependency: Int] = [:]
        for page in kept.values {
            for key in page.dependencies where newValues[key] == nil { newValues[key] = value(key) }
        }
        pages = kept
        values = newValues
        self.rendered = rendered.sorted()
        self.reused = reused.sorted()
        return results.map { $0! }
    }
}

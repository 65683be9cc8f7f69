import DesignModel
import Foundation
import BuildPipeline

/// `kiln diff` without the printing: resolves both sides, loads and checks each through the
/// normal pipeline, compares them, and removes any revision snapshot before returning.
public enum DiffRun {
    /// `base`/`head`: folders or git revisions (`baseKind`/`headKind` may insist on one; see
    /// `DiffSource.resolve`); nil base is the merge-base with the default branch, nil head the
    /// project folder as it is. `configPath` is read relative to each side.
    public static func changes(
        base: String?, head: String?, project: URL, configPath: String? = nil, strict: Bool = false,
        baseKind: DiffSource.Kind = .either, headKind: DiffSource.Kind = .either
    ) -> Result<DesignChanges, DiffSource.Problem> {
        let baseSource = base.map { DiffSource.resolve($0, role: "BASE", project: project, kind: baseKind) } ?? DiffSource.defaultBase(project: project)
        let baseSide: DiffSource
        switch baseSource {
        case .success(let side): baseSide = side
        case .failure(let problem): return .failure(problem)
        }
        defer { baseSide.cleanUp() }
        let headSource = head.map { DiffSource.resolve($0, role: "HEAD", project: project, kind: headKind) } ?? .success(.workTree(project))
        let headSide: DiffSource
        switch headSource {
        case .success(let side): headSide = side
        case .failure(let problem): return .failure(problem)
        }
        defer { headSide.cleanUp() }
        return .success(
            DesignComparison.compare(
                base: load(baseSide, configPath: configPath, strict: strict), head: load(headSide, configPath: configPath, strict: strict)))
    }

    static func load(_ source: DiffSource, configPath: String?, strict: Bool) -> DesignComparison.Side {
        var project = Project.open(at: source.root, configPath: configPath)
        if strict && !project.config.strict { project.setStrict() }
        let pipeline = Pipeline(project: project)
        let result = pipeline.check(pipeline.load())
        return DesignComparison.Side(label: source.label, result: result, config: project.config, specPairs: pipeline.specPairSamples(result))
    }

    /// `kiln build --diff BASE`: the base loaded and compared with a build's own checked result
    /// (the head is not loaded twice).
    public static func changes(
        base: String, head: Pipeline.Run, project: Project, configPath: String? = nil, strict: Bool = false
    ) -> Result<DesignChanges, DiffSource.Problem> {
        let baseSide: DiffSource
        switch DiffSource.resolve(base, role: "BASE", project: project.root) {
        case .success(let side): baseSide = side
        case .failure(let problem): return .failure(problem)
        }
        defer { baseSide.cleanUp() }
        let headSide = DesignComparison.Side(
            label: "work tree", result: head, config: project.config, specPairs: Pipeline(project: project).specPairSamples(head))
        return .success(DesignComparison.compare(base: load(baseSide, configPath: configPath, strict: strict), head: headSide))
    }
}

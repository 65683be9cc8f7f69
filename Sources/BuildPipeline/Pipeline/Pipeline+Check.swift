import DesignModel
import Diagnostics
import InputFiles
import Foundation
import Rules

extension Pipeline {
    /// Runs the rules over the loaded model and adds their findings to the diagnostics, with
    /// the configured severities, suppressions and baseline applied (see `CheckStage`).
    public func check(_ result: Run) -> Run {
        check(result, updateBaseline: false)
    }

    /// `updateBaseline`: write the baseline file accepting every current finding first (the
    /// returned result then reports none of them).
    public func check(_ result: Run, updateBaseline: Bool) -> Run {
        var result = result
        var diagnostics = result.diagnostics
        let baselinePath = project.config.baseline
        var baseline: Baseline?
        if !updateBaseline {
            baseline = loadBaseline(path: baselinePath, diagnostics: &diagnostics, sources: &result.sources)
        }
        let input = CheckStage.Input(
            system: result.system, config: project.config, spec: specFacts(result), diagnostics: diagnostics, baseline: baseline,
            shiftedFiles: result.specs.shiftedFiles)
        var output = result.timings.measure("check") { CheckStage.run(input) }
        output.diagnostics += coverageFailures(result.specs)
        if updateBaseline {
            let accepted = Baseline(findings: output.outcome.findings)
            do {
                try writeBaseline(accepted, path: baselinePath)
            } catch let problem as Diagnostic {
                output.diagnostics.append(problem)
            } catch {
                output.diagnostics.append(
                    .error(.ioUnwritable, "cannot write the baseline \"\(baselinePath)\": \(error.localizedDescription)", at: .none))
            }
            let findingIDs = Set(output.outcome.findings.map(\.diagnostic))
            output.diagnostics.removeAll { findingIDs.contains($0) }
            output.outcome.baselined = output.outcome.findings
            output.outcome.findings = []
        }
        result.diagnostics = output.diagnostics
        result.check = output.outcome
        return result
    }

    /// `specs.minCoverage`: an error per spec whose share of read or classified value-bearing lines
    /// is below the floor, at the spec file, pointing at the setting.
    func coverageFailures(_ specs: SpecSet) -> [Diagnostic] {
        guard let floor = project.config.specSettings.minCoverage else { return [] }
        var failures: [Diagnostic] = []
        for document in specs.documents {
            let counts = SpecCoverageCounts(document.coverage)
            guard counts.fraction < floor else { continue }
            let first = document.coverage.first { $0.status == .unread }
            failures.append(
                .error(
                    .specCoverage,
                    "\(SpecCoverageCounts.percent(counts.fraction)) of the value-bearing lines are read or classified, below `specs.minCoverage` (\(SpecCoverageCounts.percent(floor))); \(counts.unread) line\(counts.unread == 1 ? " is" : "s are") not understood",
                    at: first.map { specs.shiftedFiles.original($0.range) } ?? .file(document.file),
                    notes: project.config.specSettings.minCoverageRange.map { [.init("the floor is set here", at: $0)] } ?? [],
                    hint: "`kiln specs --coverage` lists them; each is also a `spec/unread` note"))
        }
        return failures
    }

    /// The spec facts the spec-based rules read: what the spec stage evaluated in every context
    /// (`SpecSet.facts`). Nil when no specs were loaded.
    package func specFacts(_ result: Run) -> SpecFacts? {
        result.specs.isEmpty ? nil : result.specs.facts
    }

    func loadBaseline(path: String, diagnostics: inout [Diagnostic], sources: inout SourceLines) -> Baseline? {
        if case .failure(.missing) = project.folder.entry(path) {
            if project.config.baselineIsExplicit {
                diagnostics.append(
                    .warning(
                        .baselineMissing, "the baseline \"\(path)\" named in kiln.yaml does not exist; every finding counts as new",
                        at: project.configFile.map { .file($0.path) } ?? .none, hint: "create it with `kiln check --update-baseline`"))
            }
            return nil
        }
        switch project.read(path, setting: "baseline") {
        case .success(let file):
            sources.register(file: file.path, text: file.text)
            return Baseline.parse(file, diagnostics: &diagnostics)
        case .failure(let problem):
            var problem = problem
            // A link out of the project or a FIFO keeps its own id; a broken file is the baseline's problem.
            if ![.ioOutsideProject, .ioNotAFile].contains(problem.id) { problem.id = .configBaseline }
            diagnostics.append(problem)
            return nil
        }
    }

    func writeBaseline(_ baseline: Baseline, path: String) throws {
        let folder = project.folder
        // Never written outside the project unless it opted in (as every input is read).
        if folder.isOutside(path), !folder.allowsOutside {
            throw folder.diagnostic(.outsidePath, path: path, at: project.location(ofSetting: "baseline") ?? .none)
        }
        let url = project.root.appendingPathComponent(path)
        let data = Data(baseline.render().utf8)
        if case .success(let existing) = folder.bytes(path), existing.elementsEqual(data) { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}


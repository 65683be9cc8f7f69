import Foundation
import Testing
import TerminalUI

/// The terminal decisions of item 5 (issue 16), with the terminal injected: color only on a
/// terminal and never under `NO_COLOR`; the progress line only on a terminal, never with
/// `--quiet`, drawn after its delay and cleared at the end.
@Suite struct TerminalPolicyTests {
    @Test func colorFollowsTerminalAndNoColor() {
        #expect(TerminalPolicy.useColor(explicit: nil, isTerminal: true, environment: [:]))
        #expect(!TerminalPolicy.useColor(explicit: nil, isTerminal: false, environment: [:]))
        #expect(!TerminalPolicy.useColor(explicit: nil, isTerminal: true, environment: ["NO_COLOR": "1"]))
        // no-color.org: an empty NO_COLOR does not count.
        #expect(TerminalPolicy.useColor(explicit: nil, isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!TerminalPolicy.useColor(explicit: nil, isTerminal: true, environment: ["TERM": "dumb"]))
        // --color / --no-color win over everything.
        #expect(TerminalPolicy.useColor(explicit: true, isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalPolicy.useColor(explicit: false, isTerminal: true, environment: [:]))
    }

    @Test func progressOnlyOnTerminalAndNotQuiet() {
        #expect(TerminalPolicy.showsProgress(isTerminal: true, verbosity: .normal, environment: [:]))
        #expect(TerminalPolicy.showsProgress(isTerminal: true, verbosity: .verbose, environment: [:]))
        #expect(!TerminalPolicy.showsProgress(isTerminal: false, verbosity: .normal, environment: [:]))
        #expect(!TerminalPolicy.showsProgress(isTerminal: true, verbosity: .quiet, environment: [:]))
        #expect(!TerminalPolicy.showsProgress(isTerminal: true, verbosity: .normal, environment: ["TERM": "dumb"]))
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) {
            lock.lock()
            parts.append(text)
            lock.unlock()
        }
        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return parts.joined()
        }
    }

    @Test func slowWorkShowsTheLineAndClearsIt() {
        let recorder = Recorder()
        let line = ProgressLine(enabled: true, delay: 0.05, interval: 0.01) { recorder.append($0) }
        line.stage("checking 12 tokens")
        Thread.sleep(forTimeInterval: 0.3)
        line.finish()
        let written = recorder.text
        #expect(line.wasShown)
        #expect(written.contains("kiln: checking 12 tokens… "))
        #expect(written.hasSuffix(ProgressLine.clear), "the last thing written erases the line")
        // Nothing after finish.
        Thread.sleep(forTimeInterval: 0.05)
        #expect(recorder.text == written)
    }

    @Test func quickWorkShowsNothing() {
        let recorder = Recorder()
        let line = ProgressLine(enabled: true, delay: 1.0, interval: 0.01) { recorder.append($0) }
        line.stage("loading")
        Thread.sleep(forTimeInterval: 0.05)
        line.finish()
        #expect(!line.wasShown)
        #expect(recorder.text.isEmpty, "a build under the delay leaves no trace, not even the clearing sequence")
    }

    @Test func disabledLineNeverWrites() {
        let recorder = Recorder()
        let line = ProgressLine(enabled: false, delay: 0, interval: 0.01) { recorder.append($0) }
        Thread.sleep(forTimeInterval: 0.05)
        line.finish()
        #expect(recorder.text.isEmpty)
    }
}

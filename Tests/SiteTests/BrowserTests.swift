import Foundation
import Testing

/// Runs `Support/browser_check.py` in headless Chromium: axe-core with zero violations on
/// every page in both themes (switch and system setting), visible keyboard focus, computed
/// swatch colors, offline search, reduced motion, and a hostile site where nothing may run.
///
/// Needs python3 with selenium and axe-selenium-python, chromium and chromedriver
/// (`scripts/install-deps.sh --test`). Missing tools skip the test locally and fail it in CI.
@Suite(.serialized) struct BrowserTests {
    @Test(.timeLimit(.minutes(15))) func sitePassesBrowserChecks() throws {
        let root = SiteFixtures.temporaryFolder("browser")
        let site = root.appendingPathComponent("site")
        let hostile = root.appendingPathComponent("injection")
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteFixtures.write(SiteFixtures.bundledSite, to: site)
        try SiteFixtures.write(
            SiteFixtures.site(at: SiteFixtures.fixtures.appendingPathComponent("injection/input"), specs: SpecFixtures.hostile()), to: hostile)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", SiteFixtures.browserScript.path, "--site", site.path, "--injection", hostile.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            try missing("python3 cannot be started: \(error)")
            return
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if process.terminationStatus == 2 {
            try missing(text)
            return
        }
        #expect(process.terminationStatus == 0, "browser checks failed:\n\(text)")
        print(text)
    }

    private func missing(_ message: String) throws {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("browser tools missing in CI (run scripts/install-deps.sh --test):\n\(message)")
        } else {
            print("skipping browser checks: \(message)")
        }
    }
}

import Foundation
import Testing

/// Runs `Support/browser_check.py` in headless Chromium on the bundled project's site and the
/// two examples' (camera, larder): axe-core 4.x with the WCAG 2.2 AA and best-practice rules
/// reporting zero violations on every page, at 1440 and 390 px, in both themes; no page
/// scrolling sideways; anchors below the sticky header; the wireframes drawing what the model
/// says; copy buttons, search over code names and spec text, findings filters; and a hostile
/// site where nothing may run.
///
/// Needs python3 with selenium and axe-playwright-python, chromium and chromedriver
/// (`scripts/install-deps.sh --test`). Missing tools skip the test locally and fail it in CI.
/// `KILN_SITE_SCREENSHOTS=DIR` keeps a screenshot of each page at each width and theme.
@Suite(.serialized) struct BrowserTests {
    @Test(.timeLimit(.minutes(20))) func sitePassesBrowserChecks() throws {
        let root = SiteFixtures.temporaryFolder("browser")
        let hostile = root.appendingPathComponent("injection")
        defer { try? FileManager.default.removeItem(at: root) }
        var sites: [String] = []
        for (name, folder) in [("bundled", SiteFixtures.repository), ("camera", SiteFixtures.repository.appendingPathComponent("examples/camera")),
            ("larder", SiteFixtures.repository.appendingPathComponent("examples/larder"))]
        {
            let site = root.appendingPathComponent(name)
            try SiteFixtures.write(SiteFixtures.site(at: folder), to: site)
            sites += ["--site", site.path]
        }
        try SiteFixtures.write(
            SiteFixtures.site(at: SiteFixtures.fixtures.appendingPathComponent("injection/input"), specs: SpecFixtures.hostile()), to: hostile)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["python3", SiteFixtures.browserScript.path] + sites + ["--injection", hostile.path]
        // Spec text, a button's label and a code name: what people search the site for.
        arguments += ["--search", "VoiceOver=VoiceOver", "--search", "Get Started=Get Started", "--search", "textPrimary=textPrimary"]
        if let folder = ProcessInfo.processInfo.environment["KILN_SITE_SCREENSHOTS"] { arguments += ["--screenshots", folder] }
        process.arguments = arguments
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

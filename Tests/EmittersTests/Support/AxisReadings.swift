import Foundation

/// Reader runs of the axis matrix that other suites check too, kept per shared build
/// (SharedBuilds) so the tools run once: the browser over a fixture's stylesheets
/// (AxisMatrixTests reads every output's combinations from it, AxesOutputTests tokens.css's
/// every property by attributes and by media). The Swift probes are kept by source text
/// (`PlatformConfiguration.run`), which AxisMatrixTests and AxesOutputTests share the same way.
enum AxisReadings {
    private static let stylesheets = OncePerKey<AxisMatrixTests.StylesheetReading>()

    /// Only for a fixture's shared build: the key is its name.
    static func stylesheets(_ fixture: AxisMatrixTests.Fixture) throws -> AxisMatrixTests.StylesheetReading? {
        try stylesheets.value(fixture.name) { try AxisMatrixTests.readStylesheets(fixture) }
    }
}

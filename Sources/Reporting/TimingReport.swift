import BuildPipeline
import Foundation

/// `--timings`: one line per stage, `timing: STAGE 12.3 ms`, in the order the stages ran.
public enum TimingReport {
    public static func text(_ timings: Pipeline.Timings) -> String {
        var text = ""
        for entry in timings.entries {
            text += "timing: \(entry.stage) \(String(format: "%.1f", entry.seconds * 1000)) ms\n"
        }
        return text
    }
}

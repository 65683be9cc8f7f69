import DesignModel
import Foundation

/// A SwiftUI spring (`response`, `dampingFraction`) as physics, for the platforms that have no
/// such spring: Flutter gets the exact `SpringDescription` and a curve over the settling time;
/// CSS gets a `linear()` easing sampled from the same motion.
///
/// With mass 1: stiffness = (2π / response)², damping = 4π · dampingFraction / response. The
/// motion from 0 to 1 starting at rest is the classic damped step response.
struct SpringMath {
    var response: Double
    var dampingFraction: Double

    init(_ spring: Spring) {
        response = max(spring.response, 0.001)
        dampingFraction = max(spring.dampingFraction, 0)
    }

    var angularFrequency: Double { 2 * Double.pi / response }
    var stiffness: Double { angularFrequency * angularFrequency }
    var damping: Double { 2 * dampingFraction * angularFrequency }

    /// Position at `time` seconds (0 at rest, 1 the target).
    func position(at time: Double) -> Double {
        let omega = angularFrequency
        let zeta = dampingFraction
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + (zeta * omega / damped) * sin(damped * time))
        } else if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        } else {
            let s = omega * (zeta * zeta - 1).squareRoot()
            // Written with exponentials that cannot overflow for large zeta.
            let r1 = -zeta * omega + s
            let r2 = -zeta * omega - s
            return 1 - (r1 * exp(r2 * time) - r2 * exp(r1 * time)) / (r1 - r2)
        }
    }

    /// Seconds until the motion stays within 0.1% of the target (capped at 10 s), rounded up to
    /// a millisecond: the duration a curve-based platform should animate for.
    var settlingTime: Double {
        let step = 0.001
        var last = 0.0
        var time = 0.0
        while time <= 10 {
            let offset = abs(position(at: time) - 1)
            if offset > 0.001 { last = time } else if staysSettled(at: time, offset: offset) { break }
            time += step
        }
        return min(10, ((last + step) * 1000).rounded(.up) / 1000)
    }

    /// Whether the motion stays within 0.1% of the target from `time` on (so no later step can
    /// move the settling time), told with a margin from its envelope: an underdamped spring never
    /// strays beyond e^(−ζωt)/√(1−ζ²), and a critically or overdamped one closes in on the target
    /// without overshooting it. An undamped one never settles.
    func staysSettled(at time: Double, offset: Double) -> Bool {
        let zeta = dampingFraction
        if zeta >= 1 { return offset < 0.0009 }
        guard zeta > 0 else { return false }
        return exp(-zeta * angularFrequency * time) / (1 - zeta * zeta).squareRoot() < 0.0009
    }

    /// Evenly spaced samples of the motion over the settling time, ending exactly at 1: one per
    /// 1/60 s (a frame), at least 12 and at most 240.
    func samples(over duration: Double) -> [Double] {
        let count = min(240, max(12, Int((duration * 60).rounded(.up))))
        var values: [Double] = []
        values.reserveCapacity(count + 1)
        for index in 0...count {
            let time = duration * Double(index) / Double(count)
            values.append(index == count ? 1 : position(at: time))
        }
        return values
    }
}

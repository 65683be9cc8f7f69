/// The cone type a color-vision deficiency affects: L (protan, red), M (deutan, green) or
/// S (tritan, blue). Severity 1 is the dichromat form (-anopia); below 1, the anomalous
/// trichromat form (-anomaly).
public enum Deficiency: String, Sendable, Hashable, CaseIterable, Codable {
    case protan
    case deutan
    case tritan
}

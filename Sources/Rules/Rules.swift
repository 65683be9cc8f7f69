/// The checks Kiln runs over the resolved model (accessibility, consistency, naming).
/// See docs/architecture.md: each check is a small `Rule` with an id, a description and examples.
public enum Rules {}

/// Markdown screen specs → located, resolved screens and components (docs/spec-format.md).
public enum SpecParsing {}

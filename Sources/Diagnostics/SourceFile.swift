/// A file's path (as shown in diagnostics, relative to the project) and its text.
public struct SourceFile: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

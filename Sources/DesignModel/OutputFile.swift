/// One file an emitter produces, relative to the output folder (`swift/Tokens.swift`).
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

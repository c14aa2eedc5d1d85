import FormSupport
/// An input file as the formats see it. Its JSON is read and parsed on first use and kept, failure
/// included, so claiming and loading read the file once however many formats look at it.
public final class InputFile {
    public let path: String
    /// The name the document and its outputs take (`signup.form.json` → `signup`).
    public let baseName: String
    private var parsed: Result<JSONNode, any Error>?

    public init(path: String, baseName: String) {
        self.path = path
        self.baseName = baseName
    }

    public func json() throws -> JSONNode {
        if let parsed { return try parsed.get() }
        let result = Result { try SourceFiles.readJSON(path) }
        parsed = result
        return try result.get()
    }
}

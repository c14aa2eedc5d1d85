import FormSupport
/// Reading input files with a size bound, and parsing them as JSON with errors that point into them.
public enum SourceFiles {
    public static let maxFileBytes = 8 << 20

    /// A regular file's bytes (see `RegularFile`), at most `maxFileBytes` of them.
    public static func readBytes(_ path: String) throws -> [UInt8] {
        try RegularFile.read(path, maxBytes: maxFileBytes)
    }

    public static func parseJSON(_ bytes: [UInt8], file: String) throws -> JSONNode {
        do {
            return try JSONParser.parse(bytes, limits: JSONLimits(maxBytes: maxFileBytes, maxDepth: 64))
        } catch let error as JSONSyntaxError {
            throw FormError("invalid JSON: \(error.message)", at: SourceLocation(file: file, position: error.position))
        }
    }

    public static func readJSON(_ path: String) throws -> JSONNode {
        try parseJSON(try readBytes(path), file: path)
    }
}

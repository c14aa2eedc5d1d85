import Foundation

/// Reading input files with a size bound, and parsing them as JSON with errors that point into them.
public enum SourceFiles {
    public static let maxFileBytes = 8 << 20

    public static func readBytes(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FormError("no such file", at: SourceLocation(file: path))
        }
        if isDirectory.boolValue {
            throw FormError("is a directory; expected a file", at: SourceLocation(file: path))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FormError("cannot be read (check its permissions)", at: SourceLocation(file: path))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
        } catch {
            throw FormError("cannot be read: \(error.localizedDescription)", at: SourceLocation(file: path))
        }
        guard data.count <= maxFileBytes else {
            throw FormError("is larger than \(maxFileBytes >> 20) MiB; input files are bounded", at: SourceLocation(file: path))
        }
        return [UInt8](data)
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

    /// `User.hints` → `User`, `signup.form.json` → `signup`: the name outputs are written under.
    public static func baseName(of path: String) -> String {
        let file = (path as NSString).lastPathComponent
        for suffix in [".form.json", ".hints", ".json"] where file.hasSuffix(suffix) && file.count > suffix.count {
            return String(file.dropLast(suffix.count))
        }
        return (file as NSString).deletingPathExtension
    }
}

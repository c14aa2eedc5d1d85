/// Where a problem is: a file, and a line and column or a key path inside it.
public struct SourceLocation: Equatable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition?
    public var keyPath: String?

    public init(file: String, position: SourcePosition? = nil, keyPath: String? = nil) {
        self.file = file
        self.position = position
        self.keyPath = keyPath
    }

    /// Control characters in the file name or key path are escaped: both can come from an input.
    public var description: String {
        let file = file.escapingControlCharacters
        if let position { return "\(file):\(position.line):\(position.column)" }
        if let keyPath, !keyPath.isEmpty { return "\(file): \(keyPath.escapingControlCharacters)" }
        return file
    }
}

/// A problem in an input that stops it from rendering. Printed `file:line:column: error: message`.
public struct FormError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// Messages quote keys, names and values from inputs: their control characters are escaped.
    public var description: String { "\(location): error: \(message.escapingControlCharacters)" }
}

/// Something worth saying that does not stop the render (6Layer prints these to the console).
public struct FormWarning: Equatable, Sendable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "⚠️ Warning: \(message.escapingControlCharacters) (\(location))" }
}

/// Collects warnings while a document is read; the CLI prints them to stderr. At most
/// `maxWarnings` are kept, then one line says how many more there were, so that a hostile file cannot
/// flood a CI log. A warning is said once: one that reads as one said before (the same message at the
/// same place, from another width or state) is dropped here, so no caller has to.
public struct WarningLog: Sendable {
    public static let maxWarnings = 100
    private var kept: [FormWarning] = []
    private var dropped = 0
    /// Keys of the warnings said once (`addOnce`).
    private var said: Set<String> = []
    /// The warnings' texts, to say each once (bounded: past it, later repeats count as more warnings).
    private var seen: Set<String> = []
    private static let maxRemembered = 10_000

    public init() {}

    public var warnings: [FormWarning] {
        guard dropped > 0, let last = kept.last else { return kept }
        return kept + [FormWarning("\(dropped) more warning\(dropped == 1 ? "" : "s") not shown", at: SourceLocation(file: last.location.file))]
    }

    public mutating func add(_ message: String, at location: SourceLocation) {
        add(FormWarning(message, at: location))
    }

    /// Adds the warning unless one with the same `key` was added before (a font family named on many views).
    public mutating func addOnce(_ message: String, key: String, at location: SourceLocation) {
        guard said.insert(key).inserted else { return }
        add(FormWarning(message, at: location))
    }

    public mutating func append(contentsOf other: [FormWarning]) {
        other.forEach { add($0) }
    }

    private mutating func add(_ warning: FormWarning) {
        if seen.count < WarningLog.maxRemembered {
            guard seen.insert(warning.description).inserted else { return }
        } else if seen.contains(warning.description) {
            return
        }
        guard kept.count < WarningLog.maxWarnings else {
            dropped += 1
            return
        }
        kept.append(warning)
    }
}

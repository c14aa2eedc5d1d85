import Foundation
import Testing

// `#expect` and `#require` without their macros. Each macro is expanded by a compiler plugin and its
// expansion type-checked at every call site: about 18 ms a `#expect(a == b)` against well under 1 ms a
// function call, which made 5,000 of them most of the suite's build. These functions record the same
// issues at the caller's line; `expectEqual` says both values.
// The caller's place comes from the literals #fileID, #filePath, #line and #column, which need no
// plugin (Testing's #_sourceLocation is a macro too).

/// Records an issue at the caller's line when `condition` is false.
public func expect(_ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> String = "",
                   fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) rethrows {
    try expect(condition(), comment(), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line when `condition` is false.
public func expect(_ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> String = "",
                   sourceLocation: SourceLocation) rethrows {
    guard try !condition() else { return }
    record("Expectation failed", comment(), sourceLocation)
}

/// Records an issue saying both values when they differ.
public func expectEqual<T: Equatable>(_ actual: @autoclosure () throws -> T, _ expected: @autoclosure () throws -> T,
                                      _ comment: @autoclosure () -> String = "",
                                      fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) rethrows {
    try expectEqual(actual(), expected(), comment(), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue saying both values when they differ.
public func expectEqual<T: Equatable>(_ actual: @autoclosure () throws -> T, _ expected: @autoclosure () throws -> T,
                                      _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation) rethrows {
    let (actual, expected) = (try actual(), try expected())
    guard actual != expected else { return }
    record("\(describe(actual)) is not \(describe(expected))", comment(), sourceLocation)
}

/// Bytes (pictures, files) compared optimised, where the generic `expectEqual` would compare them one
/// witness-table call a byte; a failure says where they first differ and how many differ, not every byte.
public func expectEqual(_ actual: @autoclosure () throws -> [UInt8], _ expected: @autoclosure () throws -> [UInt8],
                        _ comment: @autoclosure () -> String = "",
                        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) rethrows {
    let (actual, expected) = (try actual(), try expected())
    guard !sameBytes(actual, expected) else { return }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if actual.count <= 64 && expected.count <= 64 {
        return record("\(actual) is not \(expected)", comment(), location)
    }
    let first = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
    record("\(actual.count) bytes are not the \(expected.count) expected: \(countDifferences(actual, expected)) differ, the first at offset \(first)",
           comment(), location)
}

/// The value, or an issue at the caller's line and an error that ends the test when it is nil.
public func require<T>(_ value: @autoclosure () throws -> T?, _ comment: @autoclosure () -> String = "",
                       fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws -> T {
    try require(value(), comment(), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Nothing, or an issue at the caller's line and an error that ends the test when `condition` is false.
public func require(_ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> String = "",
                    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
    try require(condition(), comment(), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Thrown by `require`; the issue it recorded says why.
public struct RequirementFailed: Error, CustomStringConvertible {
    public var description: String { "a requirement failed (the issue recorded says which)" }
}

private func record(_ what: String, _ comment: String, _ location: SourceLocation) {
    Issue.record(Comment(rawValue: comment.isEmpty ? what : "\(what): \(comment)"), sourceLocation: location)
}

/// A value as a failure shows it: strings quoted, long ones cut.
private func describe<T>(_ value: T) -> String {
    var text = String(reflecting: value)
    if text.count > 2_000 { text = String(text.prefix(2_000)) + "… (\(text.count) characters)" }
    return text
}

/// `require` for helpers that pass on their caller's place.
public func require<T>(_ value: @autoclosure () throws -> T?, _ comment: @autoclosure () -> String = "",
                       sourceLocation: SourceLocation) throws -> T {
    if let value = try value() { return value }
    record("Required value was nil", comment(), sourceLocation)
    throw RequirementFailed()
}

/// `require` for helpers that pass on their caller's place.
public func require(_ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> String = "",
                    sourceLocation: SourceLocation) throws {
    guard try !condition() else { return }
    record("Requirement failed", comment(), sourceLocation)
    throw RequirementFailed()
}

/// Whether two byte arrays hold the same bytes, compared as memory: `==` on arrays compares an element
/// at a time, which took seconds of the suite over its painted pictures.
public func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { a in
        b.withUnsafeBytes { b in
            guard let first = a.baseAddress, let second = b.baseAddress else { return true }
            return memcmp(first, second, a.count) == 0
        }
    }
}

/// How many bytes of two arrays differ (and the difference in length): compiled optimised, so a test
/// can compare whole pictures' bytes, which an unoptimised loop over them takes seconds to do.
public func countDifferences(_ a: [UInt8], _ b: [UInt8]) -> Int {
    // Bytes, not a generic Element: a generic function called from another module runs unspecialised,
    // one witness-table call a byte.
    a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
            var count = abs(a.count - b.count)
            for index in 0..<min(a.count, b.count) where a[index] != b[index] { count += 1 }
            return count
        }
    }
}

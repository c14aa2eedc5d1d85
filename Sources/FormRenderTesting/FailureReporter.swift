import FormModel
import FormSupport
import Foundation
import Testing
import XCTest

struct FailureLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Reports a failure to the test framework that is running: Swift Testing when a test of its is
/// current (with the images attached), XCTest otherwise.
enum FailureReporter {
    static func fail(_ message: String, at location: FailureLocation, attachments: [String] = []) {
        if Test.current != nil {
            for path in attachments {
                if let data = FileManager.default.contents(atPath: path) {
                    Attachment.record([UInt8](data), named: (path as NSString).lastPathComponent,
                                      sourceLocation: sourceLocation(location))
                }
            }
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(location))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }

    /// A warning about an input: printed to standard error, as the CLI prints it; it fails nothing.
    static func warn(_ message: String) {
        // fputs, not FileHandle, which traps when standard error is closed.
        fputs(message.escapingControlCharacters + "\n", stderr)
    }

    private static func sourceLocation(_ location: FailureLocation) -> Testing.SourceLocation {
        Testing.SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
                       column: Int(location.column))
    }
}

#if SnapshotTesting
import Testing
import FormSupport
import XCTest

/// Where a strategy was asked for: the `assertSnapshot` line, so a failure is reported there.
struct IssueLocation: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Fails the running test, in Swift Testing when one of its tests is current, else in XCTest: what
/// swift-snapshot-testing does with its own messages. Not IssueReporting's `reportIssue`, which on
/// Linux only prints unless the test target links IssueReportingTestSupport.
enum TestIssue {
    static func record(_ message: String, at location: IssueLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
#endif

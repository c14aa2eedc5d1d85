#if SnapshotTesting
import FormModel
import FormSupport
import Foundation

/// Why a form cannot be snapshotted: the input's error as the CLI prints it
/// (`file:line:column: error: …`, or the key path). A `LocalizedError`, because swift-snapshot-testing
/// reports a throwing value by its `localizedDescription`, which on Linux says nothing useful for a
/// plain Swift error.
public struct SnapshotFormError: LocalizedError, CustomStringConvertible, Sendable {
    public let error: FormError

    public init(_ error: FormError) {
        self.error = error
    }

    /// Any error on the way to a picture, located at `input` when it does not say where it is.
    init(_ error: any Error, input: String) {
        switch error {
        case let error as SnapshotFormError: self = error
        case let error as FormError: self.init(error)
        default: self.init(FormError("\(error)", at: SourceLocation(file: input)))
        }
    }

    public var description: String { error.description }
    public var errorDescription: String? { error.description }
}
#endif

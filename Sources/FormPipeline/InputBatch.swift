import FormModel
import FormSupport

/// What every batch does first, `render`, the snapshot suite and the gallery alike: the inputs expanded
/// into files (`InputDiscovery`), then each file read into its states by `read`, a file that cannot be
/// read kept with its error so that the others go on, in the files' order.
public struct InputBatch: Sendable {
    public var inputs: [LoadedInput]
    /// Inputs that named no file (a missing path, a directory with no forms, too many files).
    public var errors: [FormError]

    public init(_ inputs: [String], emptyDirectoryIsAnError: Bool = true, read: ([String]) -> [LoadedInput]) {
        let (files, errors) = InputDiscovery.expand(inputs, emptyDirectoryIsAnError: emptyDirectoryIsAnError)
        self.inputs = read(files)
        self.errors = errors
    }

    /// The files the inputs named, in order.
    public var files: [String] { inputs.map(\.input) }

    /// `render`'s rule: an input whose files would take names an earlier input's files have is not
    /// rendered, and its error names both (in the files' order, so whatever the number of workers).
    public mutating func claimOutputNames() {
        var claims = OutputNameClaims()
        for index in inputs.indices {
            guard let collision = claims.claim(inputs[index].namedStates, for: inputs[index].input) else { continue }
            inputs[index].states = nil
            inputs[index].error = collision
        }
    }
}

import FormModel
import FormSupport

/// What the snapshot suite and the gallery do first (`render` reads on its workers, `BatchRender`):
/// the inputs expanded into files (`InputDiscovery`), then each file read into its states by `read`, a
/// file that cannot be read kept with its error so that the others go on, in the files' order.
public struct InputBatch: Sendable {
    public var inputs: [LoadedInput]
    /// Inputs that named no file (a missing path, a directory with no forms, too many files).
    public var errors: [FormError]

    public init(_ inputs: [String], emptyDirectoryIsAnError: Bool = true, within project: LayoutRoot? = nil, read: ([String]) -> [LoadedInput]) {
        let (files, errors) = InputDiscovery.expand(inputs, emptyDirectoryIsAnError: emptyDirectoryIsAnError, within: project)
        self.inputs = read(files)
        self.errors = errors
    }

    /// The files the inputs named, in order.
    public var files: [String] { inputs.map(\.input) }
}

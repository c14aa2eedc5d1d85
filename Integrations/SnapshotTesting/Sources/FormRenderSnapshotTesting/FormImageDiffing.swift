import FormSnapshot
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG data compared as pixels by the `SnapshotDiffing` FormRender's own suite uses (no Cairo
    /// involved); the failure message says how many differ and why.
    public static func formImage(_ options: ComparisonOptions) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            // A render error fails, even against a reference that holds the same error (recorded by a
            // recording run before this check existed): an error is never a picture that matches.
            if let message = FormPNG.renderError(in: new) { return (message, []) }
            if let recorded = FormPNG.renderError(in: old) {
                return ("the reference is not a picture but a recorded render error (\(recorded)); delete it and record again", [])
            }
            guard old != new else { return nil }
            do {
                let verdict = try SnapshotDiffing(options: options).compare(referencePNG: [UInt8](old), actualPNG: [UInt8](new))
                return verdict.passed ? nil : ("FormRender snapshot differs: \(verdict.summary)", [])
            } catch {
                return ("FormRender snapshot could not be compared: \(error)", [])
            }
        }
    }
}

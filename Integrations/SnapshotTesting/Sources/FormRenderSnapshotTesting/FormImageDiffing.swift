import FormSnapshot
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG data compared as pixels by the `SnapshotDiffing` FormRender's own suite uses (no Cairo
    /// involved); the failure message says how many differ and why.
    public static func formImage(_ options: ComparisonOptions) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            if let message = FormPNG.renderError(in: new) { return (message, []) }
            do {
                let verdict = try SnapshotDiffing(options: options).compare(referencePNG: [UInt8](old), actualPNG: [UInt8](new))
                return verdict.passed ? nil : ("FormRender snapshot differs: \(verdict.summary)", [])
            } catch {
                return ("FormRender snapshot could not be compared: \(error)", [])
            }
        }
    }
}

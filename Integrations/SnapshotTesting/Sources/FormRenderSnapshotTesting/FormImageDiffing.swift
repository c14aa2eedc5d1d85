import FormSnapshot
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG data compared as pixels by FormSnapshot (no Cairo involved); the failure message says how
    /// many differ and why.
    public static func formImage(_ options: ComparisonOptions) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            if let message = FormPNG.renderError(in: new) { return (message, []) }
            do {
                let comparison = try PNGComparison.compare(reference: [UInt8](old), actual: [UInt8](new), options: options)
                return comparison.passed ? nil : ("FormRender snapshot differs: \(comparison.summary)", [])
            } catch {
                return ("FormRender snapshot could not be compared: \(error)", [])
            }
        }
    }
}

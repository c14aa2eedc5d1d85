import FormSupport
import Foundation

/// `render`'s rule for output names, kept while the batch's workers read inputs in parallel: an input
/// whose files would take names an earlier input's files have is not rendered, and its error names both.
/// Claims are made in input order (a worker waits for the inputs before its own to be claimed), so the
/// same inputs are refused whatever the number of workers.
final class ClaimLedger: @unchecked Sendable {
    private let condition = NSCondition()
    private var claims = OutputNameClaims()
    private var nextIndex = 0

    /// Claims `stems` for input `index`, once every input before it has claimed its own: nil, or the
    /// error that refuses the input. Every index must be claimed once (with no stems when it could
    /// not be read), or the inputs after it wait for ever.
    func claim(_ stems: [LoadSummary.Stem], for input: String, at index: Int) -> FormError? {
        condition.lock()
        defer { condition.unlock() }
        while nextIndex < index { condition.wait() }
        defer {
            nextIndex = index + 1
            condition.broadcast()
        }
        return claims.claim(stems.map { ($0.name, $0.variant) }, for: input)
    }
}

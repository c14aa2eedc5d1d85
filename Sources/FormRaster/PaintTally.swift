/// What painting drew otherwise than asked, for the caller to say: Gaussian shadows drawn with
/// gradients once a page's blur budget was spent (`ShadowMasks.blurBudget`).
public final class PaintTally {
    public internal(set) var approximatedShadows = 0

    public init() {}

    /// Counted afresh for the next drawing.
    public func reset() {
        approximatedShadows = 0
    }

    /// The most pixels of shadow a page blurs, for messages.
    public static var shadowBlurBudget: Int { ShadowMasks.blurBudget }
}

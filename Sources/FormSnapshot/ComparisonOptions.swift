/// How tolerant a pixel comparison is.
///
/// Tolerance limits: a comparison of same-sized images passes when
/// `diffPixels <= maxDiffPixels` **or** `diffPixels / totalPixels <= maxDiffPixelRatio`.
/// A limit left at 0 allows nothing, so setting just one of them is enough, and when both are set
/// the more generous one wins. (Playwright instead applies the stricter of the two when both are
/// given; with "unset" meaning 0 here, that would make the ratio useless next to the default count.)
public struct ComparisonOptions: Equatable, Sendable, Codable {
    /// pixelmatch's matching threshold, 0…1: how far apart two colours may be in YIQ space and still
    /// count as equal. Smaller is stricter; 0 treats any change as a difference.
    public var threshold: Double
    /// Count anti-aliased differences as real ones (pixelmatch's `includeAA`).
    public var includeAntialiasing: Bool
    /// Differing pixels allowed in absolute numbers.
    public var maxDiffPixels: Int
    /// Differing pixels allowed as a share of all pixels, 0…1.
    public var maxDiffPixelRatio: Double

    public init(threshold: Double = 0.1, includeAntialiasing: Bool = false, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Default threshold and no limit on differences: every pixel is counted, nothing stops early.
    public static let countEverything = ComparisonOptions(maxDiffPixelRatio: 1)

    /// pixelmatch's largest possible YIQ distance (black against white).
    static let maxYIQDelta = 35215.0

    /// The squared YIQ distance above which two colours differ.
    var maxColorDelta: Double { Self.maxYIQDelta * threshold * threshold }

    /// The most differing pixels that still pass among `totalPixels`: the larger of the two limits.
    public func allowedDiffPixels(totalPixels: Int) -> Int {
        max(0, maxDiffPixels, pixelsAllowedByRatio(totalPixels: totalPixels))
    }

    /// The largest `n` with `Double(n) / Double(totalPixels) <= maxDiffPixelRatio`, so the limit means
    /// exactly what its doc says despite `ratio * total` rounding either way.
    private func pixelsAllowedByRatio(totalPixels: Int) -> Int {
        // `> 0` is false for NaN as well.
        guard totalPixels > 0, maxDiffPixelRatio > 0 else { return 0 }
        guard maxDiffPixelRatio < 1 else { return totalPixels }
        let total = Double(totalPixels)
        var allowed = Int((maxDiffPixelRatio * total).rounded(.down))
        while allowed < totalPixels, Double(allowed + 1) / total <= maxDiffPixelRatio { allowed += 1 }
        while allowed > 0, Double(allowed) / total > maxDiffPixelRatio { allowed -= 1 }
        return allowed
    }
}

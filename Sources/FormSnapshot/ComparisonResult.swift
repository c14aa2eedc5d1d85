import Foundation

/// What comparing a reference image with an actual one found.
public struct ComparisonResult: Equatable, Sendable {
    public struct Size: Equatable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width)×\(height)" }
    }

    public struct SizeMismatch: Equatable, Sendable {
        public var reference: Size
        public var actual: Size

        public init(reference: Size, actual: Size) {
            self.reference = reference
            self.actual = actual
        }
    }

    /// Pixels that differ beyond the threshold and are not anti-aliasing. With a size mismatch this
    /// includes every pixel of the union of both sizes that only one image (or neither) covers.
    public var diffPixels: Int
    /// Pixels that differ beyond the threshold but were forgiven as anti-aliasing.
    public var antialiasedPixels: Int
    /// Pixels compared: the image area, or the area of the union of both sizes on a mismatch.
    public var totalPixels: Int
    /// Set when the images differ in size; such a comparison never passes.
    public var sizeMismatch: SizeMismatch?
    /// The comparison stopped once the difference budget was spent, so `diffPixels` (and
    /// `antialiasedPixels`) are lower bounds: the true counts are at least these.
    public var isLowerBound: Bool
    public var passed: Bool

    public init(diffPixels: Int, antialiasedPixels: Int, totalPixels: Int, sizeMismatch: SizeMismatch? = nil,
                isLowerBound: Bool = false, passed: Bool) {
        self.diffPixels = diffPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch
        self.isLowerBound = isLowerBound
        self.passed = passed
    }

    /// One line for a report: "1234 of 1350000 pixels differ (0.09%)", "at least …", or the sizes.
    public var summary: String {
        var parts: [String] = []
        if let sizeMismatch { parts.append("size changed from \(sizeMismatch.reference) to \(sizeMismatch.actual)") }
        let share = totalPixels > 0 ? Double(diffPixels) / Double(totalPixels) * 100 : 0
        let shareText = share >= 0.01 || share == 0 ? String(format: "%.2f", share) : "<0.01"
        parts.append("\(isLowerBound ? "at least " : "")\(diffPixels) of \(totalPixels) pixels differ (\(shareText)%)")
        if antialiasedPixels > 0 { parts.append("\(isLowerBound ? "at least " : "")\(antialiasedPixels) anti-aliased ignored") }
        return parts.joined(separator: "; ")
    }
}

/// A laid-out page: its size in points and its box tree.
public struct LayoutTree: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var root: LayoutBox
    /// The content is taller than `maxHeight`: layout stopped there, and nothing can draw it.
    public var isTruncated: Bool
    /// What to say when a truncated tree was asked to be drawn or shown: what is too tall, and what to do.
    public var truncationMessage: String

    /// The tallest page drawn, in points: 32767 px, the tallest image, at scale 1 (PDF pages are
    /// shorter still).
    public static let maxHeight = 32_767.0

    public init(width: Double, height: Double, root: LayoutBox, isTruncated: Bool = false,
                tooTall: String = "the form", advice: String = "split it into several forms, or collapse sections") {
        self.width = width
        self.height = height
        self.root = root
        self.isTruncated = isTruncated
        self.truncationMessage = "\(tooTall) is taller than \(Int(LayoutTree.maxHeight)) pt, more than any image or page holds; layout stopped there (\(advice))"
    }
}

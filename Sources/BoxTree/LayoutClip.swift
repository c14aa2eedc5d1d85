extension LayoutTree {
    /// The tree cut to its first `height` points: the page and its boxes keep their places, and what
    /// lies below the cut is simply not on the page. A screen too tall for one picture is drawn to the
    /// limit rather than refused.
    public func clipped(toHeight limit: Double) -> LayoutTree {
        guard height > limit || isTruncated else { return self }
        var root = self.root
        root.frame.height = min(root.frame.height, limit)
        return LayoutTree(width: width, height: min(height, limit), root: root)
    }
}

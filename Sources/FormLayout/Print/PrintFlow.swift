import BoxTree

/// A form laid out for paper as one long column, before it is cut into pages: the tree (frames from
/// its top left, as wide as a page's content), each section's header as it is repeated on the pages
/// the section continues on, and how running headers and footers look.
public struct PrintFlow: Sendable {
    public var tree: LayoutTree
    /// Section id → its header with "(continued)" after the title, at the origin.
    public var continuedHeaders: [String: LayoutBox]
    /// The running header's text (the form's title) and the footer's own line, if any.
    public var runningTitle: String?
    public var footerText: String?
    public var runningFont: FontSpec
    public var runningColor: Color
    public var ruleColor: Color
    /// Space between a running header or footer and the content.
    public var runningGap: Double
    /// Kept from the top of a page's content by a section that continues there (its repeated header).
    public var headerGap: Double
    /// What printing had to leave out (a value longer than its character cells).
    public var warnings: [String] = []

    public init(tree: LayoutTree, continuedHeaders: [String: LayoutBox], runningTitle: String?, footerText: String?,
                runningFont: FontSpec, runningColor: Color, ruleColor: Color, runningGap: Double, headerGap: Double) {
        self.tree = tree
        self.continuedHeaders = continuedHeaders
        self.runningTitle = runningTitle
        self.footerText = footerText
        self.runningFont = runningFont
        self.runningColor = runningColor
        self.ruleColor = ruleColor
        self.runningGap = runningGap
        self.headerGap = headerGap
    }
}

import BoxTree
import FormModel

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
    /// The words pages print ("Page 2 of 5") in the form's language, and its locale for their digits.
    public var words = PrintWords.english
    public var locale = FormDocument.defaultLocale
    /// The footer line's width on one line, as measured: the pages say when it does not fit.
    public var footerWidth: Double?

    /// The room the page number takes at the footer's trailing end, for the longest number of `count`
    /// pages ("Page 10 of 12" on every page alike), at most `contentWidth`.
    public func pageNumberWidth(count: Int, contentWidth: Double) -> Double {
        let longest = words.page(count, of: count, locale: locale)
        return min(contentWidth, max(90, runningFont.size * 0.6 * Double(14 + 2 * String(count).count),
                                     runningFont.size * 0.65 * Double(longest.count + 2)))
    }

    /// The gap between the footer line and the page number.
    public static let footerGap = 12.0

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

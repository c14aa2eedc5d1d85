/// What every layout returns: one tree per page, frames relative to the page, and the outline. A screen
/// is one page as tall as its content, with no outline and no page name; paper has pages of its size.
public struct PagedLayout: Equatable, Sendable {
    /// A bookmark: a title that opens a page at a height.
    public struct OutlineEntry: Equatable, Sendable {
        public var title: String
        /// The section (or other box) it marks, for tests and diffs.
        public var id: String?
        /// From 1.
        public var page: Int
        /// Points from the page's top.
        public var y: Double

        public init(title: String, id: String?, page: Int, y: Double) {
            self.title = title
            self.id = id
            self.page = page
            self.y = y
        }
    }

    public var pages: [LayoutTree]
    public var outline: [OutlineEntry]
    /// The name page files carry (`a4`, `letter-landscape`, `500x700`); nil for a screen.
    public var pageName: String?

    /// Paper: pages of the size `pageName` names.
    public init(pages: [LayoutTree], outline: [OutlineEntry], pageName: String) {
        self.pages = pages
        self.outline = outline
        self.pageName = pageName
    }

    /// A screen: one page, as tall as its content.
    public init(screen: LayoutTree) {
        self.pages = [screen]
        self.outline = []
        self.pageName = nil
    }

    /// Laid out across a screen's width rather than on paper.
    public var isScreen: Bool { pageName == nil }

    /// The screen's one tree, or the first page.
    public var first: LayoutTree { pages[0] }
}

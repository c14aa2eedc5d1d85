/// A document laid out on pages: one tree per page, frames relative to the page, and its outline.
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
    /// The name page files carry (`a4`, `letter-landscape`, `500x700`).
    public var pageName: String

    public init(pages: [LayoutTree], outline: [OutlineEntry], pageName: String) {
        self.pages = pages
        self.outline = outline
        self.pageName = pageName
    }
}

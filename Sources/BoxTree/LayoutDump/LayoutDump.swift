/// The layout dump (`formrender layout`, a snapshot's `.layout.json`) as one model, written from a
/// layout (`LayoutDump+Layout.swift`, then `LayoutJSON` prints it) and read back by the layout diff
/// through the same `Codable` conformance, so a property of the dump is declared once, here or in its
/// part (`Box`, `Style`, `TextStyle`, `Content`). Frames are in points from the page's top left,
/// colours `#RRGGBB[AA]`; a box carries only what differs from the defaults.
public enum LayoutDump: Codable, Equatable, Sendable {
    /// A screen, or one printed page as a snapshot case keeps it.
    case tree(Tree)
    /// A whole printed document, every page.
    case document(Document)

    /// `{"width", "height", "page"?, "pageCount"?, "outline"?, "root"}`: a page carries its number,
    /// the document's page count and outline, so a moved page break can be told.
    public struct Tree: Codable, Equatable, Sendable {
        public var width: Number
        public var height: Number
        public var page: Int?
        public var pageCount: Int?
        public var outline: [OutlineEntry]?
        public var root: Box

        public init(width: Number, height: Number, page: Int? = nil, pageCount: Int? = nil, outline: [OutlineEntry]? = nil, root: Box) {
            self.width = width
            self.height = height
            self.page = page
            self.pageCount = pageCount
            self.outline = outline
            self.root = root
        }
    }

    /// `{"page": {"name", "width", "height"}, "pageCount", "outline", "pages": [{"page", "root"}]}`.
    public struct Document: Codable, Equatable, Sendable {
        public var page: PageSize
        public var pageCount: Int
        public var outline: [OutlineEntry]
        public var pages: [Page]
    }

    public struct PageSize: Codable, Equatable, Sendable {
        public var name: String
        public var width: Number
        public var height: Number
    }

    public struct Page: Codable, Equatable, Sendable {
        public var page: Int
        public var root: Box
    }

    /// A bookmark: the section it marks and where it opens.
    public struct OutlineEntry: Codable, Equatable, Sendable {
        public var title: String
        public var id: String?
        public var page: Int
        public var y: Number
    }

    private enum Shape: String, CodingKey { case pages }

    /// A dump with `pages` is a document; any other is one tree.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self)
        self = keys.contains(AnyKey("pages")) ? .document(try Document(from: decoder)) : .tree(try Tree(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .tree(let tree): try tree.encode(to: encoder)
        case .document(let document): try document.encode(to: encoder)
        }
    }
}

/// Any member's name: the keys of a box's notes, and a look at a dump's shape before it is read.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

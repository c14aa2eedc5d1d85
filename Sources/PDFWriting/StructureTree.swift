/// The logical structure of a tagged PDF: elements (a document, sections, headings, paragraphs,
/// lists, form fields) in reading order, each holding marked content of pages (by MCID) and
/// annotations. What a screen reader reads and what PDF/UA checks.
public final class StructureTree {
    public final class Element {
        let type: String
        public var typeName: String { type }
        /// Unowned: a parent holds its kids, so it outlives them (and a weak reference would cost
        /// each parent a side table).
        unowned var parent: Element?
        var kids: [Kid] = []
        public var alternateText: String?
        public var title: String?
        /// `/A`, whole (`<</O/PrintField/Role/tv>>`).
        public var attributes: String?
        var object = 0

        init(type: String, parent: Element?) {
            self.type = type
            self.parent = parent
        }
    }

    enum Kid {
        case element(Element)
        case content(page: Int, mcid: Int)
        case annotation(page: Int, object: Int)
    }

    public let root = Element(type: "Document", parent: nil)
    public private(set) var current: Element
    /// Each page's marked content, by MCID: the element it belongs to.
    private(set) var pageContent: [[Element]] = []
    private(set) var annotations: [(page: Int, object: Int, element: Element)] = []

    public init() {
        current = root
    }

    public func begin(_ type: String) -> Element {
        let element = Element(type: type, parent: current)
        current.kids.append(.element(element))
        current = element
        return element
    }

    public func end() {
        if let parent = current.parent { current = parent }
    }

    /// A new MCID on `page` for content of `element`.
    public func markContent(of element: Element, page: Int) -> Int {
        while pageContent.count <= page { pageContent.append([]) }
        let mcid = pageContent[page].count
        pageContent[page].append(element)
        element.kids.append(.content(page: page, mcid: mcid))
        return mcid
    }

    public func addAnnotation(_ object: Int, page: Int, to element: Element) {
        element.kids.append(.annotation(page: page, object: object))
        annotations.append((page, object, element))
    }

    /// Writes every element, the parent tree and the root; `pages` are the page objects. Returns the
    /// StructTreeRoot's number. Pages' `/StructParents` are their indexes; annotations' follow them.
    func write(into objects: PDFObjects, pages: [Int]) -> Int {
        let rootObject = objects.reserve()
        var all: [Element] = []
        func number(_ element: Element) {
            element.object = objects.reserve()
            all.append(element)
            for kid in element.kids { if case .element(let child) = kid { number(child) } }
        }
        number(root)
        for element in all {
            var body = PDFBytes()
            body.raw("<</Type/StructElem/S")
            body.name(element.type)
            body.raw("/P ")
            body.reference(element.parent?.object ?? rootObject)
            if let alt = element.alternateText { body.raw("/Alt"); body.textString(alt) }
            if let title = element.title { body.raw("/T"); body.textString(title) }
            if let attributes = element.attributes { body.raw("/A"); body.raw(attributes) }
            var pageOfKids: Int?
            for kid in element.kids {
                if case .content(let page, _) = kid { pageOfKids = page; break }
            }
            if let page = pageOfKids, page < pages.count {
                body.raw("/Pg ")
                body.reference(pages[page])
            }
            // One kid stands alone, as the standard allows (and checkers that read /K as a number expect).
            let single = element.kids.count == 1
            body.raw(single ? "/K " : "/K[")
            for kid in element.kids {
                switch kid {
                case .element(let child):
                    body.reference(child.object)
                case .content(let page, let mcid):
                    if page == pageOfKids {
                        body.int(mcid)
                    } else {
                        body.raw("<</Type/MCR/Pg ")
                        body.reference(pages[page])
                        body.raw("/MCID ")
                        body.int(mcid)
                        body.raw(">>")
                    }
                case .annotation(let page, let object):
                    body.raw("<</Type/OBJR/Pg ")
                    body.reference(pages[page])
                    body.raw("/Obj ")
                    body.reference(object)
                    body.raw(">>")
                }
                if !single { body.space() }
            }
            body.raw(single ? ">>" : "]>>")
            objects.set(element.object, body)
        }
        // The parent tree: page i → its MCIDs' elements; annotation j → its element.
        var parentTree = PDFBytes()
        parentTree.raw("<</Nums[")
        for page in 0..<pages.count {
            parentTree.int(page)
            parentTree.raw("[")
            for element in page < pageContent.count ? pageContent[page] : [] {
                parentTree.reference(element.object)
                parentTree.space()
            }
            parentTree.raw("]")
        }
        for (index, annotation) in annotations.enumerated() {
            parentTree.int(pages.count + index)
            parentTree.space()
            parentTree.reference(annotation.element.object)
            parentTree.space()
        }
        parentTree.raw("]>>")
        let parentTreeObject = objects.add(parentTree)
        var body = PDFBytes()
        body.raw("<</Type/StructTreeRoot/K ")
        body.reference(root.object)
        body.raw("/ParentTree ")
        body.reference(parentTreeObject)
        body.raw("/ParentTreeNextKey ")
        body.int(pages.count + annotations.count)
        body.raw(">>")
        objects.set(rootObject, body)
        return rootObject
    }
}

import Dispatch
import FormSupport

/// A PDF written by FormRender itself: pages whose content streams a canvas writes, sharing one set of
/// resources (fonts subset once for the whole document, images and states written once however often
/// they are used), with links, bookmarks, and a structure tree that makes it a tagged PDF (PDF/UA-1):
/// its language, its title shown as the window's, and XMP metadata saying so. The same calls give the
/// same bytes on every machine: nothing depends on time, addresses or the libraries' versions.
public final class PDFDocumentBuilder {
    public struct Link {
        /// In PDF space (points, y up): left, bottom, right, top.
        public var rect: (Double, Double, Double, Double)
        public var uri: String
        public var element: StructureTree.Element?

        public init(rect: (Double, Double, Double, Double), uri: String, element: StructureTree.Element?) {
            self.rect = rect
            self.uri = uri
            self.element = element
        }
    }

    public struct Bookmark {
        public var title: String
        public var page: Int
        /// From the page's top, in points.
        public var top: Double

        public init(title: String, page: Int, top: Double) {
            self.title = title
            self.page = page
            self.top = top
        }
    }

    private struct Page {
        var width: Double
        var height: Double
        var content: Int
        /// The content stream's bytes, compressed in `finish`.
        var bytes: [UInt8]
        var annotations: [Int]
    }

    public let structure = StructureTree()
    private let objects = PDFObjects()
    private var pages: [Page] = []
    private var fonts: [(key: AnyHashable, font: EmbeddedFont?)] = []
    private var fontIndex: [AnyHashable: Int] = [:]
    private var xObjects: [(name: String, object: Int)] = []
    private var xObjectNames: [AnyHashable: String] = [:]
    private var states: [(name: String, body: PDFBytes)] = []
    private var stateNames: [String: String] = [:]
    private var shadings: [(name: String, object: Int)] = []
    private var links: [(page: Int, object: Int, link: Link)] = []
    /// After `finish`: each font written, its resource name and object, and the characters
    /// `EmbeddedFont.addCharacters` gave it (a form field's fonts, for its `/DR`).
    public private(set) var writtenFonts: [(name: String, object: Int, typable: Set<UInt32>)] = []
    /// Errors met while embedding fonts (a broken font draws nothing rather than failing the page).
    public private(set) var fontErrors: [String] = []

    public init() {}

    // MARK: Resources

    /// The font for `key`, its program given by `load` the first time; nil when it cannot be
    /// embedded (its text is then not drawn, and `fontErrors` says why).
    public func font(for key: AnyHashable, load: () throws -> FontProgram?) -> EmbeddedFont? {
        if let index = fontIndex[key] { return fonts[index].font }
        var font: EmbeddedFont?
        do {
            if let program = try load() { font = EmbeddedFont(program: program, resourceName: "F\(fonts.count + 1)") }
        } catch {
            fontErrors.append("\(error)")
        }
        fontIndex[key] = fonts.count
        fonts.append((key, font))
        return font
    }

    /// A font already in the document, for invisible text standing for an image (an emoji's characters).
    public var someFont: EmbeddedFont? { fonts.lazy.compactMap(\.font).first }

    /// An ExtGState with fill and stroke alpha.
    public func alphaState(fill: Double, stroke: Double) -> String {
        var body = PDFBytes()
        body.raw("<</ca ")
        body.number(fill, places: 4)
        body.raw("/CA ")
        body.number(stroke, places: 4)
        body.raw(">>")
        return state(body)
    }

    private func state(_ body: PDFBytes) -> String {
        let key = String(decoding: body.bytes, as: UTF8.self)
        if let name = stateNames[key] { return name }
        let name = "G\(states.count + 1)"
        states.append((name, body))
        stateNames[key] = name
        return name
    }

    /// An image, once per `key`: `rgb` holds 3 bytes a pixel, rows top to bottom; `alpha` one a pixel,
    /// or nil when opaque.
    public func image(key: AnyHashable, width: Int, height: Int, rgb: () -> [UInt8], alpha: () -> [UInt8]?, smooth: Bool) -> String {
        if let name = xObjectNames[key] { return name }
        var mask: Int?
        if let alpha = alpha() {
            var dictionary = PDFBytes()
            imageHeader(&dictionary, width: width, height: height, colorSpace: "DeviceGray", smooth: smooth)
            mask = objects.addStream(dictionary: dictionary, data: alpha)
        }
        var dictionary = PDFBytes()
        imageHeader(&dictionary, width: width, height: height, colorSpace: "DeviceRGB", smooth: smooth)
        if let mask {
            dictionary.raw("/SMask ")
            dictionary.reference(mask)
        }
        return addXObject(key: key, objects.addStream(dictionary: dictionary, data: rgb()))
    }

    /// A colour painted through an 8-bit mask (a blurred shadow): a one-pixel image of the colour with
    /// the mask as its soft mask, which PDF stretches over the same square.
    public func maskedColor(key: AnyHashable, red: Double, green: Double, blue: Double, width: Int, height: Int, mask: () -> [UInt8]) -> String {
        if let name = xObjectNames[key] { return name }
        var maskDictionary = PDFBytes()
        imageHeader(&maskDictionary, width: width, height: height, colorSpace: "DeviceGray", smooth: true)
        let maskObject = objects.addStream(dictionary: maskDictionary, data: mask())
        var dictionary = PDFBytes()
        imageHeader(&dictionary, width: 1, height: 1, colorSpace: "DeviceRGB", smooth: false)
        dictionary.raw("/SMask ")
        dictionary.reference(maskObject)
        let color = [red, green, blue].map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
        return addXObject(key: key, objects.addStream(dictionary: dictionary, data: color, compress: false))
    }

    private func imageHeader(_ dictionary: inout PDFBytes, width: Int, height: Int, colorSpace: String, smooth: Bool) {
        dictionary.raw("/Type/XObject/Subtype/Image/Width ")
        dictionary.int(width)
        dictionary.raw("/Height ")
        dictionary.int(height)
        dictionary.raw("/ColorSpace/")
        dictionary.raw(colorSpace)
        dictionary.raw("/BitsPerComponent 8")
        if smooth { dictionary.raw("/Interpolate true") }
    }

    private func addXObject(key: AnyHashable?, _ object: Int) -> String {
        let name = "X\(xObjects.count + 1)"
        xObjects.append((name, object))
        if let key { xObjectNames[key] = name }
        return name
    }

    /// A transparency group of drawing (a translucent box): its content in the coordinates where it is
    /// drawn, within `box` (left, top, right, bottom in those coordinates).
    public func group(content: [UInt8], box: (Double, Double, Double, Double)) -> String {
        addXObject(key: nil, form(content: content, box: [box.0, box.1, box.2, box.3], group: "DeviceRGB"))
    }

    /// A form XObject drawing `content` within `box` (left, bottom, right, top in its own space) with
    /// the shared resources; a transparency group in `group`'s colour space, if named.
    private func form(content: [UInt8], box: [Double], group: String?) -> Int {
        var dictionary = PDFBytes()
        dictionary.raw("/Type/XObject/Subtype/Form/BBox[")
        dictionary.numbers(box)
        dictionary.raw("]")
        if let group { dictionary.raw("/Group<</S/Transparency/CS/" + group + ">>") }
        dictionary.raw("/Resources ")
        dictionary.reference(resources)
        return objects.addStream(dictionary: dictionary, data: content)
    }

    /// A form field's appearance: `content` drawn in a `width` × `height` box. Returns its object.
    public func appearance(content: [UInt8], width: Double, height: Double) -> Int {
        form(content: content, box: [0, 0, width, height], group: nil)
    }

    /// A gradient: `kind` 2 (axial, coords x0 y0 x1 y1) or 3 (radial, x0 y0 r0 x1 y1 r1), through
    /// `stops` (offset, red, green, blue, alpha), padded at both ends. Returns the shading's name and,
    /// when some stop is translucent, an ExtGState whose soft mask gives the alphas over `box` (left,
    /// top, right, bottom in the coordinates it is set in).
    public func gradient(kind: Int, coords: [Double], stops: [(Double, Double, Double, Double, Double)],
                         box: (Double, Double, Double, Double)) -> (shading: String, softMask: String?) {
        let colour = addShading(kind: kind, coords: coords, colorSpace: "DeviceRGB", stops: stops.map { ($0.0, [$0.1, $0.2, $0.3]) })
        guard stops.contains(where: { $0.4 < 1 }) else { return (colour, nil) }
        let alphaShading = addShading(kind: kind, coords: coords, colorSpace: "DeviceGray", stops: stops.map { ($0.0, [$0.4]) })
        var content = PDFBytes()
        content.raw("/")
        content.raw(alphaShading)
        content.raw(" sh")
        let form = self.form(content: content.bytes, box: [box.0, box.1, box.2, box.3], group: "DeviceGray")
        var state = PDFBytes()
        state.raw("<</SMask<</S/Luminosity/G ")
        state.reference(form)
        state.raw(">>>>")
        return (colour, self.state(state))
    }

    private func addShading(kind: Int, coords: [Double], colorSpace: String, stops: [(Double, [Double])]) -> String {
        var body = PDFBytes()
        body.raw("<</ShadingType ")
        body.int(kind)
        body.raw("/ColorSpace/")
        body.raw(colorSpace)
        body.raw("/Coords[")
        body.numbers(coords)
        body.raw("]/Extend[true true]/Function")
        function(&body, stops: stops)
        body.raw(">>")
        let name = "S\(shadings.count + 1)"
        shadings.append((name, objects.add(body)))
        return name
    }

    /// Exponential interpolations between neighbouring stops, stitched together.
    private func function(_ body: inout PDFBytes, stops: [(Double, [Double])]) {
        func pair(_ a: [Double], _ b: [Double]) {
            body.raw("<</FunctionType 2/Domain[0 1]/N 1/C0[")
            body.numbers(a, places: 4)
            body.raw("]/C1[")
            body.numbers(b, places: 4)
            body.raw("]>>")
        }
        let sorted = stops.isEmpty ? [(0.0, [0.0]), (1.0, [0.0])] : stops
        guard sorted.count > 2 else {
            pair(sorted[0].1, sorted[sorted.count - 1].1)
            return
        }
        // Domain 0…1: a stop before 0 or after 1 is clamped (it cannot be reached).
        let first = max(0, min(1, sorted[0].0)), last = max(first, min(1, sorted[sorted.count - 1].0))
        body.raw("<</FunctionType 3/Domain[0 1]/Functions[")
        var bounds: [Double] = []
        var pieces = 0
        if first > 0 { pair(sorted[0].1, sorted[0].1); bounds.append(first); pieces += 1 }
        for index in 0..<(sorted.count - 1) {
            pair(sorted[index].1, sorted[index + 1].1)
            pieces += 1
            if index < sorted.count - 2 { bounds.append(max(bounds.last ?? 0, min(1, sorted[index + 1].0))) }
        }
        if last < 1 { bounds.append(last); pair(sorted[sorted.count - 1].1, sorted[sorted.count - 1].1); pieces += 1 }
        body.raw("]/Bounds[")
        body.numbers(bounds, places: 5)
        body.raw("]/Encode[")
        for index in 0..<pieces { if index > 0 { body.space() }; body.raw("0 1") }
        body.raw("]>>")
    }

    // MARK: Pages

    /// The shared resource dictionary, written last.
    private lazy var resources = objects.reserve()

    /// Each page's content stream is compressed as the page is added, on another core while the
    /// next page is drawn; `finish` waits for the last.
    private let pageCompression = DispatchQueue(label: "FormRender.PDFPageCompression")
    private let packedPages = PackedStreams()

    /// Adds a page, `width` × `height` points, whose content stream is `content`; returns its index.
    @discardableResult
    public func addPage(width: Double, height: Double, content: [UInt8], links pageLinks: [Link]) -> Int {
        let index = pages.count
        let stream = objects.reserve()
        var annotations: [Int] = []
        for link in pageLinks {
            let object = objects.reserve()
            annotations.append(object)
            links.append((index, object, link))
            if let element = link.element { structure.addAnnotation(object, page: index, to: element) }
        }
        pages.append(Page(width: width, height: height, content: stream, bytes: content, annotations: annotations))
        pageCompression.async { [packedPages] in packedPages.streams.append(Deflate.packed(content)) }
        return index
    }

    /// The finished file: fonts subset, streams compressed, everything written. It touches no
    /// library but zlib, so a caller may run it outside any lock its drawing needed.
    public func finish(title: String?, language: String?, producer: String, bookmarks: [Bookmark]) -> [UInt8] {
        pageCompression.sync {}
        for index in pages.indices {
            objects.setStream(pages[index].content, dictionary: PDFBytes(), data: pages[index].bytes, packed: packedPages.streams[index])
            pages[index].bytes = []
        }
        packedPages.streams = []
        let pagesObject = objects.reserve()
        let pageObjects = pages.map { _ in objects.reserve() }
        // The fonts' subsets are cut and compressed on one core while the structure tree is written on
        // the other (on one, when no other is free); then the fonts' objects follow, in their order.
        let programs = UnsafeMutableBufferPointer<Result<EmbeddedFont.Program, Error>?>.allocate(capacity: fonts.count)
        programs.initialize(repeating: nil)
        defer { programs.deallocate() }
        var structRoot = 0
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                for (index, entry) in fonts.enumerated() { programs[index] = entry.font.map { font in Result { try font.program() } } }
            } else {
                structRoot = structure.write(into: objects, pages: pageObjects)
            }
        }
        var fontObjects: [(String, Int)] = []
        for (index, entry) in fonts.enumerated() {
            guard let font = entry.font, let program = programs[index] else { continue }
            do {
                let object = try font.write(into: objects, program: try program.get())
                fontObjects.append((font.resourceName, object))
                writtenFonts.append((font.resourceName, object, font.typable))
            } catch {
                fontErrors.append("\(error)")
            }
        }
        var annotationKeys: [Int: Int] = [:]
        for (index, annotation) in structure.annotations.enumerated() { annotationKeys[annotation.object] = pages.count + index }
        for (page, object, link) in links {
            var body = PDFBytes()
            body.raw("<</Type/Annot/Subtype/Link/Rect[")
            body.numbers([link.rect.0, link.rect.1, link.rect.2, link.rect.3])
            body.raw("]/Border[0 0 0]/F 4/P ")
            body.reference(pageObjects[page])
            body.raw("/Contents")
            body.textString(link.uri)
            body.raw("/A<</S/URI/URI")
            body.literalString(Array(link.uri.utf8))
            body.raw(">>")
            if let key = annotationKeys[object] {
                body.raw("/StructParent ")
                body.int(key)
            }
            body.raw(">>")
            objects.set(object, body)
        }
        for (index, page) in pages.enumerated() {
            var body = PDFBytes()
            body.raw("<</Type/Page/Parent ")
            body.reference(pagesObject)
            body.raw("/MediaBox[0 0 ")
            body.number(page.width)
            body.space()
            body.number(page.height)
            body.raw("]/Resources ")
            body.reference(resources)
            body.raw("/Contents ")
            body.reference(page.content)
            body.raw("/StructParents ")
            body.int(index)
            body.raw("/Tabs/S")
            if !page.annotations.isEmpty {
                body.raw("/Annots[")
                for annotation in page.annotations { body.reference(annotation); body.space() }
                body.raw("]")
            }
            body.raw(">>")
            objects.set(pageObjects[index], body)
        }
        var pagesBody = PDFBytes()
        pagesBody.raw("<</Type/Pages/Kids[")
        for object in pageObjects { pagesBody.reference(object); pagesBody.space() }
        pagesBody.raw("]/Count ")
        pagesBody.int(pages.count)
        pagesBody.raw(">>")
        objects.set(pagesObject, pagesBody)

        var resourceBody = PDFBytes()
        resourceBody.raw("<<")
        if !fontObjects.isEmpty {
            resourceBody.raw("/Font<<")
            for (name, object) in fontObjects { resourceBody.name(name); resourceBody.space(); resourceBody.reference(object); resourceBody.space() }
            resourceBody.raw(">>")
        }
        if !xObjects.isEmpty {
            resourceBody.raw("/XObject<<")
            for (name, object) in xObjects { resourceBody.name(name); resourceBody.space(); resourceBody.reference(object); resourceBody.space() }
            resourceBody.raw(">>")
        }
        if !states.isEmpty {
            resourceBody.raw("/ExtGState<<")
            for (name, body) in states { resourceBody.name(name); resourceBody.append(body.bytes) }
            resourceBody.raw(">>")
        }
        if !shadings.isEmpty {
            resourceBody.raw("/Shading<<")
            for (name, object) in shadings { resourceBody.name(name); resourceBody.space(); resourceBody.reference(object); resourceBody.space() }
            resourceBody.raw(">>")
        }
        resourceBody.raw(">>")
        objects.set(resources, resourceBody)

        let outline = writeOutline(bookmarks, pageObjects: pageObjects)
        let metadata = writeMetadata(title: title, producer: producer)
        var catalog = PDFBytes()
        catalog.raw("<</Type/Catalog/Pages ")
        catalog.reference(pagesObject)
        catalog.raw("/StructTreeRoot ")
        catalog.reference(structRoot)
        catalog.raw("/MarkInfo<</Marked true>>/ViewerPreferences<</DisplayDocTitle true>>/Metadata ")
        catalog.reference(metadata)
        if let language, !language.isEmpty {
            catalog.raw("/Lang")
            catalog.textString(language)
        }
        if let outline {
            catalog.raw("/Outlines ")
            catalog.reference(outline)
            catalog.raw("/PageMode/UseOutlines")
        }
        catalog.raw(">>")
        let root = objects.add(catalog)
        var info = PDFBytes()
        info.raw("<<")
        if let title { info.raw("/Title"); info.textString(title) }
        info.raw("/Producer")
        info.textString(producer)
        info.raw("/Creator(FormRender)/CreationDate(D:20000101000000Z)/ModDate(D:20000101000000Z)>>")
        let infoObject = objects.add(info)
        // The file's ID from what it holds, as the standard asks, not from the time.
        return objects.file(root: root, info: infoObject, salt: Array((title ?? "").utf8))
    }

    private func writeOutline(_ bookmarks: [Bookmark], pageObjects: [Int]) -> Int? {
        let kept = bookmarks.filter { $0.page >= 0 && $0.page < pageObjects.count }
        guard !kept.isEmpty else { return nil }
        let outline = objects.reserve()
        let items = kept.map { _ in objects.reserve() }
        for (index, bookmark) in kept.enumerated() {
            var body = PDFBytes()
            body.raw("<</Title")
            body.textString(bookmark.title)
            body.raw("/Parent ")
            body.reference(outline)
            if index > 0 { body.raw("/Prev "); body.reference(items[index - 1]) }
            if index + 1 < items.count { body.raw("/Next "); body.reference(items[index + 1]) }
            body.raw("/Dest[")
            body.reference(pageObjects[bookmark.page])
            body.raw("/XYZ 0 ")
            body.number(pages[bookmark.page].height - max(0, bookmark.top))
            body.raw(" null]>>")
            objects.set(items[index], body)
        }
        var body = PDFBytes()
        body.raw("<</Type/Outlines/First ")
        body.reference(items[0])
        body.raw("/Last ")
        body.reference(items[items.count - 1])
        body.raw("/Count ")
        body.int(items.count)
        body.raw(">>")
        objects.set(outline, body)
        return outline
    }

    /// XMP metadata: the title, the producer and the PDF/UA identification.
    private func writeMetadata(title: String?, producer: String) -> Int {
        // XML holds no control characters but tab.
        func escaped(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" })).markupEscaped
        }
        let titleXML = title.map { "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escaped($0))</rdf:li></rdf:Alt></dc:title>" } ?? ""
        let xmp = """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
        \(titleXML)<pdf:Producer>\(escaped(producer))</pdf:Producer><xmp:CreatorTool>FormRender</xmp:CreatorTool><xmp:CreateDate>2000-01-01T00:00:00Z</xmp:CreateDate><xmp:ModifyDate>2000-01-01T00:00:00Z</xmp:ModifyDate><pdfuaid:part>1</pdfuaid:part>
        </rdf:Description></rdf:RDF></x:xmpmeta>
        <?xpacket end="w"?>
        """
        var dictionary = PDFBytes()
        dictionary.raw("/Type/Metadata/Subtype/XML")
        return objects.addStream(dictionary: dictionary, data: Array(xmp.utf8), compress: false)
    }
}

/// Compressed page streams, in page order: appended on the document's compression queue only, and
/// read after it has drained.
private final class PackedStreams: @unchecked Sendable {
    var streams: [[UInt8]] = []
}

import BoxTree
import CCairoPango
import PDFWriting

/// The canvas of one PDF page: what the painters draw becomes the page's content stream, its fonts,
/// images and gradients the document's shared resources, its links annotations, and what the boxes
/// mean the document's structure tree (text marked as the element it belongs to, the rest as
/// artifacts), so the file is a tagged PDF.
final class PDFCanvas: Canvas {
    let raster: OpaquePointer? = nil
    let document: PDFDocumentBuilder
    let text: PangoText
    let pageIndex: Int
    let width: Double
    let height: Double

    private enum Source {
        case color(Color)
        case gradient(Gradient)
    }

    private struct State {
        var matrix = Affine.identity
        /// The clip's bounds in device space (the page's points, from its top left).
        var clip: (minX: Double, minY: Double, maxX: Double, maxY: Double)
        var source = Source.color(Color(red: 0, green: 0, blue: 0))
        var lineWidth = 2.0
        var cap = LineCap.butt
        var join = LineJoin.miter
        var dash: [Double] = []
        var evenOdd = false
    }

    /// What the content stream's own graphics state holds, so nothing is said twice.
    private struct Written {
        var fill: (Double, Double, Double)?
        var stroke: (Double, Double, Double)?
        var alpha = 1.0
        var lineWidth = 1.0
        var cap = LineCap.butt
        var join = LineJoin.miter
        var dash: [Double] = []
    }

    private var out = PDFBytes(capacity: 1 << 16)
    private var state: State
    private var saved: [(State, Written)] = []
    private var written = Written()
    private var path = PDFPath()
    private var groups: [(out: PDFBytes, saved: [(State, Written)], written: Written, box: (Double, Double, Double, Double),
                          owner: StructureTree.Element?)] = []
    private(set) var links: [PDFDocumentBuilder.Link] = []

    /// Whether what is drawn is marked as structure (a page) or not (a field's appearance).
    let marksContent: Bool

    init(document: PDFDocumentBuilder, text: PangoText, pageIndex: Int, width: Double, height: Double, marksContent: Bool = true,
         runFonts: RunFonts) {
        self.marksContent = marksContent
        self.runFonts = runFonts
        self.document = document
        self.text = text
        self.pageIndex = pageIndex
        self.width = width
        self.height = height
        state = State(clip: (0, 0, width, height))
        // The page's user space has its origin at the top left and y down, as every layout has.
        out.raw("1 0 0 -1 0 ")
        out.number(height)
        out.raw(" cm\n")
    }

    /// Storage for a text run's clusters, used run after run (see `PDFText.clusters`).
    var clusterBuffer: [PDFText.Cluster] = []

    /// The document fonts of the Pango fonts its text runs were shaped in.
    let runFonts: RunFonts

    func runFont(_ font: UnsafeMutablePointer<PangoFont>) -> (font: EmbeddedFont?, size: Double) {
        runFonts.font(font, document: document, text: text)
    }

    /// The finished content stream.
    func finish() -> [UInt8] {
        closeMark()
        return out.bytes
    }

    // MARK: What the content means

    private enum Owner: Equatable {
        case artifact
        case element(ObjectIdentifier)
    }

    private var ownerElement: StructureTree.Element?
    private var openMark: Owner?
    /// Structure entered by boxes, to leave in turn.
    private var scopes: [BoxScope] = []
    private enum BoxScope { case none, element, field, artifact }
    /// The labels of the fields entered, innermost last.
    private var fieldLabels: [String?] = []
    private var artifactDepth = 0
    private var textElementOpened = false

    func enterBox(_ box: LayoutBox) {
        guard marksContent, let kind = PDFStructure.kind(of: box, inside: document.structure.current) else {
            scopes.append(.none)
            return
        }
        switch kind {
        case .artifact:
            artifactDepth += 1
            scopes.append(.artifact)
        case .element(let type):
            guard artifactDepth == 0 else { scopes.append(.none); return }
            if box.role.rawValue == "field" { fieldLabels.append(PDFStructure.label(of: box)) }
            let element = document.structure.begin(type)
            PDFStructure.describe(element, box: box, fieldLabel: fieldLabels.last ?? nil)
            scopes.append(box.role.rawValue == "field" ? .field : .element)
        }
    }

    func leaveBox() {
        switch scopes.popLast() {
        case .element?: document.structure.end()
        case .field?:
            fieldLabels.removeLast()
            document.structure.end()
        case .artifact?: artifactDepth -= 1
        default: break
        }
    }

    func beginText() {
        guard marksContent, artifactDepth == 0 else { return }
        let current = document.structure.current
        if PDFStructure.holdsText(current.typeName) {
            ownerElement = current
        } else {
            ownerElement = document.structure.begin(current.typeName == "LI" ? "LBody" : "P")
            textElementOpened = true
        }
    }

    func endText() {
        if textElementOpened {
            document.structure.end()
            textElementOpened = false
        }
        ownerElement = nil
    }

    /// Opens the marked-content sequence that what is drawn next belongs to (text to its element,
    /// everything else as an artifact), closing another; nothing inside a group, whose drawing is
    /// marked where the group is drawn.
    private func mark() {
        guard marksContent, groups.isEmpty else { return }
        let owner: Owner = ownerElement.map { .element(ObjectIdentifier($0)) } ?? .artifact
        guard openMark != owner else { return }
        closeMark()
        if let element = ownerElement {
            let mcid = document.structure.markContent(of: element, page: pageIndex)
            out.name(element.typeName)
            out.raw("<</MCID ")
            out.int(mcid)
            out.raw(">>BDC\n")
        } else {
            out.raw("/Artifact BMC\n")
        }
        openMark = owner
    }

    private func closeMark() {
        guard openMark != nil else { return }
        out.raw("EMC\n")
        openMark = nil
    }

    // MARK: State

    func save() {
        closeMark()
        saved.append((state, written))
        out.raw("q\n")
    }

    func restore() {
        guard let (oldState, oldWritten) = saved.popLast() else { return }
        closeMark()
        state = oldState
        written = oldWritten
        out.raw("Q\n")
    }

    func setColor(_ color: Color) { state.source = .color(color) }
    func setGradient(_ gradient: Gradient) { state.source = .gradient(gradient) }

    // MARK: Paths

    func newPath() { path.clear() }
    func newSubPath() { path.newSubPath() }

    func moveTo(_ x: Double, _ y: Double) {
        let p = state.matrix.apply(x, y)
        path.move(p.x, p.y)
    }

    func lineTo(_ x: Double, _ y: Double) {
        let p = state.matrix.apply(x, y)
        path.line(p.x, p.y)
    }

    func arc(_ cx: Double, _ cy: Double, radius: Double, from: Double, to: Double) {
        path.arc(cx, cy, radius: radius, from: from, to: to, matrix: state.matrix)
    }

    func closePath() { path.close() }

    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        let m = state.matrix
        if m.b == 0, m.c == 0 {
            let p = m.apply(x, y), q = m.apply(x + width, y + height)
            path.rectangle(p.x, p.y, q.x, q.y)
            return
        }
        moveTo(x, y)
        lineTo(x + width, y)
        lineTo(x + width, y + height)
        lineTo(x, y + height)
        path.close()
    }

    func setEvenOddFill(_ evenOdd: Bool) { state.evenOdd = evenOdd }
    func setLineWidth(_ width: Double) { state.lineWidth = width }
    func setLineCap(_ cap: LineCap) { state.cap = cap }
    func setLineJoin(_ join: LineJoin) { state.join = join }
    func setDash(_ dashes: [Double]) { state.dash = dashes }

    private func writePath() {
        path.write(&out, toUser: state.matrix.inverse)
    }

    func fill() {
        defer { path.clear() }
        guard !path.isEmpty else { return }
        switch state.source {
        case .color(let color):
            guard color.alpha > 0 else { return }
            mark()
            useFill(color)
            writePath()
            out.raw(state.evenOdd ? "f*\n" : "f\n")
        case .gradient(let gradient):
            paintGradient(gradient)
        }
    }

    func stroke() {
        defer { path.clear() }
        guard !path.isEmpty, case .color(let color) = state.source, color.alpha > 0, state.lineWidth > 0 else { return }
        mark()
        useStroke(color)
        if written.lineWidth != state.lineWidth {
            out.number(state.lineWidth)
            out.raw(" w\n")
            written.lineWidth = state.lineWidth
        }
        if written.cap != state.cap {
            out.raw(state.cap == .round ? "1 J\n" : "0 J\n")
            written.cap = state.cap
        }
        if written.join != state.join {
            out.raw(state.join == .round ? "1 j\n" : "0 j\n")
            written.join = state.join
        }
        if written.dash != state.dash {
            out.raw("[")
            for (index, value) in state.dash.enumerated() {
                if index > 0 { out.space() }
                out.number(value)
            }
            out.raw("] 0 d\n")
            written.dash = state.dash
        }
        writePath()
        out.raw("S\n")
    }

    func clip() {
        defer { path.clear() }
        if let b = path.bounds {
            let c = state.clip
            state.clip = (max(c.minX, b.minX), max(c.minY, b.minY), min(c.maxX, b.maxX), min(c.maxY, b.maxY))
        } else {
            state.clip = (0, 0, 0, 0)
        }
        writePath()
        if path.isEmpty { out.raw("0 0 m\n") }
        out.raw(state.evenOdd ? "W* n\n" : "W n\n")
    }

    private func useFill(_ color: Color) { useColor(color, stroke: false) }
    private func useStroke(_ color: Color) { useColor(color, stroke: true) }

    /// Sets the fill (`rg`) or stroke (`RG`) colour and the alpha, unless the stream holds them already.
    private func useColor(_ color: Color, stroke: Bool) {
        let rgb = (color.red, color.green, color.blue)
        let current = stroke ? written.stroke : written.fill
        if current.map({ $0 != rgb }) ?? true {
            writeColor(rgb)
            out.raw(stroke ? "RG\n" : "rg\n")
            if stroke { written.stroke = rgb } else { written.fill = rgb }
        }
        useAlpha(color.alpha)
    }

    private func writeColor(_ rgb: (Double, Double, Double)) {
        out.number(rgb.0, places: 4)
        out.space()
        out.number(rgb.1, places: 4)
        out.space()
        out.number(rgb.2, places: 4)
        out.space()
    }

    private func useAlpha(_ alpha: Double) {
        let clamped = max(0, min(1, alpha))
        guard written.alpha != clamped else { return }
        out.name(document.alphaState(fill: clamped, stroke: clamped))
        out.raw(" gs\n")
        written.alpha = clamped
    }

    /// The path filled with a gradient: clipped to it, the shading painted, through a soft mask when
    /// some colour is translucent.
    private func paintGradient(_ gradient: Gradient) {
        guard let bounds = path.bounds else { return }
        mark()
        let toUser = state.matrix.inverse
        let corners = [toUser.apply(bounds.minX, bounds.minY), toUser.apply(bounds.maxX, bounds.maxY)]
        let box = (min(corners[0].x, corners[1].x), min(corners[0].y, corners[1].y), max(corners[0].x, corners[1].x), max(corners[0].y, corners[1].y))
        let (kind, coords): (Int, [Double])
        switch gradient.geometry {
        case let .linear(x0, y0, x1, y1): (kind, coords) = (2, [x0, y0, x1, y1])
        case let .radial(cx, cy, r0, r1): (kind, coords) = (3, [cx, cy, r0, cx, cy, r1])
        }
        let (shading, softMask) = document.gradient(kind: kind, coords: coords,
                                                    stops: gradient.stops.map { ($0.offset, $0.color.red, $0.color.green, $0.color.blue, $0.color.alpha) },
                                                    box: box)
        out.raw("q\n")
        writePath()
        out.raw(state.evenOdd ? "W* n\n" : "W n\n")
        if let softMask {
            out.name(softMask)
            out.raw(" gs\n")
        }
        out.name(shading)
        out.raw(" sh\nQ\n")
    }

    // MARK: Matrix and clip

    func translate(_ x: Double, _ y: Double) {
        guard x != 0 || y != 0 else { return }
        applyMatrix(Affine(e: x, f: y))
    }

    func scale(_ x: Double, _ y: Double) {
        guard x != 1 || y != 1 else { return }
        applyMatrix(Affine(a: x, d: y))
    }

    private func applyMatrix(_ matrix: Affine) {
        state.matrix = state.matrix.concatenating(matrix)
        matrix.write(&out)
    }

    func identityMatrix() {
        guard state.matrix != .identity else { return }
        state.matrix.inverse.write(&out)
        state.matrix = .identity
    }

    func userToDevice(_ x: Double, _ y: Double) -> (x: Double, y: Double) { state.matrix.apply(x, y) }
    func userToDeviceDistance(_ x: Double, _ y: Double) -> (x: Double, y: Double) { state.matrix.applyDistance(x, y) }

    func clipExtents() -> Rect {
        let c = state.clip
        guard c.maxX > c.minX, c.maxY > c.minY else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let toUser = state.matrix.inverse
        let p = toUser.apply(c.minX, c.minY), q = toUser.apply(c.maxX, c.maxY)
        return Rect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    // MARK: Groups and links

    func beginGroup() {
        mark()
        let extents = clipExtents()
        groups.append((out, saved, written, (extents.x, extents.y, extents.maxX, extents.maxY), ownerElement))
        out = PDFBytes(capacity: 1 << 12)
        saved = []
        written = Written()
    }

    func endGroup(alpha: Double) {
        guard let group = groups.popLast() else { return }
        let content = out.bytes
        out = group.out
        saved = group.saved
        written = group.written
        let name = document.group(content: content, box: group.box)
        mark()
        out.raw("q\n")
        out.name(document.alphaState(fill: max(0, min(1, alpha)), stroke: max(0, min(1, alpha))))
        out.raw(" gs\n")
        out.name(name)
        out.raw(" Do\nQ\n")
    }

    private var linkElements: [StructureTree.Element?] = []

    func beginLink(uri: String, rect: Rect) {
        let p = state.matrix.apply(rect.x, rect.y), q = state.matrix.apply(rect.maxX, rect.maxY)
        let element = marksContent && artifactDepth == 0 ? document.structure.begin("Link") : nil
        element?.alternateText = uri
        linkElements.append(element)
        links.append(PDFDocumentBuilder.Link(rect: (min(p.x, q.x), height - max(p.y, q.y), max(p.x, q.x), height - min(p.y, q.y)),
                                             uri: uri, element: element))
    }

    func endLink() {
        if case .some(.some) = linkElements.popLast() { document.structure.end() }
    }

    // MARK: Images

    private var maskCount = 0

    func paintMask(_ mask: AlphaMask, x: Int, y: Int) {
        guard case .color(let color) = state.source, color.alpha > 0 else { return }
        maskCount += 1
        let name = document.maskedColor(key: "mask \(pageIndex) \(maskCount)", red: color.red, green: color.green, blue: color.blue,
                                        width: mask.width, height: mask.height, mask: { mask.rows() })
        mark()
        let alphaBefore = written.alpha
        out.raw("q\n")
        useAlpha(color.alpha)
        Affine(a: Double(mask.width), d: -Double(mask.height), e: Double(x), f: Double(y + mask.height)).write(&out)
        out.name(name)
        out.raw(" Do\nQ\n")
        written.alpha = alphaBefore
    }

    private struct ImageKey: Hashable {
        var width: Int
        var height: Int
        var rgba: [UInt8]
    }

    func drawImage(_ image: BoxImage, origin: (x: Double, y: Double), scale: (x: Double, y: Double)) {
        let name = document.image(key: ImageKey(width: image.width, height: image.height, rgba: image.rgba), width: image.width, height: image.height,
                                  rgb: { PDFCanvas.rgb(image.rgba) }, alpha: { PDFCanvas.alpha(image.rgba) }, smooth: true)
        placeImage(name, x: origin.x, y: origin.y, width: Double(image.width) * scale.x, height: Double(image.height) * scale.y, alpha: 1)
    }

    func drawBitmap(_ bitmap: ColorBitmap, key: [UInt8], in frame: Rect, alpha: Double, text: String) {
        let name = document.image(key: key, width: bitmap.width, height: bitmap.height,
                                  rgb: { bitmap.straightRGBA(alpha: false) ?? [] }, alpha: { bitmap.straightRGBA(alpha: true) }, smooth: true)
        // The emoji's characters stay in the text: an image standing for them, marked as such.
        let spoken = !text.isEmpty && marksContent
        if spoken {
            mark()
            out.raw("/Span<</ActualText")
            out.textString(text)
            out.raw(">>BDC\n")
        }
        placeImage(name, x: frame.x, y: frame.y, width: frame.width, height: frame.height, alpha: alpha)
        if spoken, let font = document.someFont {
            // Text extraction takes an /ActualText only from text drawn inside it: an invisible glyph
            // (render mode 3) over the image.
            out.raw("BT\n3 Tr\n")
            out.name(font.resourceName)
            out.raw(" 1 Tf\n")
            Affine(a: frame.height, d: -frame.height, e: frame.x, f: frame.maxY).write(&out, as: "Tm")
            out.raw("<0000>Tj\n0 Tr\nET\n")
        }
        if spoken { out.raw("EMC\n") }
    }

    private func placeImage(_ name: String, x: Double, y: Double, width: Double, height: Double, alpha: Double) {
        guard width > 0, height > 0 else { return }
        mark()
        out.raw("q\n")
        if alpha < 1 {
            out.name(document.alphaState(fill: max(0, alpha), stroke: max(0, alpha)))
            out.raw(" gs\n")
        }
        Affine(a: width, d: -height, e: x, f: y + height).write(&out)
        out.name(name)
        out.raw(" Do\nQ\n")
    }

    /// RGB bytes of straight RGBA.
    static func rgb(_ rgba: [UInt8]) -> [UInt8] {
        let count = rgba.count / 4
        return [UInt8](unsafeUninitializedCapacity: count * 3) { rgb, initialized in
            for index in 0..<count {
                rgb[index * 3] = rgba[index * 4]
                rgb[index * 3 + 1] = rgba[index * 4 + 1]
                rgb[index * 3 + 2] = rgba[index * 4 + 2]
            }
            initialized = count * 3
        }
    }

    /// The alpha bytes of straight RGBA, or nil when every pixel is opaque.
    static func alpha(_ rgba: [UInt8]) -> [UInt8]? {
        let count = rgba.count / 4
        guard (0..<count).contains(where: { rgba[$0 * 4 + 3] != 255 }) else { return nil }
        return (0..<count).map { rgba[$0 * 4 + 3] }
    }

    // MARK: Text

    func showLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, color: Color) {
        mark()
        PDFText(canvas: self).show(line, x: x, baseline: baseline, color: color)
    }

    /// Text drawing reaches the stream through these.
    func withStream(_ body: (inout PDFBytes) -> Void) { body(&out) }
    func setTextColor(_ color: Color) { useFill(color) }
}

extension AlphaMask {
    /// The mask's bytes, row after row, without padding.
    func rows() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { bytes.append(self[x, y]) }
        }
        return bytes
    }
}

extension ColorBitmap {
    /// The colour (3 bytes a pixel) or the alpha (1, or nil when opaque) of the premultiplied words.
    func straightRGBA(alpha: Bool) -> [UInt8]? {
        if alpha {
            guard words.contains(where: { $0 >> 24 != 255 }) else { return nil }
            return words.map { UInt8($0 >> 24) }
        }
        var rgb: [UInt8] = []
        rgb.reserveCapacity(words.count * 3)
        for word in words {
            let a = word >> 24
            func straight(_ value: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (value * 255 + a / 2) / a)) }
            rgb.append(straight((word >> 16) & 0xFF))
            rgb.append(straight((word >> 8) & 0xFF))
            rgb.append(straight(word & 0xFF))
        }
        return rgb
    }
}

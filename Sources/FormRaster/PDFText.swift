import BoxTree
import CCairoPango
import PDFWriting

/// A laid-out line shown as PDF text: each run's glyphs in its font, embedded once a document, each
/// glyph at the place Pango gave it (a `TJ` adjustment where it differs from the font's advance, a
/// new text matrix where a mark sits above or below). Each glyph is mapped to the characters of its
/// cluster for `ToUnicode`; a cluster whose glyphs cannot each stand for their own characters (a
/// ligature split unevenly, a vowel sign drawn before its consonant, a glyph that stood for other
/// text before) is wrapped in `/ActualText`, so extracted text is the text that was laid out.
struct PDFText {
    let canvas: PDFCanvas

    func show(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, color: Color) {
        var pen = 0
        guard let layout = line.pointee.layout, let characters = pango_layout_get_text(layout) else { return }
        let textBytes = UnsafeRawPointer(characters).assumingMemoryBound(to: UInt8.self)
        var node = line.pointee.runs
        while let run = node {
            node = run.pointee.next
            guard let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs,
                  let pangoItem = item.pointee.item, let font = pangoItem.pointee.analysis.font else { continue }
            let count = Int(max(0, glyphs.pointee.num_glyphs))
            let runStart = pen
            for index in 0..<count { pen += Int(glyphs.pointee.glyphs[index].geometry.width) }
            let runColor = OutlineText.foreground(of: item) ?? color
            // A run of colour glyphs (emoji, drawn as images) has only empty glyphs left: no font to embed.
            let shows = (0..<count).contains { glyphs.pointee.glyphs[$0].glyph != PANGO_GLYPH_EMPTY }
            guard shows, runColor.alpha > 0 else { continue }
            let (found, size) = canvas.runFont(font)
            guard let embedded = found, size > 0 else { continue }
            let itemText = UnsafeBufferPointer(start: textBytes + Int(pangoItem.pointee.offset), count: Int(max(0, pangoItem.pointee.length)))
            let runBaseline = baseline - Double(item.pointee.y_offset) / Double(PANGO_SCALE)
            showRun(glyphs, count: count, font: embedded, size: size, x: x + Double(runStart) / Double(PANGO_SCALE), baseline: runBaseline,
                    color: runColor, text: itemText, rightToLeft: pangoItem.pointee.analysis.level % 2 == 1)
        }
    }

    /// The document's font for a Pango font's face; its file is read once a session (`PangoText.fontPrograms`).
    static func embeddedFont(_ font: UnsafeMutablePointer<PangoFont>, document: PDFDocumentBuilder, text: PangoText) -> EmbeddedFont? {
        guard let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return nil }
        let key = Int(bitPattern: UnsafeRawPointer(face))
        return document.font(for: key) {
            if let known = text.fontPrograms[key] { return known }
            guard let blob = hb_face_reference_blob(face) else { return nil }
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
            let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
            let program = try FontProgram(bytes: bytes, faceIndex: Int(hb_face_get_index(face)))
            text.fontPrograms[key] = program
            return program
        }
    }

    struct Cluster {
        var start: Int
        var end: Int
        var glyphs: Int
    }

    /// Each glyph's cluster. A run's clusters rise (left to right) or fall (right to left) glyph by
    /// glyph, so a cluster ends where the next one in text order starts; any other order is sorted.
    static func clusters(_ starts: UnsafeMutablePointer<Int32>, count: Int, textLength: Int) -> [Cluster] {
        var result: [Cluster] = []
        clusters(starts, count: count, textLength: textLength, into: &result)
        return result
    }

    /// The same into `result`, whose storage is reused (a run's clusters are asked for run after run).
    static func clusters(_ starts: UnsafeMutablePointer<Int32>, count: Int, textLength: Int, into result: inout [Cluster]) {
        result.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        result.append(contentsOf: repeatElement(Cluster(start: 0, end: 0, glyphs: 0), count: count))
        let rising = starts[count - 1] >= starts[0]
        var isMonotonic = true
        for index in 1..<max(1, count) where rising ? starts[index] < starts[index - 1] : starts[index] > starts[index - 1] {
            isMonotonic = false
            break
        }
        func clamp(_ value: Int) -> Int { max(0, min(textLength, value)) }
        if isMonotonic {
            // Runs of one start, in drawing order; each ends where the next start in text order begins.
            var index = 0
            while index < count {
                var next = index
                while next < count, starts[next] == starts[index] { next += 1 }
                let end: Int
                if rising {
                    end = next < count ? Int(starts[next]) : textLength
                } else {
                    end = index > 0 ? Int(starts[index - 1]) : textLength
                }
                let start = clamp(Int(starts[index]))
                for glyph in index..<next { result[glyph] = Cluster(start: start, end: max(start, clamp(end)), glyphs: next - index) }
                index = next
            }
            return
        }
        let sorted = (0..<count).map { Int(starts[$0]) }.sorted()
        var ends: [Int: (end: Int, glyphs: Int)] = [:]
        var index = 0
        while index < count {
            var next = index
            while next < count, sorted[next] == sorted[index] { next += 1 }
            ends[sorted[index]] = (next < count ? sorted[next] : textLength, next - index)
            index = next
        }
        for glyph in 0..<count {
            let start = clamp(Int(starts[glyph]))
            let entry = ends[Int(starts[glyph])] ?? (textLength, 1)
            result[glyph] = Cluster(start: start, end: max(start, clamp(entry.end)), glyphs: entry.glyphs)
        }
    }

    /// One run's glyphs, from `x` on `baseline`.
    private func showRun(_ glyphs: UnsafeMutablePointer<PangoGlyphString>, count: Int, font: EmbeddedFont, size: Double, x: Double,
                         baseline: Double, color: Color, text: UnsafeBufferPointer<UInt8>, rightToLeft: Bool) {
        let infos = glyphs.pointee.glyphs!
        let clusters = glyphs.pointee.log_clusters!
        // Each glyph's cluster: where its characters start and end, and how many glyphs it has.
        var clusterOf = canvas.clusterBuffer
        canvas.clusterBuffer = []
        PDFText.clusters(clusters, count: count, textLength: text.count, into: &clusterOf)
        defer { canvas.clusterBuffer = clusterOf }
        canvas.setTextColor(color)
        var unknown: [Rect] = []
        canvas.withStream { out in
            out.raw("BT\n")
            out.name(font.resourceName)
            out.raw(" 1 Tf\n")
            var inArray = false
            // Glyphs with nothing between them share one hex string: `<00010002>`, not `<0001><0002>`.
            var inString = false
            var textX = 0.0, textY = Double.nan
            var pen = 0
            var actualTextOpen = -1
            func closeString() {
                if inString { out.byte(UInt8(ascii: ">")); inString = false }
            }
            func closeArray() {
                closeString()
                if inArray { out.raw("]TJ\n"); inArray = false }
            }
            func closeActualText() {
                if actualTextOpen >= 0 { closeArray(); out.raw("EMC\n"); actualTextOpen = -1 }
            }
            for index in 0..<count {
                let info = infos[index]
                defer { pen += Int(info.geometry.width) }
                if info.glyph == PANGO_GLYPH_EMPTY || info.glyph == PANGO_GLYPH_INVALID_INPUT { continue }
                let glyphX = x + Double(pen + Int(info.geometry.x_offset)) / Double(PANGO_SCALE)
                let glyphY = baseline + Double(info.geometry.y_offset) / Double(PANGO_SCALE)
                if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                    // Pango draws a character no font has as a box, and a space or an invisible one as nothing.
                    let scalar = Unicode.Scalar(info.glyph & ~PANGO_GLYPH_UNKNOWN_FLAG)
                    if scalar.map({ $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }) ?? true { continue }
                    unknown.append(Rect(x: x + Double(pen) / Double(PANGO_SCALE), y: baseline - size * 0.7,
                                        width: Double(info.geometry.width) / Double(PANGO_SCALE), height: size * 0.7))
                    continue
                }
                guard let code = font.code(for: info.glyph) else { continue }
                let cluster = clusterOf[index]
                let characters = UnsafeBufferPointer(rebasing: text[cluster.start..<cluster.end])
                // Text extraction (poppler's, pdf.js's) spreads a glyph's characters across it left to right and
                // then reads a right-to-left line from the right: a right-to-left cluster's characters are
                // given in that visual order, so a lam-alef reads back as lam, alef.
                var reversed: [UInt8] = []
                if rightToLeft, cluster.end - cluster.start > 1 {
                    let scalars = String(decoding: characters, as: UTF8.self).unicodeScalars
                    if scalars.count > 1 { reversed = Array(String(String.UnicodeScalarView(scalars.reversed())).utf8) }
                }
                let mapped = cluster.glyphs == 1
                    && (reversed.isEmpty ? font.mapText(characters, to: code) : reversed.withUnsafeBufferPointer { font.mapText($0, to: code) })
                if mapped {
                    closeActualText()
                } else if actualTextOpen != cluster.start {
                    closeActualText()
                    closeArray()
                    // Only the cluster's first glyph (in drawing order) carries its characters.
                    out.raw("/Span<</ActualText")
                    out.textString(reversed.isEmpty ? String(decoding: characters, as: UTF8.self) : String(decoding: reversed, as: UTF8.self))
                    out.raw(">>BDC\n")
                    actualTextOpen = cluster.start
                }
                if textY.isNaN || abs(glyphY - textY) > 0.0005 || !inArray {
                    closeArray()
                    // The run's first glyph always sets the text matrix (`textY` starts as NaN, which compares false).
                    if textY.isNaN || abs(glyphY - textY) > 0.0005 || abs(glyphX - textX) > 0.0005 {
                        out.number(size, places: 4)
                        out.raw(" 0 0 ")
                        out.number(-size, places: 4)
                        out.space()
                        out.number(glyphX)
                        out.space()
                        out.number(glyphY)
                        out.raw(" Tm\n")
                        textX = glyphX
                        textY = glyphY
                    }
                    out.raw("[")
                    inArray = true
                } else if abs(glyphX - textX) > 0.0005 {
                    closeString()
                    out.number(-(glyphX - textX) * 1_000 / size, places: 2)
                }
                if !inString {
                    out.byte(UInt8(ascii: "<"))
                    inString = true
                }
                out.hex16(code)
                textX = glyphX + font.width(of: code) * size / 1_000
            }
            closeArray()
            closeActualText()
            out.raw("ET\n")
        }
        // A character no bundled font has: its box, as Pango draws it on an image.
        for box in unknown where box.width > 0 {
            canvas.setColor(color)
            canvas.setLineWidth(max(0.5, size / 16))
            canvas.rectangle(box.x + 1, box.y, max(0, box.width - 2), box.height)
            canvas.stroke()
        }
    }
}

import CCairoPango
import BoxTree
@testable import FormRaster
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// Painting and measuring reuse the layouts measuring made only where they break into the same lines:
/// every example, form and view tree, at every width class, paints the same bytes with them as without
/// them; texts of every kind, measured at one width and painted at another, draw what a fresh layout
/// draws; wrapped texts laid out unwrapped because they fit measure what wrapping measures; and kept
/// layouts outlive their document only as long as they are used.
@Suite struct ShapedTextsTests {
    /// Every example, one test case each: the longest check in the suite, spread over the cores.
    static let examples = ["Hints", "Forms", "Layouts"].flatMap { directory in
        InputDiscovery.expand([TestPaths.path(directory)]).files
    }

    @Test func thereAreExamplesToPaint() {
        expect(Self.examples.count >= 25, "\(Self.examples)")
    }

    @Test(arguments: examples)
    func everyExamplePaintsTheSameBytesWithAndWithoutMeasuredLayouts(input: String) throws {
        let session = try makeSession(hintsDirectories: [TestPaths.path("Hints")])
        var warnings = WarningLog()
        for state in try session.states(input, warnings: &warnings) {
            for width in WidthClass.allClasses {
                let tree = try session.lay(state.document, on: .width(width), input: input, warnings: &warnings).first
                let reused = try session.rasterizer.paint(tree, scale: 2).pixels
                let again = try session.lay(state.document, on: .width(width), input: input, warnings: &warnings).first
                session.rasterizer.text.shaped.removeAll()
                let fresh = try session.rasterizer.paint(again, scale: 2).pixels
                expectEqual(reused, fresh, "\(input) \(state.variant ?? "default") at \(width)")
            }
        }
    }

    @Test func textsMeasuredAtOneWidthAndPaintedAtAnotherDrawWhatAFreshLayoutDraws() throws {
        let session = try makeSession()
        let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        let texts = ["Short", "Two words", "A sentence that wraps onto a few lines at narrow widths, with punctuation.",
                     "Trailing spaces   ", "   leading", "Line\nbreaks\n\nand blank lines", String(repeating: "x", count: 300),
                     "Mixed: naïve café — déjà vu, 1 234,56 €", "tab\tseparated\ttext"] + Self.scripts
        for text in texts {
            for wrapping in [TextWrapping.wrap, .singleLine] {
                for room in [40.0, 120, 333.3, 1000] {
                    let measured = session.measurer.measure(text, font: font, maxWidth: room, wrapping: wrapping)
                    for width in [measured.width, room, (measured.width + room) / 2, measured.width * 0.9] where width > 0 {
                        let run = TextRun(text, font: font, color: .black, wrapping: wrapping)
                        let box = LayoutBox(role: "text", frame: Rect(x: 3.25, y: 4, width: width, height: 18 * Double(max(1, measured.lineCount + 2))),
                                            textRun: run)
                        let tree = LayoutTree(width: 1100, height: 200, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 1100, height: 200),
                                                                                         style: BoxStyle(fill: .white), children: [box]))
                        _ = session.measurer.measure(text, font: font, maxWidth: room, wrapping: wrapping)
                        let reused = try session.rasterizer.png(tree, scale: 1)
                        session.rasterizer.text.shaped.removeAll()
                        let fresh = try session.rasterizer.png(tree, scale: 1)
                        expectEqual(reused, fresh, "\(text.debugDescription) \(wrapping) measured at \(room), painted at \(width)")
                    }
                }
            }
        }
    }

    static let scripts = ["Short", "A sentence that wraps onto a few lines at narrow widths, with punctuation.",
                          "Line\nbreaks\n\nand blank lines", "Trailing spaces   ", "soft\u{AD}hyphen\u{AD}ated\u{AD}words",
                          // A soft hyphen where the script changes: breaking there adds a hyphen wider than what follows.
                          "Wort\u{AD}ι", "Wort\u{AD}ιι",
                          "hyphen\u{2027}point", "tab\tseparated", "Ağır ŞİŞLİ İstanbul", "مرحبا بالعالم، هذا نص عربي",
                          "नमस्ते दुनिया, यह हिंदी है", "日本語のテキストは単語の間で折り返します", "mixed العربية and English", "👋 hello 🇵🇱",
                          String(repeating: "word ", count: 40), "ffi ffl fi — “quoted” 1/2"]

    @Test func wrappedTextsLaidOutUnwrappedMeasureWhatWrappingMeasures() throws {
        let session = try makeSession()
        let text = session.rasterizer.text
        for size in [9.0, 15] {
            let font = FontSpec(family: "Inter", weight: .regular, size: size, lineHeight: size * 1.2)
            for string in Self.scripts {
                var widths: [Double] = [1, 30, 200, 10_000]
                let natural = FontAccess.serialized {
                    text.withLayout(string, font: font, maxWidth: .infinity, wrapping: .wrap) { PangoText.metrics(of: $0) }.width
                }
                // Around the width it needs exactly, where wrapping starts or stops.
                widths += [natural, natural - 1 / 1024, natural + 1 / 1024, natural - 0.01, natural + 0.01, natural / 2]
                for width in widths where width > 0 {
                    let (wrapped, measured, again) = FontAccess.serialized {
                        text.shaped.removeAll()
                        let wrapped = text.withLayout(string, font: font, maxWidth: width, wrapping: .wrap) { PangoText.metrics(of: $0) }
                        let measured = text.measure(string, font: font, maxWidth: width, wrapping: .wrap)
                        // Measured again, from what was kept.
                        return (wrapped, measured, text.measure(string, font: font, maxWidth: width, wrapping: .wrap))
                    }
                    expectEqual(measured, wrapped, "\(string.debugDescription) at \(size) pt in \(width)")
                    expectEqual(again, wrapped, "\(string.debugDescription) again")
                }
            }
        }
    }

    @Test func keptLayoutsServeLaterDocumentsAndGoWhenUnused() throws {
        let session = try makeSession()
        let text = session.rasterizer.text
        let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        FontAccess.serialized { text.shaped.removeAll() }
        let long = String(repeating: "long text ", count: 40)
        for string in ["Kept", long] { _ = session.measurer.measure(string, font: font, maxWidth: 300, wrapping: .wrap) }
        let key = { (string: String) in PangoText.key(string, font: font, wrapping: .wrap, maxLines: nil, ellipsis: false, options: TextLayoutOptions()) }
        let isKept = { (string: String) in FontAccess.serialized { text.shaped.entry(key(string)) != nil } }
        let endDocuments = { (count: Int) in FontAccess.serialized { for _ in 0..<count { text.shaped.endDocument() } } }
        endDocuments(1)
        try require(isKept("Kept"), "a short text stays for the next document")
        expect(!isKept(long), "a long text goes with its document")
        endDocuments(ShapedTexts.keptDocuments)
        expect(isKept("Kept"), "used within the last \(ShapedTexts.keptDocuments) documents, it stays")
        endDocuments(ShapedTexts.keptDocuments + 1)
        expect(!isKept("Kept"), "unused for \(ShapedTexts.keptDocuments) documents, it goes")
    }

    /// A paged form's PDF and page images are one document: a long value sliced over 1,000 pages is laid
    /// out once for all of them (it was laid out again for each page image: quadratic in its length).
    @Test func aLongTextStaysForEveryDrawingOfOneDocument() throws {
        let session = try makeSession()
        let text = session.rasterizer.text
        let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        FontAccess.serialized { text.shaped.removeAll() }
        let long = String(repeating: "long text ", count: 400)
        _ = session.measurer.measure(long, font: font, maxWidth: 300, wrapping: .wrap)
        let key = PangoText.key(long, font: font, wrapping: .wrap, maxLines: nil, ellipsis: false, options: TextLayoutOptions())
        let isKept = { FontAccess.serialized { text.shaped.entry(key) != nil } }
        let page = LayoutTree(width: 100, height: 100, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        try session.rasterizer.drawingOneDocument {
            _ = try session.rasterizer.pdf(pages: [page], title: nil)
            for _ in 0..<3 { _ = try session.rasterizer.paint(page, scale: 1) }
            expect(isKept(), "kept over the document's PDF and images")
        }
        expect(!isKept(), "gone with its document")
    }

    /// Pango lays a layout out again when its context changes, losing what was set on its glyphs (a
    /// comb's cell widths): such a layout is not kept on.
    @Test func aLayoutWhoseContextChangedIsNotReused() throws {
        let session = try makeSession()
        let text = session.rasterizer.text
        let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        let key = PangoText.key("Changed", font: font, wrapping: .wrap, maxLines: nil, ellipsis: false, options: TextLayoutOptions())
        _ = session.measurer.measure("Changed", font: font, maxWidth: 300, wrapping: .wrap)
        let kept = FontAccess.serialized { text.shaped.entry(key) != nil }
        expect(kept)
        let stale = FontAccess.serialized { () -> Bool in
            pango_context_changed(text.context)
            return text.shaped.entry(key) == nil
        }
        expect(stale, "a layout of a changed context is let go")
    }
}

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

/// Painting reuses the layouts measuring made only where they break into the same lines: every example,
/// form and view tree, at every width class, paints the same bytes with them as without them; and
/// texts of every kind, measured at one width and painted at another, draw what a fresh layout draws.
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
                     "Mixed: naïve café — déjà vu, 1 234,56 €", "tab\tseparated\ttext"]
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
                        let fresh = try session.rasterizer.png(tree, scale: 1)
                        expectEqual(reused, fresh, "\(text.debugDescription) \(wrapping) measured at \(room), painted at \(width)")
                    }
                }
            }
        }
    }
}

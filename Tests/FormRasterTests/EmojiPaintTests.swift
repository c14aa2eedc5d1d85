import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRaster
import PNGCodec
import Expectations
import Testing
import TestSupport

/// Emoji are drawn in colour at the size of their text, from the bundled colour font, and a character
/// shown as text by default stays text.
@Suite struct EmojiPaintTests {
    /// The value's pixels: how many are strongly coloured, and the height of the ink in pixels.
    func ink(of value: String, scale: Int = 2) throws -> (colored: Int, inkHeight: Int, image: PixelImage) {
        let session = try makeSession()
        let document = FormDocument(name: "e", title: nil, sections: [
            Section(id: "s", title: nil, fields: [Field(id: "a", label: "A", value: value)]),
        ])
        let tree = try session.layOut(document, width: 375)
        let image = try session.rasterizer.paint(tree, scale: scale)
        let input = try require(tree.root.first(role: .input, id: "a")).frame
        var colored = 0, top = Int.max, bottom = Int.min
        let perPoint = Double(scale)
        for y in Int(input.y * perPoint)..<Int(input.maxY * perPoint) {
            for x in Int(input.x * perPoint)..<Int(input.maxX * perPoint) {
                let pixel = image.rgb(x: x, y: y)
                let high = max(pixel.red, pixel.green, pixel.blue), low = min(pixel.red, pixel.green, pixel.blue)
                if high - low > 80 { colored += 1 }
                if low < 200 {
                    top = min(top, y)
                    bottom = max(bottom, y)
                }
            }
        }
        return (colored, bottom >= top ? bottom - top + 1 : 0, image)
    }

    @Test func anEmojiIsInColourAtTheSizeOfItsText() throws {
        let at2 = try ink(of: "😀")
        // Noto Color Emoji's face is about 0.9 em tall: 17 pt text, so some 30 px at @2x, not its 109 px.
        expect(at2.colored > 300, "a yellow face, not a grey box")
        expect((26...36).contains(at2.inkHeight), "\(at2.inkHeight) px")
        let at3 = try ink(of: "😀", scale: 3)
        expect(abs(Double(at3.inkHeight) / Double(at2.inkHeight) - 1.5) < 0.1, "it scales with the text")
    }

    @Test(arguments: ["⭐", "❤️", "👍🏽", "🇯🇵"])
    func emojiPresentationIsInColour(_ sequence: String) throws {
        try expect(ink(of: sequence).colored > 150, "\(sequence)")
    }

    /// A sequence (a family joined by ZWJ, a keycap, a flag, a skin tone) is one glyph as wide as 😀,
    /// drawn at its size, not a row of parts or boxes.
    @Test(arguments: ["👨‍👩‍👧", "1️⃣", "👍🏽", "🇯🇵", "👩🏽‍💻"])
    func anEmojiSequenceIsOneGlyph(_ sequence: String) throws {
        let session = try makeSession()
        let font = FontSpec(family: "Inter", weight: .regular, size: 17, lineHeight: 22)
        let one = session.measurer.measure("😀", font: font, maxWidth: 1000, wrapping: .singleLine).width
        expect(abs(session.measurer.measure(sequence, font: font, maxWidth: 1000, wrapping: .singleLine).width - one) < 0.01, "\(sequence)")
        try expect(ink(of: sequence).inkHeight >= 18, "\(sequence)")
    }

    @Test func textPresentationStaysText() throws {
        // U+2764 without its variation selector, and U+263A, are text by default: drawn in the text's ink.
        try expectEqual(ink(of: "❤").colored, 0)
        try expectEqual(ink(of: "☺").colored, 0)
    }

    /// A PDF holds each emoji's image once, however often it is drawn.
    @Test func aPDFHoldsEachEmojiImageOnce() throws {
        let session = try makeSession()
        let document = FormDocument(name: "e", title: nil, sections: [
            Section(id: "s", title: nil, fields: [Field(id: "a", label: "A", kind: .textarea, value: String(repeating: "😀", count: 100))]),
        ])
        let pdf = try session.rasterizer.pdf(try session.layOut(document, width: 375), title: nil)
        expect(pdf.count < 60_000, "\(pdf.count) bytes")
    }

    @Test func emojiDrawTheSameEveryTime() throws {
        let first = try ink(of: "Tokyo 🇯🇵 🍣 👩🏽‍💻").image, second = try ink(of: "Tokyo 🇯🇵 🍣 👩🏽‍💻").image
        expectEqual(first, second)
    }
}

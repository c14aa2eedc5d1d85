import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRaster
import PNGCodec
import Expectations
import Testing
import TestSupport

/// Pixels where the layout says things are, in the default theme's colours.
@Suite struct PaintTests {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    func render(_ document: FormDocument, width: Double = 375, scale: Int = 2) throws -> (LayoutTree, PixelImage) {
        let session = try makeSession()
        let tree = try session.layOut(document, width: width)
        return (tree, try session.rasterizer.paint(tree, scale: scale))
    }

    func pixel(_ image: PixelImage, _ x: Double, _ y: Double) -> RGB {
        image.rgb(x: Int(x * Double(image.scale)), y: Int(y * Double(image.scale)))
    }

    func same(_ a: RGB, _ b: RGB) -> Bool { a.red == b.red && a.green == b.green && a.blue == b.blue }

    let page: RGB = (0xF2, 0xF2, 0xF7)
    let white: RGB = (0xFF, 0xFF, 0xFF)
    let border: RGB = (0xC7, 0xC7, 0xCC)

    var document: FormDocument {
        FormDocument(name: "t", title: "Title", sections: [
            Section(id: "s", title: "Section", fields: [
                Field(id: "name", label: "Name", isRequired: true, placeholder: "Your name", preferredWidth: .points(200)),
            ]),
        ])
    }

    @Test func pageCardAndFieldColours() throws {
        let (tree, image) = try render(document)
        expectEqual(image.width, 750)
        expectEqual(image.height, Int(tree.height) * 2)
        expect(same(pixel(image, 2, 2), page))
        let card = try require(tree.root.first(role: .section, id: "s")).frame
        expect(same(pixel(image, card.x + 20, card.y + 6), white))
        let field = try require(tree.root.first(role: .field, id: "name")).frame
        expectEqual(field.height, 43.5)
        expectEqual(field.width, 200, "medium: SixLayer's 200 pt")
        // The 1 pt border, half a point in from the left edge, halfway down.
        expect(same(pixel(image, field.x + 0.25, field.y + field.height / 2), border))
        expect(same(pixel(image, field.x + 6, field.y + field.height / 2), white))
        // Just outside the field: the card again.
        expect(same(pixel(image, field.maxX + 2, field.y + field.height / 2), white))
    }

    @Test func requiredAsteriskIsRedAndPlaceholderIsLight() throws {
        let (tree, image) = try render(document)
        let label = try require(tree.root.first(role: .label, id: "name")).frame
        let input = try require(tree.root.first(role: .input, id: "name")).frame
        var reds = 0, lightGreys = 0
        for y in stride(from: label.y, to: label.maxY, by: 0.5) {
            for x in stride(from: label.x, to: label.maxX, by: 0.5) {
                let p = pixel(image, x, y)
                if p.red > 0xC0 && p.green < 0x40 && p.blue < 0x50 { reds += 1 }
            }
        }
        for y in stride(from: input.y, to: input.maxY, by: 0.5) {
            for x in stride(from: input.x, to: input.maxX, by: 0.5) {
                if same(pixel(image, x, y), (0xAE, 0xAE, 0xB2)) { lightGreys += 1 }
            }
        }
        expect(reds > 3, "the asterisk should be drawn in the error red")
        expect(lightGreys > 20, "the placeholder should be drawn in the placeholder grey")
    }

    @Test func cardCastsASoftShadowBelow() throws {
        let (tree, image) = try render(document)
        let card = try require(tree.root.first(role: .section, id: "s")).frame
        let x = card.x + card.width / 2
        // Below the card the shadow darkens the page, then fades back to it.
        let near = pixel(image, x, card.maxY + 1)
        let far = pixel(image, x, card.maxY + 8)
        expect(near.red < page.red - 10)
        expect(same(far, page))
        // Above the card there is only a trace of it (offset 2 down, blur 3).
        expect(pixel(image, x, card.y - 2).red >= page.red - 3)
    }

    @Test func scaleMultipliesPixels() throws {
        let (tree, one) = try render(document, scale: 1)
        let (_, three) = try render(document, scale: 3)
        expect(one.width == 375 && one.height == Int(tree.height))
        expect(three.width == 1125 && three.height == Int(tree.height) * 3)
    }

    @Test func scaleOutsideOneToThreeIsRefused() throws {
        let session = try makeSession()
        let tree = try session.layOut(document, width: 375)
        #expect(throws: RasterError.self) { try session.rasterizer.paint(tree, scale: 4) }
        #expect(throws: RasterError.self) { try session.rasterizer.paint(tree, scale: 0) }
    }

    @Test func tooTallImageIsAnErrorNotACrash() throws {
        let fields = (0..<400).map { Field(id: "f\($0)", label: "Field \($0)") }
        let tall = FormDocument(name: "tall", title: nil, sections: [Section(id: "s", title: nil, fields: fields)])
        let session = try makeSession()
        let tree = try session.layOut(tall, width: 375)
        expect(tree.height * 3 > 32_767)
        do {
            _ = try session.rasterizer.paint(tree, scale: 3)
            Issue.record("expected an error for a \(tree.height) pt tall image at @3x")
        } catch let error as RasterError {
            expect(error.description.contains("at most 32767 on a side"))
        }
        #expect(throws: RasterError.self) { try session.rasterizer.pdf(tree, title: nil) }
    }
}

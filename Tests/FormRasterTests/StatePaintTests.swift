import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRaster
import PNGCodec
import Expectations
import Testing
import TestSupport

/// The states' colours land where the layout puts the boxes.
@Suite struct StatePaintTests {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    func render(_ field: Field) throws -> (LayoutTree, PixelImage) {
        let session = try makeSession()
        var field = field
        field.preferredWidth = .points(400)
        let document = FormDocument(name: "t", title: nil, sections: [Section(id: "s", title: nil, fields: [field])])
        let tree = try session.layOut(document, width: 375)
        return (tree, try session.rasterizer.paint(tree, scale: 2))
    }

    func pixel(_ image: PixelImage, _ x: Double, _ y: Double) -> RGB {
        image.rgb(x: Int(x * 2), y: Int(y * 2))
    }

    func isClose(_ a: RGB, _ hex: UInt32) -> Bool {
        abs(Int(a.red) - Int(hex >> 16)) < 8 && abs(Int(a.green) - Int((hex >> 8) & 0xFF)) < 8 && abs(Int(a.blue) - Int(hex & 0xFF)) < 8
    }

    func count(_ image: PixelImage, in frame: Rect, where matches: (RGB) -> Bool) -> Int {
        var total = 0
        for y in stride(from: frame.y, to: frame.maxY, by: 0.5) {
            for x in stride(from: frame.x, to: frame.maxX, by: 0.5) where matches(pixel(image, x, y)) {
                total += 1
            }
        }
        return total
    }

    @Test func activeFieldHasATwoPointAccentBorder() throws {
        let (tree, image) = try render(Field(id: "a", label: "A", value: "x", state: FieldState(isActive: true)))
        let box = try require(tree.root.first(role: .box, id: "a")).frame
        expect(isClose(pixel(image, box.x + 0.25, box.y + 20), 0x007AFF))
        expect(isClose(pixel(image, box.x + 1.25, box.y + 20), 0x007AFF), "the border is 2 pt wide")
        expect(isClose(pixel(image, box.x + 2.5, box.y + 20), 0xFFFFFF))
    }

    @Test func errorFieldHasARedBorderAndARedMessage() throws {
        let (tree, image) = try render(Field(id: "a", label: "A", value: "x", state: FieldState(error: "Wrong")))
        let box = try require(tree.root.first(role: .box, id: "a")).frame
        let error = try require(tree.root.first(role: .error, id: "a"))
        expectEqual(error.text, "Wrong")
        expect(isClose(pixel(image, box.x + 0.25, box.y + 20), 0xD70015))
        expect(count(image, in: error.frame) { $0.red > 0xB0 && $0.green < 0x60 && $0.blue < 0x60 } > 10)
    }

    @Test func openPickerShowsItsPanelWithTheChosenOptionInTheAccent() throws {
        let (tree, image) = try render(Field(id: "p", label: "P", kind: .picker, value: "B", options: ["A", "B", "C"],
                                             isClearable: true, state: FieldState(isOpen: true)))
        let field = try require(tree.root.first(role: .field, id: "p"))
        expectEqual(field.frame.height, 269.5)
        let panel = try require(tree.root.first(role: .panel, id: "p"))
        let options = panel.children.filter { $0.role == .option }
        expectEqual(options.map(\.text), ["A", "B", "C"])
        let chosen = try require(options.first { $0.has("selected") })
        expect(count(image, in: chosen.frame) { isClose($0, 0x007AFF) } > 10)
        let unchosen = options[0]
        expectEqual(count(image, in: unchosen.frame) { isClose($0, 0x007AFF) }, 0)
        expectEqual(panel.children.filter { $0.role == .button }.map(\.text), ["Clear", "Done"])
        // The panel's bottom border in the accent (the field is being edited), and white inside it.
        expect(isClose(pixel(image, panel.frame.x + panel.frame.width / 2, panel.frame.maxY - 0.25), 0x007AFF))
        let box = try require(field.children.first { $0.role == .box })
        expect(isClose(pixel(image, box.frame.x + 0.25, box.frame.y + box.frame.height / 2), 0x007AFF), "the open field's own border too")
        expect(isClose(pixel(image, panel.frame.x + panel.frame.width / 2, panel.frame.maxY - 60), 0xFFFFFF))
    }

    @Test func toggleOnIsGreenAndOffIsGrey() throws {
        let (onTree, onImage) = try render(Field(id: "t", label: "T", kind: .toggle, value: "true"))
        let (offTree, offImage) = try render(Field(id: "t", label: "T", kind: .toggle, value: "false"))
        let on = try require(onTree.root.first(role: .control, id: "t")).frame
        let off = try require(offTree.root.first(role: .control, id: "t")).frame
        expect(isClose(pixel(onImage, on.x + 4, on.y + on.height / 2), 0x34C759))
        expect(isClose(pixel(offImage, off.maxX - 4, off.y + off.height / 2), 0xE5E5EA))
    }
}

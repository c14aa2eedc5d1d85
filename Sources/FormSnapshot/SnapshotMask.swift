import BoxTree
import FormSupport
import PNGCodec

/// Regions a snapshot ignores, found by what they are rather than where: `field:createdAt` (a box's
/// role and id), `role:counter` (every box of a role), `id:clock` (every box with an id). Each matching
/// box's frame is painted over in one solid colour, in the actual image from its own layout and in the
/// reference from the reference's layout, before they are compared (as Playwright's `mask` does, but
/// exact: the frames come from the layout tree, so a masked box that moves stays masked). Masked boxes
/// are left out of the layout's changes in words too.
public struct SnapshotMask: Equatable, Sendable, Codable {
    public enum Selector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
        case box(role: String, id: String)
        case role(String)
        case id(String)

        /// `role:id`, `role:<role>` or `id:<id>`; nil when it is none of them.
        public init?(_ text: String) {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let head = String(text[..<colon]), tail = String(text[text.index(after: colon)...])
            guard !head.isEmpty, !tail.isEmpty, !tail.contains(":") else { return nil }
            switch head {
            case "role": self = .role(tail)
            case "id": self = .id(tail)
            default: self = .box(role: head, id: tail)
            }
        }

        public var description: String {
            switch self {
            case .box(let role, let id): return "\(role):\(id)"
            case .role(let role): return "role:\(role)"
            case .id(let id): return "id:\(id)"
            }
        }

        public func matches(role: String, id: String?) -> Bool {
            switch self {
            case .box(let wanted, let wantedID): return role == wanted && id == wantedID
            case .role(let wanted): return role == wanted
            case .id(let wanted): return id == wanted
            }
        }
    }

    public var selectors: [Selector]
    /// Playwright's mask colour, a magenta no form uses: a masked region is plain to see.
    public var color: Color

    public static let defaultColor = Color(hex: 0xFF00FF)
    public static let syntax = "'<role>:<id>' (field:createdAt), 'role:<role>' (role:counter) or 'id:<id>'"

    public init(selectors: [Selector], color: Color = SnapshotMask.defaultColor) {
        self.selectors = selectors
        self.color = color
    }

    public var isEmpty: Bool { selectors.isEmpty }

    public func masks(role: String, id: String?) -> Bool {
        selectors.contains { $0.matches(role: role, id: id) }
    }

    /// The frames of the boxes it masks in a laid-out tree (a masked box's children go with it).
    public func frames(in tree: LayoutTree) -> [Rect] {
        var frames: [Rect] = []
        func visit(_ box: LayoutBox) {
            if masks(role: box.role.rawValue, id: box.id) {
                frames.append(box.frame)
                return
            }
            box.children.forEach(visit)
        }
        visit(tree.root)
        return frames
    }

    /// The same from a layout dump (a reference's `.layout.json`); throws where it is not one.
    public func frames(inLayout json: String) throws -> [Rect] {
        LayoutDiff.flatten(try LayoutDiff.tree(json), skipping: self).masked
    }

    /// The selectors that match some box of the tree: a selector that matches nothing in a whole run
    /// is most likely misspelt.
    public func matched(in tree: LayoutTree) -> Set<Selector> {
        var found = Set<Selector>()
        for box in tree.root.allBoxes() {
            for selector in selectors where selector.matches(role: box.role.rawValue, id: box.id) { found.insert(selector) }
        }
        return found
    }

    /// Paints the frames over the image, each widened to whole pixels so that the same frame always
    /// covers the same pixels, whoever paints it.
    public func paint(_ frames: [Rect], on image: inout PixelImage) {
        let scale = Double(max(1, image.scale))
        func channel(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        let (r, g, b) = (channel(color.red), channel(color.green), channel(color.blue))
        // `.xrgb32` is a native-endian 0xFFRRGGBB word, whatever the byte order.
        let word = UInt32(0xFF00_0000) | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let bytes: [UInt8] = image.layout == .rgba8 ? [r, g, b, 255] : withUnsafeBytes(of: word) { Array($0) }
        let width = image.width, height = image.height
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for frame in frames where frame.width > 0 && frame.height > 0 && abs(frame.x) + frame.width < 1e9 && abs(frame.y) + frame.height < 1e9 {
                let x0 = max(0, Int((frame.x * scale).rounded(.down)))
                let y0 = max(0, Int((frame.y * scale).rounded(.down)))
                let x1 = min(width, Int(((frame.x + frame.width) * scale).rounded(.up)))
                let y1 = min(height, Int(((frame.y + frame.height) * scale).rounded(.up)))
                guard x0 < x1, y0 < y1 else { continue }
                for y in y0..<y1 {
                    var offset = (y * width + x0) * 4
                    for _ in x0..<x1 {
                        pixels[offset] = bytes[0]
                        pixels[offset + 1] = bytes[1]
                        pixels[offset + 2] = bytes[2]
                        pixels[offset + 3] = bytes[3]
                        offset += 4
                    }
                }
            }
        }
    }
}

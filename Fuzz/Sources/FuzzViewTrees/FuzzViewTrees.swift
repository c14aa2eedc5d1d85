import BoxTree
import FormLayout
import FormModel
import FormSupport
import Foundation
import FuzzSupport

/// View trees from bytes to laid-out trees, through the loader the CLI uses. The first byte sets
/// options (bit 0 `--strict`, bit 1 `--data` of every kind of value, bit 2 the default state alone);
/// the rest is up to five files split at NUL bytes (which JSON text never holds):
///
/// 1. `Layouts/main.json`, the view tree rendered;
/// 2. `Layouts/main.states.json` beside it, when present and not empty;
/// 3. `Layouts/components/card.json`, a component it may include (`components/card`, or `card`
///    from the component's own folder), when present and not empty; `Layouts/avatar.png` and `Layouts/components/icon@2x.png`
///    are images it may show;
/// 4. `Layouts/Resources/colors.json`, the project's named colours (light and dark: bit 3 draws dark);
/// 5. `Layouts/Resources/strings.json`, its strings (bit 4 shows them in Japanese).
///
/// Every state is laid out at 375 and 1024 pt with a pure-Swift measurer, each local image a small
/// bitmap; every frame must be finite with no negative size, and the tree is dumped as
/// `formrender layout` does. Errors are fine; traps and hangs are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let options = data[0]
    let parts = UnsafeBufferPointer(start: data + 1, count: size - 1).split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false)
    let layouts = Fixtures.shared.layouts
    write(parts.first.map(Array.init) ?? [], to: layouts + "/main.json")
    write(parts.count > 1 && !parts[1].isEmpty ? Array(parts[1]) : nil, to: layouts + "/main.states.json")
    write(parts.count > 2 && !parts[2].isEmpty ? Array(parts[2]) : nil, to: layouts + "/components/card.json")
    write(parts.count > 3 && !parts[3].isEmpty ? Array(parts[3]) : nil, to: layouts + "/Resources/colors.json")
    write(parts.count > 4 && !parts[4].isEmpty ? Array(parts[4]) : nil, to: layouts + "/Resources/strings.json")

    // A library of its own: the files change from one input to the next.
    var loader = FormLoader(library: Fixtures.shared.hints, viewData: options & 2 != 0 ? Fixtures.shared.data : ViewObject(),
                            viewFiles: ViewFileLibrary(), strict: options & 1 != 0)
    loader.viewSettings = ViewSettings(appearance: options & 8 != 0 ? .dark : .light, locale: options & 16 != 0 ? "ja_JP" : nil)
    var warnings = WarningLog()
    guard let states = try? loader.loadDocuments(layouts + "/main.json", variant: options & 4 != 0 ? "default" : nil, warnings: &warnings) else {
        return 0
    }
    _ = warnings.warnings.map(\.description)
    for state in states {
        guard case .view(let document) = state.document else { preconditionFailure("main.json loaded as a form") }
        check(document)
        var images: [String: BoxImage] = [:]
        for path in document.imagePaths {
            precondition(path.hasPrefix(layouts + "/"), "an image outside the layout root: \(path)")
            images[path] = BoxImage(width: 6, height: 4, rgba: Array(repeating: 0x80, count: 6 * 4 * 4), source: path)
        }
        let engine = ViewLayoutEngine(measurer: SimpleMeasurer(), images: images)
        for width in [375.0, 1024.0] {
            let tree = engine.layout(document, width: width)
            precondition(tree.width == width && tree.height.isFinite && tree.height >= 1 && tree.height <= LayoutTree.maxHeight,
                         "page \(tree.width)×\(tree.height)")
            check(tree.root)
            _ = LayoutJSON.encode(tree)
        }
    }
    return 0
}

/// What the model promises layout: a bounded number of views, lengths within the limits.
func check(_ document: ViewDocument) {
    let nodes = document.root.allNodes()
    precondition(nodes.count <= ViewLimits.maxViews + 1, "\(nodes.count) views")
    for node in nodes {
        let a = node.attributes
        for length in [a.width, a.height] {
            if case .points(let points)? = length { precondition(points.isFinite && points >= 0 && points <= ViewLimits.maxLength, "length \(points)") }
        }
        // Padding is never negative; margins may be (pulling a view over its neighbour), within the bound.
        let padding = a.padding, margins = a.margins
        precondition([padding.top, padding.left, padding.bottom, padding.right].allSatisfy { $0.isFinite && $0 >= 0 }, "padding \(padding)")
        precondition([margins.top, margins.left, margins.bottom, margins.right].allSatisfy { $0.isFinite && abs($0) <= 4 * ViewLimits.maxLength },
                     "margins \(margins)")
        if let shadow = a.shadow { precondition(shadow.radius >= 0 && shadow.radius <= ViewLimits.maxShadowRadius && (0...1).contains(shadow.opacity)) }
        precondition(a.alpha >= 0 && a.alpha <= 1, "alpha \(a.alpha)")
    }
}

/// What every run shares: a layout root in a temporary directory of this process (in /dev/shm when
/// there is one) with two images in it, no hints, and `--data` with values of every kind.
final class Fixtures: @unchecked Sendable {
    static let shared = Fixtures()

    let directory: String
    let layouts: String
    let hints = HintsLibrary(directories: [])
    let data: ViewObject

    private init() {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        directory = (base as NSString).appendingPathComponent("formrender-fuzz-views-\(getpid())")
        layouts = LayoutRoot.canonical(directory) + "/Layouts"
        try? FileManager.default.createDirectory(atPath: layouts + "/components", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: layouts + "/Resources", withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Fixtures.shared.directory) }
        write(Array("png".utf8), to: layouts + "/avatar.png")
        write(Array("png".utf8), to: layouts + "/components/icon@2x.png")
        data = ViewObject([
            ("title", .string("Home")), ("count", .number(3)), ("ratio", .number(0.5)), ("flag", .bool(true)), ("none", .null),
            ("colour", .string("#80FF0000")), ("user", .object(ViewObject([("name", .string("Ada")), ("isPremium", .bool(true)),
                                                                          ("avatarUrl", .string("avatar"))]))),
            ("items", .array([.string("a"), .number(2), .object(ViewObject([("title", .string("First"))]))])),
            ("a.b", .string("flat")), ("path", .string("components/card")), ("width", .string("matchParent")),
        ])
    }
}

/// Writes `bytes` to `path`, or removes the file when there are none to write.
func write(_ bytes: [UInt8]?, to path: String) {
    guard let bytes else {
        unlink(path)
        return
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(descriptor >= 0, "cannot write \(path)")
    var offset = 0
    bytes.withUnsafeBufferPointer { buffer in
        while offset < buffer.count, let base = buffer.baseAddress {
            let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
            precondition(written > 0, "cannot write \(path)")
            offset += written
        }
    }
    close(descriptor)
}

import BoxTree
import Foundation
@testable import FormLayout
import FormModel
import FormSupport

/// View trees for layout tests: written to a scratch layout root (with any other files they include),
/// loaded through the real loader, laid out with the fake measurer (a character is half the font size
/// wide; a 10 pt font's line is 12 pt tall).
struct ViewTreeFixture {
    let root: URL

    init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-\(UUID().uuidString)/Layouts")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, contents) in files { try write(name, contents) }
    }

    func write(_ name: String, _ contents: String) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    func document(_ json: String, variant: String? = "default", data: ViewObject = ViewObject(),
                  warnings: inout WarningLog) throws -> ViewDocument {
        try write("main.json", json)
        let loader = FormLoader(library: HintsLibrary(directories: []), viewData: data)
        let states = try loader.loadDocuments(path("main.json"), variant: variant, warnings: &warnings)
        guard case .view(let view) = states[0].document else { throw FormError("not a view tree", at: SourceLocation(file: "main.json")) }
        return view
    }

    func layout(_ json: String, width: Double = 375, images: [String: BoxImage] = [:]) throws -> LayoutTree {
        var warnings = WarningLog()
        let document = try document(json, warnings: &warnings)
        return ViewLayoutEngine(measurer: FakeMeasurer(), images: images).layout(document, width: width)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }
}

/// Lays a view tree out in a fresh fixture; `mode` is named in a jui.config.json beside its layouts.
func layOut(_ json: String, width: Double = 375, images: [String: BoxImage] = [:], mode: ViewMode? = nil) throws -> LayoutTree {
    let fixture = try ViewTreeFixture()
    defer { fixture.remove() }
    if let mode {
        try #"{"mode": "\#(mode.rawValue)"}"#.write(to: fixture.root.deletingLastPathComponent().appendingPathComponent("jui.config.json"),
                                                   atomically: true, encoding: .utf8)
    }
    return try fixture.layout(json, width: width, images: images)
}

extension LayoutTree {
    /// The box with this id, anywhere in the tree.
    func box(_ id: String) -> LayoutBox? {
        root.allBoxes().first { $0.id == id }
    }

    func frame(_ id: String) -> Rect? { box(id)?.frame }
}

import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormPages
import FormRenderKit
import FuzzSupport
import Foundation

/// From a file's bytes to laid-out trees, through the public API the CLI uses. The first byte picks
/// what the rest is (its low seven bits `% 7`), and its top bit sets `--expand-all`:
///
/// 0. a `.hints` file, rendered on its own;
/// 1. a `.form.json` file; models are looked up in the repository's `Hints/` (`"model": "User"`);
/// 2. an Items `.json` file;
/// 3. a theme file (`--theme`), laid over every state of `Forms/FieldGallery.form.json`;
/// 4. a `formrender.json` snapshot configuration; `Hints/User.hints` is laid out at its widths;
/// 5. a `--data` values file, laid over every state of `Forms/Signup.form.json`;
/// 6. a SixLayer `FORM_hints.json` file (its JSON field hints store), rendered on its own.
///
/// Every state is laid out at 375 and 1024 pt with a pure-Swift measurer (no Cairo or Pango), and
/// every frame must be finite with no negative size; the tree is dumped as `formrender layout` does.
/// Each is also printed on pages (`printOnPages`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let selector = data[0]
    let file = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let expandAll = selector & 0x80 != 0
    switch (selector & 0x7F) % 7 {
    case 0:
        layOutInput(write(file, as: "Fuzz.hints"), expandAll: expandAll)
    case 1:
        layOutInput(write(file, as: "Fuzz.form.json"), expandAll: expandAll)
    case 2:
        layOutInput(write(file, as: "Fuzz.json"), expandAll: expandAll)
    case 3:
        var warnings = WarningLog()
        guard let theme = try? ThemeFile.load(write(file, as: "Theme.json"), warnings: &warnings) else { return 0 }
        for state in Fixtures.shared.gallery { layOut(state, theme: theme, widths: [375, 1024], expandAll: expandAll) }
    case 4:
        _ = write(file, as: SnapshotConfig.fileName)
        var warnings = WarningLog()
        guard let config = try? SnapshotConfig.load(root: Fixtures.shared.directory, warnings: &warnings) else { return 0 }
        _ = (config.inputs, config.hintsDirectories, config.scales, config.threshold, config.maxDiffPixels, config.maxDiffPixelRatio)
        let widths = (config.widths + (config.variantWidths ?? [])).prefix(8).map(\.points)
        for state in Fixtures.shared.user { layOut(state, theme: .default, widths: widths, expandAll: expandAll) }
    case 6:
        layOutInput(write(file, as: "Fuzz_hints.json"), expandAll: expandAll)
    default:
        guard let values = try? FormLoader.loadData(write(file, as: "Data.json")) else { return 0 }
        let loader = FormLoader(library: Fixtures.shared.library, data: values)
        var warnings = WarningLog()
        guard let states = try? loader.loadStates(Fixtures.shared.root + "/Forms/Signup.form.json", warnings: &warnings) else { return 0 }
        for state in states { layOut(state, theme: .default, widths: [375, 1024], expandAll: expandAll) }
    }
    return 0
}

/// Loads one input as `formrender layout` would, and lays out every state.
func layOutInput(_ path: String, expandAll: Bool) {
    let loader = FormLoader(library: Fixtures.shared.library)
    var warnings = WarningLog()
    guard let states = try? loader.loadStates(path, warnings: &warnings) else { return }
    _ = warnings.warnings.map(\.description)
    for state in states { layOut(state, theme: .default, widths: [375, 1024], expandAll: expandAll) }
}

func layOut(_ state: FormState, theme: Theme, widths: [Double], expandAll: Bool) {
    let engine = FormLayoutEngine(theme: theme, measurer: SimpleMeasurer(), expandAll: expandAll)
    for width in widths {
        let tree = engine.layout(state.document, width: width)
        precondition(tree.width.isFinite && tree.height.isFinite && tree.height >= 0, "page \(tree.width)×\(tree.height)")
        check(tree.root)
        _ = LayoutJSON.encode(tree)
    }
    printOnPages(state.document, theme: theme, expandAll: expandAll)
}

/// The form printed, blank and filled, on A4 and on a page barely bigger than its margins: every page
/// a checked tree, and no field on two pages.
func printOnPages(_ document: FormDocument, theme: Theme, expandAll: Bool) {
    let pages = [PageSetup(width: 595.276, height: 841.89, margins: 36, name: "a4"), PageSetup(width: 200, height: 150, margins: 30, name: "small")]
    for (index, setup) in pages.enumerated() {
        let mode: PrintMode = (index == 0) == expandAll ? .blank : .filled
        let flow = PrintLayoutEngine(theme: theme, measurer: SimpleMeasurer(), mode: mode, fillable: index == 1)
            .layout(document, contentWidth: setup.contentWidth)
        let paged = Paginator(setup: setup).paginate(flow).layout
        var seen = Set<String>()
        for page in paged.pages {
            precondition(page.width == setup.width && page.height == setup.height, "a page of another size")
            check(page.root)
            // A field taller than a page is sliced over pages; any other is on one page only.
            let sliced = Set(page.root.allBoxes().filter { $0.role == "slice" }.flatMap { $0.allBoxes() }.compactMap(\.id))
            for box in page.root.allBoxes() where box.role == .field && !sliced.contains(box.id ?? "") {
                precondition(seen.insert(box.id ?? "").inserted || box.id == nil, "field '\(box.id ?? "")' on two pages")
            }
        }
        _ = LayoutJSON.encode(paged)
    }
}

/// What every run shares: a temporary directory of this process (in /dev/shm when there is one),
/// the repository's hints, and the forms the theme, configuration and data cases lay out.
final class Fixtures: @unchecked Sendable {
    static let shared = Fixtures()

    let root: String
    let directory: String
    let library: HintsLibrary
    let gallery: [FormState]
    let user: [FormState]

    private init() {
        let environment = ProcessInfo.processInfo.environment
        // Fuzz/Sources/FuzzForms/FuzzForms.swift → the repository.
        root = environment["FORMRENDER_ROOT"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        directory = (base as NSString).appendingPathComponent("formrender-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Fixtures.shared.directory) }
        library = HintsLibrary(directories: [root + "/Hints"])
        let loader = FormLoader(library: library)
        var warnings = WarningLog()
        do {
            gallery = try loader.loadStates(root + "/Forms/FieldGallery.form.json", warnings: &warnings)
            user = try loader.loadStates(root + "/Hints/User.hints", warnings: &warnings)
        } catch {
            fatalError("the repository's examples did not load from \(root) (set FORMRENDER_ROOT): \(error)")
        }
    }
}

/// Writes the input to `name` in this process's temporary directory and returns its path.
func write(_ bytes: UnsafeBufferPointer<UInt8>, as name: String) -> String {
    let path = Fixtures.shared.directory + "/" + name
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(descriptor >= 0, "cannot write \(path)")
    var offset = 0
    while offset < bytes.count {
        let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        precondition(written > 0, "cannot write \(path)")
        offset += written
    }
    close(descriptor)
    return path
}

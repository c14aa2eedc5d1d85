import Foundation
import Expectations
import Testing
import FormModel
import FormSupport
import BoxTree

/// A layout root in a fresh temporary directory: view-tree files are written into it and loaded as
/// `formrender` loads them (`FormLoader.loadDocuments`). Messages are shown with the root's canonical
/// path left out, so that tests read `main.json:1:20: error: …`. The directory goes with the fixture.
final class ViewFixture {
    let directory: TemporaryDirectory
    /// The directory's canonical path: what messages name files by.
    let root: String
    let library = ViewFileLibrary()

    init() throws {
        directory = try TemporaryDirectory()
        root = LayoutRoot.canonical(directory.path)
    }

    deinit {
        directory.remove()
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try directory.write(name, text)
        return path(name)
    }

    func path(_ name: String) -> String {
        (root as NSString).appendingPathComponent(name)
    }

    /// Every state of `name` (or only `variant`), with `data` (JSON text) as `--data`.
    func load(_ name: String = "main.json", data: String? = nil, variant: String? = nil, strict: Bool = false,
              layoutRoot: String? = nil) throws -> (states: [DocumentState], warnings: [String]) {
        var viewData = ViewObject()
        if let data, case .object(let object) = ViewValue(json: try JSONParser.parse(data)) { viewData = object }
        let loader = FormLoader(library: HintsLibrary(directories: []), viewData: viewData, viewFiles: library,
                                layoutRoot: layoutRoot.map { LayoutRoot(path: path($0)) }, strict: strict)
        var log = WarningLog()
        let states = try loader.loadDocuments(path(name), variant: variant, warnings: &log)
        return (states, log.warnings.map { strip("\($0.location): \($0.message)") })
    }

    /// The root view of `name`'s default state (or of `variant`), and the warnings said.
    func view(_ name: String = "main.json", data: String? = nil, variant: String? = nil, strict: Bool = false,
              sourceLocation: CallSite = #_sourceLocation) throws -> (ViewNode, [String]) {
        let (states, warnings) = try load(name, data: data, variant: variant ?? "default", strict: strict)
        let state = try require(states.first, sourceLocation: sourceLocation)
        guard case .view(let document) = state.document else {
            Issue.record("\(name) loaded as a form", sourceLocation: sourceLocation)
            throw FormError("not a view tree", at: FileLocation(file: name))
        }
        return (document.root, warnings)
    }

    /// The error loading `name` raises, as printed, or nil (recorded as an issue) when it loads.
    func error(_ name: String = "main.json", data: String? = nil, variant: String? = nil, strict: Bool = false,
               sourceLocation: CallSite = #_sourceLocation) -> String? {
        do {
            _ = try load(name, data: data, variant: variant, strict: strict)
            Issue.record("\(name) loaded without an error", sourceLocation: sourceLocation)
            return nil
        } catch let error as FormError {
            return strip(error.description)
        } catch {
            Issue.record("not a FormError: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// `text` with the root's path left out.
    func strip(_ text: String) -> String {
        text.replacingOccurrences(of: root + "/", with: "")
    }
}

/// One file, `main.json`, resolved: its root view and the warnings said.
func resolveView(_ json: String, data: String? = nil, strict: Bool = false, files: [String: String] = [:],
                 sourceLocation: CallSite = #_sourceLocation) throws -> (ViewNode, [String]) {
    let fixture = try ViewFixture()
    for (name, text) in files { try fixture.write(name, text) }
    try fixture.write("main.json", json)
    return try fixture.view(data: data, strict: strict, sourceLocation: sourceLocation)
}

/// The error resolving one file, `main.json`, raises, as printed without the directory; by default
/// under `--strict`, where a value FormRender cannot use is an error rather than a warning.
func viewError(_ json: String, data: String? = nil, strict: Bool = true, files: [String: String] = [:],
               sourceLocation: CallSite = #_sourceLocation) throws -> String? {
    let fixture = try ViewFixture()
    for (name, text) in files { try fixture.write(name, text) }
    try fixture.write("main.json", json)
    return fixture.error(data: data, strict: strict, sourceLocation: sourceLocation)
}

/// The attributes of a single view `{"type": type, <members>}` (members: JSON object members without
/// braces), and the warnings said.
func attributes(_ type: String = "View", _ members: String, data: String? = nil, strict: Bool = false,
                sourceLocation: CallSite = #_sourceLocation) throws -> (ViewAttributes, [String]) {
    let (node, warnings) = try resolveView("{\"type\": \"\(type)\", \(members)}", data: data, strict: strict, sourceLocation: sourceLocation)
    return (node.attributes, warnings)
}

extension ViewNode {
    /// The first view in this subtree with this id.
    func find(_ id: String) -> ViewNode? {
        allNodes().first { $0.id == id }
    }
}

func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

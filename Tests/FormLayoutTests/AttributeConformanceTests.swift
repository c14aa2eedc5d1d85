import BoxTree
import Foundation
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// Every attribute the JsonUI tool chain documents, tried on its component: the cases in
/// `Conformance/` (generated from jsonui-cli's attribute definitions by
/// `scripts/jsonui/generate-conformance-fixtures.py`) lay one component out with one attribute and
/// without it. No documented attribute may be reported unknown; an attribute the table says is drawn
/// must change the layout (its dump, or the laid-out tree the painter draws, which holds what the
/// dump leaves out); one it says is accepted without drawing must change nothing, and is named under
/// `--strict`. Set FORMRENDER_CONFORMANCE_REPORT to a path to have every attribute's outcome written
/// there (one `Section.attribute<TAB>status<TAB>changed` a line).
@Suite struct AttributeConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance")

    struct Fixture {
        var section: String
        var root: [String: Any]
        var files: [String: Any]
        var withouts: [[String: Any]]
        var cases: [(attribute: String, value: Any, without: Int)]
    }

    /// What one attribute did over all its sample values.
    struct Outcome {
        var status: DocumentedAttributes.Status?
        var changed = false
        var values: [String] = []
    }

    static func fixtures() throws -> [Fixture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let section = object["section"] as? String,
                  let root = object["root"] as? [String: Any], let withouts = object["withouts"] as? [[String: Any]],
                  let cases = object["cases"] as? [[String: Any]] else {
                throw FormError("\(name) is not a conformance fixture", at: SourceLocation(file: name))
            }
            return Fixture(section: section, root: root, files: object["files"] as? [String: Any] ?? [:], withouts: withouts,
                           cases: cases.compactMap { item in
                               guard let attribute = item["attribute"] as? String, let value = item["value"], let without = item["without"] as? Int else { return nil }
                               return (attribute, value, without)
                           })
        }
    }

    /// A scratch layout root holding the fixtures' other files (a PNG named in them gets a picture).
    final class Scratch {
        let directory: URL

        init(files: [String: Any]) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString)/Layouts")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, contents) in files {
                let data = contents is String ? Data() : try JSONSerialization.data(withJSONObject: contents, options: [.sortedKeys])
                try data.write(to: directory.appendingPathComponent(name))
            }
        }

        deinit { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }

        /// The layout resolved and laid out at 375 points: its dump, its tree, and what was said.
        func layOut(_ layout: [String: Any], strict: Bool = false) throws -> (dump: String, tree: LayoutTree, warnings: [String]) {
            let path = directory.appendingPathComponent("main.json").path
            try JSONSerialization.data(withJSONObject: layout, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
            var log = WarningLog()
            let states = try FormLoader(library: HintsLibrary(directories: []), strict: strict).loadDocuments(path, variant: "default", warnings: &log)
            guard case .view(let document) = states[0].document else { throw FormError("not a view tree", at: SourceLocation(file: path)) }
            var images: [String: BoxImage] = [:]
            for image in document.imagePaths {
                images[image] = BoxImage(width: 20, height: 10, rgba: [UInt8](repeating: 128, count: 20 * 10 * 4), source: image)
            }
            let tree = ViewLayoutEngine(measurer: FakeMeasurer(), images: images).layout(document, width: 375)
            return (LayoutJSON.encode(tree), tree, log.warnings.map(\.message))
        }
    }

    /// The case's layout: the root with the base's parent attributes, the component as its last child.
    static func layout(_ fixture: Fixture, without index: Int, adding attribute: (String, Any)? = nil) -> [String: Any] {
        let base = fixture.withouts[index]
        var root = fixture.root
        for (key, value) in base["parent"] as? [String: Any] ?? [:] { root[key] = value }
        var component = base["component"] as? [String: Any] ?? [:]
        if let (key, value) = attribute { component[key] = value }
        root["child"] = (root["child"] as? [Any] ?? []) + [component]
        return root
    }

    static func describe(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return "\(value)" }
        return String(text.dropFirst().dropLast())
    }

    @Test func documentedAttributesAreNeverUnknownAndDrawnOnesChangeTheLayout() throws {
        let fixtures = try Self.fixtures()
        expect(fixtures.count >= 25, "the Conformance folder holds \(fixtures.count) fixtures; run scripts/jsonui/generate-conformance-fixtures.py")
        var outcomes: [String: Outcome] = [:]
        var order: [String] = []
        var unknown: [String] = []
        var failedToLoad: [String] = []
        var cases = 0
        for fixture in fixtures {
            let scratch = try Scratch(files: fixture.files)
            var withouts: [Int: (dump: String, tree: LayoutTree)] = [:]
            for item in fixture.cases {
                cases += 1
                let name = "\(fixture.section).\(item.attribute)"
                if outcomes[name] == nil {
                    order.append(name)
                    outcomes[name] = Outcome(status: DocumentedAttributes.entry(item.attribute, section: fixture.section)?.status)
                }
                outcomes[name]?.values.append(Self.describe(item.value))
                do {
                    if withouts[item.without] == nil {
                        let plain = try scratch.layOut(Self.layout(fixture, without: item.without))
                        withouts[item.without] = (plain.dump, plain.tree)
                    }
                    let with = try scratch.layOut(Self.layout(fixture, without: item.without, adding: (item.attribute, item.value)))
                    for warning in with.warnings where warning.contains("unknown attribute") {
                        unknown.append("\(name) = \(Self.describe(item.value)): \(warning)")
                    }
                    if let plain = withouts[item.without], with.dump != plain.dump || with.tree != plain.tree {
                        outcomes[name]?.changed = true
                    }
                } catch {
                    failedToLoad.append("\(name) = \(Self.describe(item.value)): \(error)")
                }
            }
        }
        expect(cases > 1000)
        expect(unknown.isEmpty, "documented attributes reported unknown:\n\(unknown.joined(separator: "\n"))")
        expect(failedToLoad.isEmpty, "cases that did not load:\n\(failedToLoad.joined(separator: "\n"))")
        let undocumented = order.filter { outcomes[$0]?.status == nil }
        expect(undocumented.isEmpty, "fixture attributes the table does not document: \(undocumented)")
        // Drawn must change something; accepted-not-drawn must not (its classification would be stale).
        let silent = order.filter { outcomes[$0]?.status == .drawn && outcomes[$0]?.changed == false }
        let silentList = silent.map { "\($0) (tried \(outcomes[$0]?.values.joined(separator: ", ") ?? ""))" }.joined(separator: "\n")
        expect(silent.isEmpty, "drawn attributes that change nothing (fix them, or classify them as not yet drawn in scripts/jsonui/generate-attribute-table.py):\n\(silentList)")
        let accepted: Set<DocumentedAttributes.Status> = [.device, .platform, .metadata, .notYetDrawn]
        let stale = order.filter { name in
            guard let outcome = outcomes[name], let status = outcome.status else { return false }
            return accepted.contains(status) && outcome.changed
        }
        expect(stale.isEmpty, "attributes classified as not drawn that change the layout (reclassify them):\n\(stale.joined(separator: "\n"))")
        if let report = ProcessInfo.processInfo.environment["FORMRENDER_CONFORMANCE_REPORT"] {
            let lines = order.map { "\($0)\t\(outcomes[$0]?.status?.rawValue ?? "undocumented")\t\(outcomes[$0]?.changed == true ? "changed" : "same")" }
            try (lines.joined(separator: "\n") + "\n").write(toFile: report, atomically: true, encoding: .utf8)
        }
    }

    @Test func strictNamesEachAcceptedAttributeWithItsReason() throws {
        var missing: [String] = []
        var checked = 0
        for fixture in try Self.fixtures() {
            let scratch = try Scratch(files: fixture.files)
            var seen = Set<String>()
            for item in fixture.cases where seen.insert(item.attribute).inserted {
                guard let entry = DocumentedAttributes.entry(item.attribute, section: fixture.section), entry.status.isAccepted else { continue }
                let layout = Self.layout(fixture, without: item.without, adding: (item.attribute, item.value))
                guard let typeName = (layout["child"] as? [[String: Any]])?.last?["type"] as? String, let type = ViewType(name: typeName) else {
                    continue  // a component FormRender has no type for: a placeholder, its attributes unchecked
                }
                checked += 1
                let said: [String]
                do {
                    said = try scratch.layOut(layout, strict: true).warnings
                } catch {
                    missing.append("\(fixture.section).\(item.attribute) = \(Self.describe(item.value)): --strict made it an error: \(error)")
                    continue
                }
                let explanation = DocumentedAttributes.entry(item.attribute, for: type)?.explanation ?? entry.explanation
                let sentences = ["'\(item.attribute)' on \(type.rawValue) is accepted but not drawn (\(explanation))",
                                 "'\(item.attribute)' only means something on a device; ignored",
                                 "'\(item.attribute)' is code, and FormRender never runs code from an input; ignored"]
                if !said.contains(where: { warning in sentences.contains(where: warning.hasPrefix) }) {
                    missing.append("\(fixture.section).\(item.attribute): \(said)")
                }
            }
        }
        expect(checked > 300)
        expect(missing.isEmpty, "accepted attributes --strict does not name:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theTableResolvesAliasSectionsAndFallsBackToCommon() {
        expect(DocumentedAttributes.isDocumented("hintColor", section: "EditText"))
        expect(DocumentedAttributes.isDocumented("hintColor", for: .textField))
        expect(DocumentedAttributes.isDocumented("opacity", for: .label))
        expect(DocumentedAttributes.isDocumented("alpha", for: .label))
        expect(!DocumentedAttributes.isDocumented("backgroud", for: .view))
        expect(!DocumentedAttributes.isDocumented("hintColor", for: .view))
        expect(DocumentedAttributes.isDocumented("url", for: .circleImage))
        expect(!DocumentedAttributes.isDocumented("text", for: .custom))
        expectEqual(DocumentedAttributes.notDrawnReason("onClick", for: .button), "device-only: an event handler: it runs on a device")
        expectEqual(DocumentedAttributes.notDrawnReason("background", for: .view), nil)
        expectEqual(DocumentedAttributes.entry("colors", for: .gradientView)?.status, .drawn)
        expect(DocumentedAttributes.componentNames.contains("Collection"))
    }
}

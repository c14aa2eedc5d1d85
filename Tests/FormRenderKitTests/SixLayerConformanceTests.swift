import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// The SixLayer framework's own hints examples (`SixLayerCorpus/`, collected from its repository by
/// `scripts/sixlayer/collect-corpus.py`) all render, and the layout dump shows what SixLayer's views
/// draw for each key. The expectations are read from each file here, by SixLayer's rules as its source
/// states them (`DataHintsLoader`, `SectionBuilder`, `IntelligentFormView`, `DefaultPlatformFieldView`,
/// `DynamicFormSectionView`, `FieldHintsModifier`), not by FormRender's parser.
@Suite struct SixLayerConformanceTests {
    static let corpus = TestPaths.path("Tests/FormRenderKitTests/SixLayerCorpus")
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? [])
        .filter { $0.hasSuffix(".hints") }.sorted()

    static let session: RenderSession = {
        var options = RenderOptions()
        options.fontsDirectory = TestPaths.path("Fonts")
        return try! RenderSession(options: options)
    }()

    @Test func theCorpusSaysWhereEachExampleCameFrom() throws {
        expect(Self.files.count >= 100)
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/SOURCES.json"))
        let sources = try require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        expectEqual(sources.compactMap { $0["file"] as? String }, Self.files)
        for source in sources {
            expectEqual((source["source"] as? String)?.isEmpty, false)
            expectEqual((source["commit"] as? String)?.count, 40)
        }
    }

    @Test(arguments: files, [WidthClass.compact, .regular])
    func rendersAsSixLayerDrawsIt(file: String, width: WidthClass) throws {
        let path = Self.corpus + "/" + file
        var warnings = WarningLog()
        let tree = try Self.session.lay(path, on: .width(width), warnings: &warnings).first
        let hints = try SixLayerReading(try SourceFiles.readJSON(path))
        let cards = tree.root.children.filter { $0.role == "section" }

        // The sections SixLayer builds, in order, each with the fields it lists that exist.
        expectEqual(cards.map(\.id), hints.sections.map(\.id), "\(file)")
        for (card, section) in zip(cards, hints.sections) {
            let shown = card.allBoxes().filter { $0.role == "field" }
            if section.isCollapsed {
                expect(shown.isEmpty && card.has("collapsed"), "\(file): \(section.id) collapsed")
                expectEqual(card.first(role: "sectionDescription"), nil, "\(file): a collapsed section hides its description")
                continue
            }
            expectEqual(shown.map(\.id), section.fields.map(\.id), "\(file): \(section.id)")
            let content = card.frame.width - 32
            let columns = section.columns
            let columnWidth = (content - 12 * Double(columns - 1)) / Double(columns)
            for (box, field) in zip(shown, section.fields) {
                try check(box, field, columnWidth: columnWidth, file: file)
            }
        }
    }

    private func check(_ unit: LayoutBox, _ field: SixLayerReading.Field, columnWidth: Double, file: String) throws {
        let context = "\(file): \(field.id)"
        let kind = unit.notes.first { $0.key == "kind" }.map { if case .text(let text) = $0.value { text } else { "" } }
        expectEqual(kind, field.kind, "\(context)")
        switch field.kind {
        case "picker":
            expectEqual(unit.first(role: "input")?.text, field.pickerLabel, "\(context): the chosen option's label")
        case "stepper":
            expect(unit.first(role: "stepper") != nil, "\(context): a Stepper")
        case "image", "document":
            expectEqual(unit.first(role: "button")?.text, "Select \(field.kind)", "\(context)")
        default: break
        }
        if let placeholder = field.placeholder {
            let input = try require(unit.first(role: "input"), "\(context)")
            expect(input.text == placeholder && input.has("placeholder"), "\(context): placeholder")
        }
        expectEqual(unit.first(role: "caption")?.text, field.caption, "\(context): caption")
        if let optional = field.isOptional {
            expectEqual(unit.first(role: "label")?.has("required"), !optional, "\(context): asterisk")
        }
        expectEqual(unit.has("readOnly"), !field.isEditable, "\(context): editable")
        if let width = field.width {
            expect(abs(unit.frame.width - min(width, columnWidth)) < 0.001, "\(context): width \(unit.frame.width)")
        } else if !field.hasLengthHint {
            expect(abs(unit.frame.width - columnWidth) < 0.001, "\(context): fills its column")
        }
        if field.hasCounter {
            expectEqual(unit.first(role: "counter")?.text, String(field.value?.count ?? 0), "\(context): counter")
        }
    }
}

/// A hints file as SixLayer reads it, written from its source for this test alone.
struct SixLayerReading {
    struct Field {
        var id: String
        var kind: String
        var pickerLabel: String?
        var placeholder: String?
        var caption: String?
        var isOptional: Bool?
        var isEditable: Bool
        var width: Double?
        var hasLengthHint: Bool
        var hasCounter: Bool
        var value: String?
    }

    struct Section {
        var id: String
        var fields: [Field]
        var style: String?
        var isCollapsed: Bool

        /// `DynamicFormSectionView.fieldLayoutView`.
        var columns: Int {
            let grid = min(3, max(1, Int(Double(fields.count).squareRoot())))
            switch style {
            case "horizontal": return 2
            case "grid": return grid
            case "adaptive": return fields.count <= 4 ? 1 : fields.count <= 8 ? 2 : grid
            default: return 1
            }
        }
    }

    var sections: [Section] = []

    init(_ root: JSONNode) throws {
        guard case .object(let top) = root.value else { throw FormError("not an object", at: SourceLocation(file: "")) }
        var fields: [String: Field] = [:]
        var order: [String] = []
        for member in top.members where !member.key.hasPrefix("_") {
            guard case .object(let properties) = member.value.value else { continue }
            if Self.flag(properties["isHidden"]) == true { continue }
            fields[member.key] = Self.field(member.key, properties)
            order.append(member.key)
        }
        // `_sections as? [[String: Any]]`; a section needs a text id and title; `isCollapsed as? Bool`.
        var built: [Section] = []
        if case .array(let items)? = top["_sections"]?.value,
           items.allSatisfy({ if case .object = $0.value { true } else { false } }) {
            for item in items {
                guard case .object(let section) = item.value,
                      case .string(let id)? = section["id"]?.value, case .string? = section["title"]?.value else { continue }
                // `SectionBuilder`: the ids joined by commas, split again and trimmed.
                var listed: [String] = []
                if case .array(let ids)? = section["fields"]?.value {
                    let texts = ids.compactMap { if case .string(let id) = $0.value { id } else { nil } }
                    if texts.count == ids.count {
                        listed = texts.joined(separator: ",").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    }
                }
                var style: String?
                if case .string(let name)? = section["layoutStyle"]?.value { style = name }
                let collapsible = section["isCollapsible"]?.value == .bool(true)
                let collapsed = collapsible && section["isCollapsed"]?.value == .bool(true)
                built.append(Section(id: id, fields: listed.compactMap { fields[$0] }, style: style, isCollapsed: collapsed))
            }
        }
        // Without sections, `IntelligentFormView`: every field in its priority order, laid out
        // adaptively; nothing to draw when there are none.
        func weight(_ id: String) -> Int {
            let name = id.lowercased()
            return name == "title" ? 1_000 : name == "name" ? 900 : name.contains("title") ? 800 : name.contains("summary") ? 700 : 0
        }
        let all = order.sorted { weight($0) != weight($1) ? weight($0) > weight($1) : $0 < $1 }.compactMap { fields[$0] }
        sections = !built.isEmpty ? built : all.isEmpty ? [] : [Section(id: "default", fields: all, style: "adaptive", isCollapsed: false)]
    }

    /// A Bool key: `as? Bool`, or the text "true"/"false".
    static func flag(_ node: JSONNode?) -> Bool? {
        switch node?.value {
        case .bool(let flag)?: return flag
        case .string("true")?: return true
        case .string("false")?: return false
        default: return nil
        }
    }

    static func text(_ node: JSONNode?) -> String? {
        if case .string(let text)? = node?.value { return text }
        return nil
    }

    static func field(_ id: String, _ p: JSONObject) -> Field {
        let type = text(p["fieldType"])?.lowercased()
        let value: String? = {
            switch p["defaultValue"]?.value {
            case .string(let text)?: return text
            case .number(let number)?: return number.text
            case .bool(let flag)?: return flag ? "true" : "false"
            default: return nil
            }
        }()
        var options: [(value: String, label: String)] = []
        if case .array(let items)? = p["options"]?.value {
            for item in items {
                if case .object(let o) = item.value, let v = text(o["value"]), let l = text(o["label"]) { options.append((v, l)) }
            }
        }
        let isPicker = text(p["inputType"]) == "picker" && !options.isEmpty && (type == nil || type == "string")
        let kind: String
        if isPicker { kind = "picker" } else {
            switch type {
            case "number": kind = "stepper"
            case "boolean": kind = "toggle"
            case "date", "url", "image", "document": kind = type!
            case nil, "string", "uuid", "custom", "relationship", "hierarchical": kind = "text"
            default: kind = FieldKind(spelling: type!)?.rawValue ?? "text"
            }
        }
        var placeholder: String?
        if text(p["placeholder"]) == nil && (value ?? "").isEmpty {
            switch (kind, type) {
            case ("url", _): placeholder = "Enter URL"
            case ("text", "uuid"): placeholder = "Enter UUID"
            case ("text", _): placeholder = "Enter \(id)"
            default: break
            }
        }
        var caption: [String] = []
        if flag(p["isOptional"]) == true { caption.append("Optional") }
        if flag(p["isArray"]) == true { caption.append("Multiple values") }
        if value != nil { caption.append("Has default") }
        // `FieldHintsModifier`: narrow 150, wide 400, a number as text, any other word 200.
        var width: Double?
        if let word = text(p["displayWidth"]) {
            switch word.lowercased() {
            case "narrow": width = 150
            case "wide": width = 400
            default: width = Double(word).flatMap { $0 > 0 && $0.isFinite ? max($0, 53) : nil } ?? (Double(word) == nil ? 200 : nil)
            }
        }
        let lengthHint = p["expectedLength"].map { _ in true } ?? false
        return Field(id: id, kind: kind, pickerLabel: isPicker ? (options.first { $0.value == value } ?? options[0]).label : nil,
                     placeholder: placeholder, caption: caption.isEmpty ? nil : caption.joined(separator: " • "),
                     isOptional: flag(p["isOptional"]), isEditable: flag(p["isEditable"]) != false, width: width,
                     hasLengthHint: lengthHint, hasCounter: flag(p["showCharacterCounter"]) == true,
                     value: kind == "stepper" && value == nil ? "0" : value)
    }
}

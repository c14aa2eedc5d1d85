import BoxTree
import Foundation
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

@Suite struct LayoutJSONTests {
    /// A small hand-made tree with every optional key.
    func sampleTree() -> LayoutTree {
        let label = LayoutBox(role: .label, id: "name", text: "Name", frame: Rect(x: 44, y: 38, width: 287, height: 13.5),
                              notes: [BoxNote("required")])
        let input = LayoutBox(role: .input, id: "name", text: "Your \"name\"", frame: Rect(x: 44, y: 51.5, width: 287, height: 18),
                              notes: [BoxNote("placeholder")])
        let box = LayoutBox(role: .box, id: "name", frame: Rect(x: 32, y: 32, width: 311, height: 43.5), children: [label, input])
        let field = LayoutBox(role: .field, id: "name", frame: Rect(x: 32, y: 32, width: 311, height: 43.5),
                              notes: [BoxNote("kind", .text("text")), BoxNote("readOnly")], children: [box])
        let root = LayoutBox(role: .form, id: "Demo", frame: Rect(x: 0, y: 0, width: 375, height: 108), children: [field])
        return LayoutTree(width: 375, height: 108, root: root)
    }

    @Test func encodesWithFixedKeyOrderAndIndentation() {
        let expected = """
        {
          "width": 375,
          "height": 108,
          "root": {
            "role": "form",
            "id": "Demo",
            "frame": {"x": 0, "y": 0, "width": 375, "height": 108},
            "children": [
              {
                "role": "field",
                "id": "name",
                "frame": {"x": 32, "y": 32, "width": 311, "height": 43.5},
                "kind": "text",
                "readOnly": true,
                "children": [
                  {
                    "role": "box",
                    "id": "name",
                    "frame": {"x": 32, "y": 32, "width": 311, "height": 43.5},
                    "children": [
                      {
                        "role": "label",
                        "id": "name",
                        "text": "Name",
                        "frame": {"x": 44, "y": 38, "width": 287, "height": 13.5},
                        "required": true,
                        "children": []
                      },
                      {
                        "role": "input",
                        "id": "name",
                        "text": "Your \\"name\\"",
                        "frame": {"x": 44, "y": 51.5, "width": 287, "height": 18},
                        "placeholder": true,
                        "children": []
                      }
                    ]
                  }
                ]
              }
            ]
          }
        }

        """
        expectEqual(LayoutJSON.encode(sampleTree()), expected)
    }

    @Test func boxWithoutIDOrTextOmitsThem() {
        let tree = LayoutTree(width: 100, height: 50, root: LayoutBox(role: .form, frame: Rect(x: 0, y: 0, width: 100, height: 50)))
        expectEqual(LayoutJSON.encode(tree), """
        {
          "width": 100,
          "height": 50,
          "root": {
            "role": "form",
            "frame": {"x": 0, "y": 0, "width": 100, "height": 50},
            "children": []
          }
        }

        """)
    }

    @Test func keyOrderInEveryBoxOfARealLayout() throws {
        let section = Section(id: "adv", title: "Advanced", description: "More", isCollapsible: true, isCollapsed: true, fields: [field("a")])
        let other = Section(id: "main", title: nil, fields: [Field(id: "n", label: "Name", isRequired: true, isEditable: false, placeholder: "P",
                                                                  counter: CharacterCounter(limit: 5)),
                                                            field("p", kind: .picker, value: "B", options: ["A", "B"],
                                                                  state: FieldState(isActive: true, error: "Wrong", isOpen: true))])
        let tree = engine().layout(FormDocument(name: "Doc", title: "Title", sections: [section, other]), width: 375)
        let json = LayoutJSON.encode(tree)
        let order = ["role", "id", "text", "frame", "placeholder", "required", "collapsed", "kind", "readOnly",
                     "active", "error", "open", "selected", "style", "textStyle", "glyph", "image", "children"]
        // Split into each box's own keys: lines that start a key at the box's indentation.
        var boxes: [[String]] = []
        var stack: [[String]] = []
        for line in json.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("{") && trimmed.count == 1 || trimmed == "\"root\": {" { stack.append([]); continue }
            if trimmed.hasPrefix("}") { if let done = stack.popLast() { boxes.append(done) }; continue }
            if trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\""), !stack.isEmpty {
                stack[stack.count - 1].append(String(trimmed[trimmed.index(after: trimmed.startIndex)..<end]))
            }
        }
        let boxKeys = boxes.filter { $0.contains("role") }
        expectEqual(boxKeys.count, tree.root.allBoxes().count)
        for keys in boxKeys {
            expectEqual(keys.first, "role")
            expectEqual(keys.last, "children")
            let positions = keys.compactMap { order.firstIndex(of: $0) }
            expectEqual(positions.count, keys.count, "unexpected key in \(keys)")
            expectEqual(positions, positions.sorted(), "\(keys)")
        }
        expect(json.contains("\"collapsed\": true"))
        expect(json.contains("\"required\": true"))
        expect(json.contains("\"readOnly\": true"))
        expect(json.contains("\"placeholder\": true"))
        expect(json.contains("\"kind\": \"text\""))
        expect(json.contains("\"kind\": \"picker\""))
        // States are printed on the field unit only (once each), the selection on its option.
        expectEqual(json.components(separatedBy: "\"active\": true").count, 2)
        expectEqual(json.components(separatedBy: "\"error\": true").count, 2)
        expectEqual(json.components(separatedBy: "\"open\": true").count, 2)
        expectEqual(json.components(separatedBy: "\"selected\": true").count, 2)
        expect(json.contains("\"role\": \"panel\""))
        expect(json.contains("\"role\": \"error\""))
        expect(json.hasSuffix("}\n"))
    }

    // MARK: Numbers

    static let numbers: [(Double, String)] = [
        (43.5, "43.5"), (16, "16"), (0, "0"), (-0.0, "0"), (120.125, "120.125"), (13.5, "13.5"),
        (1.0 / 3, "0.333"), (2.0 / 3, "0.667"), (-12.5, "-12.5"), (0.1, "0.1"), (0.0004, "0"),
        (0.0006, "0.001"), (12.0006, "12.001"), (99.9999, "100"), (123456.789, "123456.789"),
        (10_000, "10000"), (1e-7, "0"), (1e9, "1000000000"), (123456789.5, "123456789.5"), (221.33333333, "221.333"),
        (1e16, "10000000000000000"), (-1e19, "-10000000000000000000"), (.infinity, "0"), (.nan, "0"),
    ]

    @Test(arguments: numbers)
    func numberFormatting(value: Double, text: String) {
        expectEqual(LayoutJSON.number(value), text)
    }

    @Test func numbersHaveAtMostThreeDecimals() {
        var value = -50.0
        while value < 5000 {
            let text = LayoutJSON.number(value)
            expect(!text.contains("e"), "\(value) → \(text)")
            if let dot = text.firstIndex(of: ".") {
                let decimals = text[text.index(after: dot)...]
                expect(decimals.count <= 3, "\(value) → \(text)")
                expect(decimals.last != "0", "\(value) → \(text)")
            }
            let parsed = Double(text)
            expectEqual(parsed.map { abs($0 - value) <= 0.0005 + 1e-9 }, true, "\(value) → \(text)")
            value += 1.0 / 7.0 + 0.0123
        }
    }

    // MARK: Strings

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("line\nbreak", "\"line\\nbreak\""),
        ("cr\rtab\t", "\"cr\\rtab\\t\""),
        ("\u{01}\u{1F}\u{0}", "\"\\u0001\\u001f\\u0000\""),
        ("é 👋🏽 /\u{7F}", "\"é 👋🏽 /\u{7F}\""),
        ("", "\"\""),
    ])
    func stringEscaping(text: String, json: String) {
        expectEqual(LayoutJSON.string(text), json)
    }

    @Test func escapedStringsRoundTrip() throws {
        let samples = ["plain", "say \"hi\"", "a\\b", "x\ny\r\tz", "\u{01}\u{08}\u{0C}\u{1F}", "é 👋🏽 日本", "</script>", "\u{2028}"]
        for sample in samples {
            let data = Data(("[" + LayoutJSON.string(sample) + "]").utf8)
            let parsed = try require(JSONSerialization.jsonObject(with: data) as? [String])
            expectEqual(parsed, [sample])
        }
    }

    // MARK: Valid JSON

    @Test func encodedLayoutParsesBack() throws {
        let bio = Field(id: "bio", label: "Bio \"quoted\"\nline", kind: .textarea, value: "Tab\there, back\\slash", preferredWidth: .wide)
        let doc = FormDocument(name: "Sign\"up", title: "Create your account",
                               sections: [Section(id: "account", title: "Account", description: "Login", isCollapsible: true,
                                                  fields: [field("user", width: .medium, value: "jdoe"), bio])])
        let tree = engine().layout(doc, width: compactWidth)
        let json = LayoutJSON.encode(tree)
        let object = try require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        expectEqual((object["width"] as? NSNumber)?.doubleValue, 375)
        expectEqual((object["height"] as? NSNumber)?.doubleValue, tree.height)
        let root = try require(object["root"] as? [String: Any])
        expect(root["role"] as? String == "form")
        expect(root["id"] as? String == "Sign\"up")
        let children = try require(root["children"] as? [[String: Any]])
        expectEqual(children.map { $0["role"] as? String }, ["title", "section"])
        expect(children[0]["text"] as? String == "Create your account")
        let cardChildren = try require(children[1]["children"] as? [[String: Any]])
        let user = try require(cardChildren.first { $0["id"] as? String == "user" })
        let frame = try require(user["frame"] as? [String: Any])
        let expected = try require(tree.root.first(role: .field, id: "user")).frame
        expectEqual((frame["x"] as? NSNumber)?.doubleValue, expected.x)
        expectEqual((frame["y"] as? NSNumber)?.doubleValue, expected.y)
        expectEqual((frame["width"] as? NSNumber)?.doubleValue, expected.width)
        expectEqual((frame["height"] as? NSNumber)?.doubleValue, 43.5)
        expect(user["kind"] as? String == "text")
        let bioUnit = try require(cardChildren.first { $0["id"] as? String == "bio" })
        let bioUnitChildren = try require(bioUnit["children"] as? [[String: Any]])
        expectEqual(bioUnitChildren.map { $0["role"] as? String }, ["box"])
        let bioChildren = try require(bioUnitChildren.first?["children"] as? [[String: Any]])
        expectEqual(bioChildren.map { $0["role"] as? String }, ["label", "input", "resizeGrip"])
        expect(bioChildren.first { $0["role"] as? String == "label" }?["text"] as? String == "Bio \"quoted\"\nline")
        expect(bioChildren.first { $0["role"] as? String == "input" }?["text"] as? String == "Tab\there, back\\slash")
    }

    @Test func everyExampleEncodesToValidJSON() throws {
        for example in try exampleDocuments() {
            for width in [compactWidth, regularWidth, expandedWidth] {
                let tree = engine(expandAll: true).layout(example.document, width: width)
                let json = LayoutJSON.encode(tree)
                let object = try require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(example.name)")
                expectEqual((object["height"] as? NSNumber)?.doubleValue, tree.height)
                // Count boxes in the parsed JSON.
                func count(_ box: [String: Any]) -> Int {
                    1 + ((box["children"] as? [[String: Any]]) ?? []).map(count).reduce(0, +)
                }
                expectEqual(count(object["root"] as? [String: Any] ?? [:]), tree.root.allBoxes().count)
            }
        }
    }
}

import Expectations
import Testing
import FormModel
import FormSupport

/// One Bool rule for every Bool an attribute reads from a binding (binding_semantics.json's coercion,
/// SwiftJsonUI's table): true/false, a number (non-zero is true), "true"/"1" and "false"/"0" in any
/// case; anything else is unresolved, and the attribute keeps its default.
@Suite("Bindings: coercion")
struct BindingCoercionTests {
    static let falses = [#"false"#, #""false""#, #""FALSE""#, #"0"#, #""0""#]
    static let trues = [#"true"#, #""true""#, #""True""#, #"1"#, #""1""#, #"2"#]

    @Test func theBoolTable() {
        expect([ViewValue.bool(true), .number(1), .number(-0.5), .string("TRUE"), .string("1")].allSatisfy { $0.coercedBool == true })
        expect([ViewValue.bool(false), .number(0), .string("False"), .string("0")].allSatisfy { $0.coercedBool == false })
        expect([ViewValue.null, .string("yes"), .string(""), .string(" 1"), .array([]), .object(ViewObject()), .colour("#000000")]
            .allSatisfy { $0.coercedBool == nil })
        expect(ViewValue.string(" 42 ").coercedNumber == 42 && ViewValue.bool(true).coercedNumber == nil && ViewValue.string("abc").coercedNumber == nil)
        expect(ViewValue.number(5).coercedText == "5" && ViewValue.bool(false).coercedText == "false" && ViewValue.object(ViewObject()).coercedText == nil)
    }

    /// A view whose `visibility` is bound to data: false in every spelling hides it (gone), true shows it.
    static func shown(_ visibility: String) throws -> Bool {
        let (root, warnings) = try resolveView(#"{"type": "View", "child": [{"type": "Label", "id": "x", "visibility": "@{v}"}]}"#,
                                               data: "{\"v\": \(visibility)}")
        expect(warnings.isEmpty, "\(warnings)")
        return root.find("x") != nil
    }

    @Test(arguments: falses)
    func boundFalseHides(_ value: String) throws {
        try expect(!Self.shown(value))
    }

    @Test(arguments: trues + [#""visible""#])
    func boundTrueShows(_ value: String) throws {
        try expect(Self.shown(value))
    }

    @Test func boundVisibilityOnAnInclude() throws {
        let files = ["part.json": #"{"type": "Label", "id": "part", "text": "x"}"#]
        for (value, shown) in [(#""0""#, false), (#""false""#, false), (#"1"#, true)] {
            let (root, _) = try resolveView(#"{"type": "View", "child": [{"include": "part", "visibility": "@{v}"}]}"#,
                                            data: "{\"v\": \(value)}", files: files)
            expectEqual((root.find("part") != nil), shown, "\(value)")
        }
    }

    /// Every Bool attribute reads a bound value alike.
    @Test(arguments: falses + trues)
    func everyBoolAttributeAlike(_ value: String) throws {
        let expected = Self.trues.contains(value)
        let (node, warnings) = try resolveView(#"""
            {"type": "View", "child": [
              {"type": "Switch", "id": "s", "isOn": "@{v}", "clipToBounds": "@{v}", "enabled": "@{v}"},
              {"type": "TextField", "id": "t", "secure": "@{v}"},
              {"type": "Label", "id": "h", "hidden": "@{v}"}]}
            """#, data: "{\"v\": \(value)}")
        expect(warnings.isEmpty, "\(warnings)")
        let toggle = try require(node.find("s")?.attributes)
        expect(toggle.isOn == expected && toggle.clipToBounds == expected && toggle.isEnabled == expected)
        expectEqual(node.find("t")?.attributes.isSecure, expected)
        expectEqual(node.find("h")?.attributes.visibility, (expected ? .invisible : .visible))
    }

    /// `!` of nothing is nothing: a switch bound to `!missing` stays off, as in SwiftJsonUI, and
    /// `enabled` keeps its default, not its inverse's.
    @Test func negationOfNothingKeepsTheDefault() throws {
        let (node, _) = try resolveView(#"{"type": "Switch", "isOn": "@{!missing}", "enabled": "@{!missing}"}"#)
        expectEqual(node.attributes.isOn, nil)
        expectEqual(node.attributes.isEnabled, ViewAttributes().isEnabled)
        let (flag, _) = try resolveView(#"{"type": "Switch", "isOn": "@{!flag}"}"#, data: #"{"flag": "FALSE"}"#)
        expectEqual(flag.attributes.isOn, true)
    }
}

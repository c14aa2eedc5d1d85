import BoxTree
import FormModel
import FormSupport
import Expectations
import Testing

/// What the tool chain documents is never "unknown": accepted quietly when FormRender does not draw
/// it, named with its reason under `--strict`; an alias is read as its other spelling. A key nothing
/// documents stays an unknown attribute. (Every documented attribute is tried in FormLayoutTests'
/// AttributeConformanceTests.)
@Suite("View attributes: documented by the tool chain") struct DocumentedAttributeTests {
    @Test func aDocumentedAttributeNotDrawnIsQuietUnlessStrict() throws {
        let json = ##"{"type": "TextField", "returnKeyType": "done", "offsetX": 4, "hintFont": "bold", "className": "wide"}"##
        try expect(resolveView(json).1.isEmpty)
        let (_, strict) = try resolveView(json, strict: true)
        expectEqual(strict, [
            "main.json:1:40: 'returnKeyType' on TextField is accepted but not drawn (device-only: keyboard and text-entry behaviour)",
            "main.json:1:59: 'offsetX' on TextField is accepted but not drawn (not yet drawn: a view moved after layout)",
            "main.json:1:74: 'hintFont' on TextField is accepted but not drawn (not yet drawn: the placeholder's font)",
            "main.json:1:95: 'className' on TextField is accepted but not drawn (other platform: React/web only)",
        ])
    }

    @Test func anAttributeReadButNotDrawnOnThisComponentIsNamedUnderStrict() throws {
        let json = ##"{"type": "Label", "text": "Hi", "selected": true}"##
        try expect(resolveView(json).1.isEmpty)
        let (_, strict) = try resolveView(json, strict: true)
        expectEqual(strict, ["main.json:1:45: 'selected' on Label is accepted but not drawn (not yet drawn: the selected look (highlightAttributes, highlightColor))"])
    }

    @Test func anUndocumentedKeyIsStillUnknownAndAKeyOfAnotherComponentToo() throws {
        let (_, warnings) = try resolveView(##"{"type": "View", "backgroud": "#FFFFFF", "selectItemType": "Date"}"##)
        // `selectItemType` is documented for select boxes, not for a View.
        expectEqual(warnings, ["main.json:1:31: unknown attribute 'backgroud' on View; ignored",
                             "main.json:1:60: unknown attribute 'selectItemType' on View; ignored"])
        try expectEqual(viewError(##"{"type": "View", "backgroud": "#FFFFFF"}"##), "main.json:1:31: error: unknown attribute 'backgroud' on View")
    }

    @Test func anAliasIsReadAsItsOtherSpelling() throws {
        let (gradient, quiet) = try resolveView(##"{"type": "GradientView", "colors": ["#FF0000", "#0000FF"]}"##)
        expect(quiet.isEmpty)
        expectEqual(gradient.attributes.gradient, [Color(hex: 0xFF0000), Color(hex: 0x0000FF)])
        let (segment, _) = try resolveView(##"{"type": "Segment", "items": ["a", "b"], "selectedTabIndex": 1}"##)
        expectEqual(segment.attributes.selectedIndex, 1)
        let (check, _) = try resolveView(##"{"type": "Check", "checkedColor": "#00FF00", "checked": true}"##)
        expectEqual(check.attributes.tint, Color(hex: 0x00FF00))
    }

    @Test func valueIsTheTextOfAnEditTextAndTheStateOfASwitch() throws {
        let (field, fieldWarnings) = try resolveView(##"{"type": "EditText", "value": "typed"}"##)
        expect(fieldWarnings.isEmpty)
        expectEqual(field.attributes.text, "typed")
        let (toggle, toggleWarnings) = try resolveView(##"{"type": "Toggle", "value": true}"##)
        expect(toggleWarnings.isEmpty)
        expectEqual(toggle.attributes.isOn, true)
        let (radio, radioWarnings) = try resolveView(##"{"type": "Radio", "value": "north", "text": "North"}"##, strict: true)
        expectEqual(radioWarnings, ["main.json:1:28: 'value' on Radio is accepted but not drawn (metadata: the value the control stands for when chosen)"])
        expectEqual(radio.attributes.value, nil)
    }
}

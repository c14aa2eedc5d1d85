import BoxTree
import PDFWriting

/// What a box is in a tagged PDF's structure, from its role (the roles layout gives: a form's title,
/// sections, fields, options; a printed page's running header and footer; a view tree's views): an
/// element of a standard type, an artifact (page furniture a reader skips), or nothing of its own (its
/// content belongs to the element around it).
enum PDFStructure {
    enum Kind {
        case element(String)
        case artifact
    }

    static func kind(of box: LayoutBox, inside parent: StructureTree.Element) -> Kind? {
        switch box.role.rawValue {
        case "runningHeader", "runningFooter", "pageNumber", "footerText", "resizeGrip", "chevron", "optionCheck", "tick", "knob", "track":
            return .artifact
        case "form": return .element("Div")
        case "title": return .element("H1")
        case "section": return .element("Sect")
        case "sectionTitle": return .element("H2")
        case "field", "datePart": return .element("Div")
        case "value", "input":
            // A field's input holds its value: one print field, not one inside another.
            return parent.typeName == "Form" || (box.textRun == nil && box.children.isEmpty) ? nil : .element("Form")
        case "options", "panel": return .element("L")
        case "option": return .element("LI")
        default:
            if box.image != nil { return .element("Figure") }
            return nil
        }
    }

    /// The text of a field's label: the first `label` box inside it.
    static func label(of field: LayoutBox) -> String? {
        for child in field.children {
            if child.role.rawValue == "label", let text = child.text ?? child.textRun?.string { return text }
            if let found = label(of: child) { return found }
        }
        return nil
    }

    /// Alternate text and attributes an element takes from its box; a print field is named by its
    /// field's label (what a screen reader says for it).
    static func describe(_ element: StructureTree.Element, box: LayoutBox, fieldLabel: String?) {
        switch element.typeName {
        case "Figure":
            let source = box.image?.source ?? ""
            let name = source.split(separator: "/").last.map(String.init) ?? source
            element.alternateText = box.text ?? (name.isEmpty ? "Image" : "Image: \(name)")
        case "Form":
            // A field printed to be filled by hand: a text value (PDF's non-interactive form field).
            element.attributes = "<</O/PrintField/Role/tv>>"
            if let name = fieldLabel ?? box.id { element.title = name }
        default:
            break
        }
    }

    /// Element types that hold text themselves; text elsewhere gets a paragraph of its own.
    static func holdsText(_ type: String) -> Bool {
        switch type {
        case "P", "H1", "H2", "H3", "Lbl", "LBody", "Link", "Form", "Span", "Caption": return true
        default: return false
        }
    }

}

import BoxTree

/// The roles of a form's boxes: how tests and layout diffs find them.
extension BoxRole {
    public static let form: BoxRole = "form", title: BoxRole = "title"
    public static let section: BoxRole = "section", sectionHeader: BoxRole = "sectionHeader"
    public static let sectionTitle: BoxRole = "sectionTitle", sectionDescription: BoxRole = "sectionDescription"
    public static let chevron: BoxRole = "chevron"
    /// `field` is the whole unit: its bordered `box` (label, counter, input, control), an open
    /// `panel` under it, and its `error` line.
    public static let field: BoxRole = "field", box: BoxRole = "box", label: BoxRole = "label", input: BoxRole = "input"
    public static let counter: BoxRole = "counter", control: BoxRole = "control", error: BoxRole = "error"
    /// SixLayer's caption under a field, its number field's `stepper` (two `stepperButton`s), and the
    /// `button` of an image or document field with its `buttonTitle`.
    public static let caption: BoxRole = "caption", stepper: BoxRole = "stepper", stepperButton: BoxRole = "stepperButton"
    public static let buttonTitle: BoxRole = "buttonTitle"
    /// A textarea's resize mark, in its box's bottom trailing corner.
    public static let resizeGrip: BoxRole = "resizeGrip"
    /// Inside an open panel: picker `option` rows, the date panel's `calendarMonth`, `weekday` and
    /// `day` cells, and the Clear/Done `button`s.
    public static let panel: BoxRole = "panel", option: BoxRole = "option", calendarMonth: BoxRole = "calendarMonth"
    public static let weekday: BoxRole = "weekday", day: BoxRole = "day", button: BoxRole = "button"
    /// The chosen option's check mark, at its row's trailing edge.
    public static let optionCheck: BoxRole = "optionCheck"
}

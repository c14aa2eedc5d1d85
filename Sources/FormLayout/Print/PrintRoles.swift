import BoxTree

/// The roles of a printed form's own parts (besides the form's: `field`, `label`, `input`, `option`…).
extension BoxRole {
    /// The text written in an entry, on writing lines or across cells (one run, a character a cell).
    public static let value: BoxRole = "value"
    /// A date's part: a comb of its cells, and its form field.
    public static let datePart: BoxRole = "datePart"
    /// A picker's printed options, each a `tick` box and its label.
    public static let options: BoxRole = "options", tick: BoxRole = "tick"
    /// A page's running header and footer (with the footer's `footerText` and `pageNumber`).
    public static let runningHeader: BoxRole = "runningHeader", runningFooter: BoxRole = "runningFooter"
    public static let footerText: BoxRole = "footerText", pageNumber: BoxRole = "pageNumber"
}

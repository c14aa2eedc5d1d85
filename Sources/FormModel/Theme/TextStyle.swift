/// The text roles of the form design; the theme gives each a font and a line height.
public enum TextStyle: String, CaseIterable, Sendable {
    case formTitle, sectionTitle, sectionDescription, fieldTitle, fieldValue, counter
    /// The error line under a field.
    case error
    /// The caption under a field (SixLayer's "Optional • Has default"), and the text of a field's button.
    case caption, fieldButton
    /// Rows of an open picker, and the selected one.
    case option, selectedOption
    /// Clear and Done in an open panel.
    case panelButton
    /// An open date panel: the month, the weekday initials, the days.
    case calendarMonth, weekday, calendarDay
}

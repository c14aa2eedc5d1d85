import BoxTree
import FormModel
import FormSupport

/// A box holding wrapped text in one of the theme's styles, as tall as its lines.
struct TextBoxMaker {
    let theme: Theme
    let measurer: TextMeasuring

    func box(_ role: BoxRole, id: String? = nil, text: String, style: TextStyle, color: Color, at origin: (x: Double, y: Double),
             width: Double) -> LayoutBox {
        let font = theme.font(style)
        let text = ShownText.prepare(text)
        let lines = measurer.measure(text, font: font, maxWidth: width, wrapping: .wrap).lineCount
        return LayoutBox(role: role, id: id,
                         frame: Rect(x: origin.x, y: origin.y, width: width, height: Double(max(1, lines)) * font.lineHeight),
                         textRun: FormStyles(theme: theme).run(text, style, color: color))
    }
}

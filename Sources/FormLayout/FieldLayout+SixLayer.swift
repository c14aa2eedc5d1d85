import BoxTree
import FormModel
import FormSupport

/// The controls SixLayer's form view draws that the field seed has not: a number's Stepper and an
/// image or document field's select button.
extension FieldLayout {
    /// SixLayer's Stepper beside a number: a rounded pair of − and + halves with a rule between them.
    func stepper(_ field: Field, boxWidth: Double, rowTop: Double, rowHeight: Double, width: Double) -> LayoutBox {
        let height = theme.stepperHeight
        let half = width / 2
        let lineHeight = theme.font(.fieldButton).lineHeight
        let color = field.isEditable ? styles.colors.text : styles.colors.placeholder
        let signs = ["−", "+"].enumerated().map { index, sign in
            LayoutBox(role: .stepperButton, id: field.id, text: sign == "+" ? "increment" : "decrement",
                      frame: Rect(x: Double(index) * half, y: (height - lineHeight) / 2, width: half, height: lineHeight),
                      textRun: styles.run(sign, .fieldButton, color: color, wrapping: .singleLine, alignment: .center))
        }
        // Built at the origin and moved as one, so that its halves move with it.
        return LayoutBox(role: .stepper, id: field.id,
                         frame: Rect(x: 0, y: 0, width: width, height: height),
                         style: BoxStyle(fill: styles.colors.toggleOff, radii: CornerRadii(all: min(8, height / 2)),
                                         rules: [Rule(.vertical, offset: half, startInset: height * 0.25, endInset: height * 0.25,
                                                      thickness: 1, color: styles.colors.border)]),
                         children: signs)
            .offsetBy(dx: boxWidth - theme.fieldPaddingX - width, dy: rowTop + (rowHeight - height) / 2)
    }

    /// SixLayer's image or document field: its title over a bordered "Select image" button.
    func attachmentBox(_ field: Field, width: Double, label: LayoutBox, children: [LayoutBox]) -> LayoutBox {
        var children = children
        let padX = theme.fieldPaddingX
        let font = theme.font(.fieldButton)
        let title = field.kind == .image ? "Select image" : "Select document"
        let buttonHeight = font.lineHeight + 6
        let textWidth = measurer.measure(title, font: font, maxWidth: .infinity, wrapping: .singleLine).width
        let buttonWidth = min(max(1, width - 2 * padX), (textWidth + 20).rounded(.up))
        var fill = styles.colors.accent
        fill.alpha = field.isEditable ? 0.15 : 0.06
        let y = label.frame.maxY + 2
        let caption = LayoutBox(role: .buttonTitle, id: field.id, text: title,
                                frame: Rect(x: 0, y: (buttonHeight - font.lineHeight) / 2, width: buttonWidth, height: font.lineHeight),
                                textRun: styles.run(title, .fieldButton, color: field.isEditable ? styles.colors.accent : styles.colors.placeholder,
                                                    wrapping: .singleLine, alignment: .center))
        children.append(LayoutBox(role: .button, id: field.id, text: title,
                                  frame: Rect(x: 0, y: 0, width: buttonWidth, height: buttonHeight),
                                  style: BoxStyle(fill: fill, radii: CornerRadii(all: 6)), children: [caption])
                            .offsetBy(dx: padX, dy: y))
        let height = y + buttonHeight + theme.fieldPaddingBottom
        return LayoutBox(role: .box, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: height), children: children)
    }
}

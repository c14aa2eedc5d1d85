/// Attributes that only mean something on a live device, and attributes FormRender knows but has
/// nothing to draw for. Both are read and ignored: the first with a warning under `--strict`, the
/// second silently. Any other unknown attribute is a warning, so that a typo does not pass unseen.
enum IgnoredAttributes {
    /// Taps, gestures, events, scripts and animations: a static picture has none.
    static let liveOnly: Set<String> = [
        "onclick", "onClick", "onLongPress", "onLongTap", "onlongtap", "onPan", "onPinch", "onRotation", "onSwipe", "onTap",
        "onValueChange", "onTextChange", "onChange", "onAppear", "onDisappear", "onSubmit", "onFocus", "onBlur",
        "events", "canTap", "touchDisabledState", "touchEnabledViewIds", "binding_group", "tapBackground",
        "highlightSrc", "highlightColor", "highlightBackground", "animation", "animations", "transition", "selector",
        "setTargetAsDelegate", "setTargetAsDataSource", "userInteractionEnabled", "gesture", "gestures", "bindingScript",
    ]

    /// Known to the format, with no visible result in a static picture.
    static let undrawn: Set<String> = [
        "tag", "returnKeyType", "contentType", "keyboardType", "autocorrectionType", "autocapitalizationType",
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "propertyName", "safeAreaInsetPositions",
        "errorImage", "loadingImage", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
        "scrollEnabled", "paging", "bounces", "maxLength", "indicatorStyle", "keyboardAvoidance", "headerClasses_comment",
        "distribution", "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "clearButtonMode",
        "underline", "strikethrough", "partialAttributes", "autoShrink", "textShadow", "highlighted", "hintFont",
        "hintFontSize", "hintLineHeightMultiple", "textVerticalAlign", "doneText", "accessoryBackground", "accessoryTextColor",
        "applyLiquidGlass", "glassEffectStyle", "compressHorizontal", "compressVertical", "hugHorizontal", "hugVertical", "iconPosition",
        // What `bind` stays as where it is no view's value (see BindFold).
        "bind",
    ]
}

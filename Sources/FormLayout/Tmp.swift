public enum LayoutPlaceholder {}

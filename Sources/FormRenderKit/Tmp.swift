public enum KitPlaceholder {}

public enum RasterPlaceholder {}

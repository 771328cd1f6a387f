import jax.numpy as jnp


class PixelMask:
    """Blank out a fixed set of (row, col) pixels, e.g. dead sensor pixels."""

    def __init__(self, pixels, fill=-1.0):
        rows, cols = zip(*pixels)
        self.rows = jnp.array(rows)
        self.cols = jnp.array(cols)
        self.fill = fill

    def apply(self, image):
        image.at[self.rows, self.cols].set(self.fill)  # expect: JXL302
        return image

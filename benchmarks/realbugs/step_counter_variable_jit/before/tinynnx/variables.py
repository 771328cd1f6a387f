class Variable:
    """A mutable box for an array held by a module (in the manner of flax.nnx.Variable)."""

    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return f"{type(self).__name__}({self.value!r})"

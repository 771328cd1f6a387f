import jax


class Chain:
    """Applies its operations in order, each with its own subkey, to one image."""

    def __init__(self, *ops):
        self.ops = ops

    def __call__(self, key, image):
        for op, op_key in zip(self.ops, jax.random.split(key, len(self.ops))):
            image = op(op_key, image)
        return image


def batched(pipeline):
    """One compiled function augmenting a whole batch, each image with its own key."""
    return jax.jit(jax.vmap(pipeline))

import jax


class ExponentialMovingAverage:
    """Shadow copy of the weights, updated after every optimizer step: shadow = decay * shadow + (1 - decay) * w."""

    def __init__(self, params, decay=0.99):
        self.decay = decay
        self.shadow = jax.tree_util.tree_map(lambda p: p, params)
        self.backup = None

    def updated(self, shadow, params):
        """The next shadow weights; pure, so that a jitted step can return them."""
        return jax.tree_util.tree_map(lambda s, p: self.decay * s + (1.0 - self.decay) * p, shadow, params)

    def apply_shadow(self, params):
        """Returns the shadow weights for evaluation and keeps the live ones for restore()."""
        self.backup = params
        return self.shadow

    def restore(self):
        params, self.backup = self.backup, None
        return params

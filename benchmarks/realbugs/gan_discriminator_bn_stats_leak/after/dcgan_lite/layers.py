import jax.numpy as jnp


class BatchNorm:
    """Batch normalisation whose running statistics are state passed in and returned, not attributes."""

    def __init__(self, dim, momentum=0.9, eps=1e-5):
        self.dim = dim
        self.momentum = momentum
        self.eps = eps

    def init(self):
        return {"scale": jnp.ones(self.dim), "shift": jnp.zeros(self.dim)}

    def init_stats(self):
        return {"mean": jnp.zeros(self.dim), "var": jnp.ones(self.dim)}

    def __call__(self, params, stats, x, training):
        if training:
            mean, var = jnp.mean(x, axis=0), jnp.var(x, axis=0)
            stats = {"mean": self.momentum * stats["mean"] + (1 - self.momentum) * mean,
                     "var": self.momentum * stats["var"] + (1 - self.momentum) * var}
        else:
            mean, var = stats["mean"], stats["var"]
        return params["scale"] * (x - mean) / jnp.sqrt(var + self.eps) + params["shift"], stats

import jax.numpy as jnp


class BatchNorm:
    """Batch statistics while training, running averages when sampling; the averages are state the caller threads."""

    def __init__(self, dim, momentum=0.9, eps=1e-5):
        self.dim = dim
        self.momentum = momentum
        self.eps = eps

    def init_stats(self):
        return {"mean": jnp.zeros(self.dim), "var": jnp.ones(self.dim)}

    def __call__(self, stats, x, training):
        if training:
            mean, var = x.mean(axis=0), x.var(axis=0)
            stats = {"mean": self.momentum * stats["mean"] + (1 - self.momentum) * mean,
                     "var": self.momentum * stats["var"] + (1 - self.momentum) * var}
        else:
            mean, var = stats["mean"], stats["var"]
        return (x - mean) / jnp.sqrt(var + self.eps), stats

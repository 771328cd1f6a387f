import jax.numpy as jnp


class BatchNorm:
    """Batch normalisation keeping running statistics for evaluation, as objax's BatchNorm does."""

    def __init__(self, dim, momentum=0.9, eps=1e-5):
        self.momentum = momentum
        self.eps = eps
        self.running_mean = jnp.zeros(dim)
        self.running_var = jnp.ones(dim)

    def init(self):
        return {"scale": jnp.ones_like(self.running_mean), "shift": jnp.zeros_like(self.running_mean)}

    def __call__(self, params, x, training):
        if training:
            mean, var = jnp.mean(x, axis=0), jnp.var(x, axis=0)
            self.running_mean = self.momentum * self.running_mean + (1 - self.momentum) * mean  # expect: JXL202
            self.running_var = self.momentum * self.running_var + (1 - self.momentum) * var  # expect: JXL202
        else:
            mean, var = self.running_mean, self.running_var
        return params["scale"] * (x - mean) / jnp.sqrt(var + self.eps) + params["shift"]

import jax.numpy as jnp


class BatchNorm:
    """Batch statistics while training, running averages when sampling."""

    def __init__(self, dim, momentum=0.9, eps=1e-5):
        self.momentum = momentum
        self.eps = eps
        self.running_mean = jnp.zeros(dim)
        self.running_var = jnp.ones(dim)

    def __call__(self, x, training):
        if training:
            mean, var = x.mean(axis=0), x.var(axis=0)
            self.running_mean = self.momentum * self.running_mean + (1 - self.momentum) * mean  # expect: JXL202
            self.running_var = self.momentum * self.running_var + (1 - self.momentum) * var  # expect: JXL202
        else:
            mean, var = self.running_mean, self.running_var
        return (x - mean) / jnp.sqrt(var + self.eps)

import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, in_dim, out_dim):
        self.in_dim = in_dim
        self.out_dim = out_dim

    def init(self, key):
        return {"w": jax.random.normal(key, (self.in_dim, self.out_dim)) / jnp.sqrt(self.in_dim),
                "b": jnp.zeros(self.out_dim)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


class BatchNorm:
    def __init__(self, features, momentum=0.9, eps=1e-5):
        self.features = features
        self.momentum = momentum
        self.eps = eps
        self.running_mean = jnp.zeros(features)
        self.running_var = jnp.ones(features)

    def init(self, key):
        return {"scale": jnp.ones(self.features), "bias": jnp.zeros(self.features)}

    def __call__(self, params, x, training):
        if training:
            mean = jnp.mean(x, axis=0)
            var = jnp.var(x, axis=0)
            self.running_mean = self.momentum * self.running_mean + (1.0 - self.momentum) * mean  # expect: JXL202
            self.running_var = self.momentum * self.running_var + (1.0 - self.momentum) * var  # expect: JXL202
        else:
            mean, var = self.running_mean, self.running_var
        return params["scale"] * (x - mean) / jnp.sqrt(var + self.eps) + params["bias"]

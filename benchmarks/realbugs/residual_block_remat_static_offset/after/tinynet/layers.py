from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class NormDense:
    weight: jax.Array
    bias: jax.Array
    running_mean: jax.Array
    running_var: jax.Array
    epsilon: float = 1e-5

    def __call__(self, x, train):
        use_running_average = not train
        if use_running_average:
            mean, var = self.running_mean, self.running_var
        else:
            mean, var = x.mean(axis=0), x.var(axis=0)
        normed = (x - mean) / jnp.sqrt(var + self.epsilon)
        return jax.nn.relu(normed @ self.weight + self.bias)


def init_norm_dense(key, features_in, features_out):
    weight = jax.random.normal(key, (features_in, features_out)) / jnp.sqrt(features_in)
    return NormDense(weight, jnp.zeros(features_out), jnp.zeros(features_in), jnp.ones(features_in))

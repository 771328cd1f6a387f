import jax
import jax.numpy as jnp


def init_linear(key, num_features):
    return {"w": 0.1 * jax.random.normal(key, (num_features,)), "b": jnp.zeros(())}


def huber_loss(params, x, y, delta=1.0):
    residual = x @ params["w"] + params["b"] - y
    quadratic = jnp.minimum(jnp.abs(residual), delta)
    return jnp.mean(0.5 * quadratic ** 2 + delta * (jnp.abs(residual) - quadratic))

"""Bayesian regression on batch-normalised inputs; the normaliser's running statistics are kept across steps."""
import jax
import jax.numpy as jnp

from svilite import SVI

INITIAL_STATE = {"mean": jnp.zeros(3), "var": jnp.ones(3)}


def batch_norm(x, state, momentum=0.9):
    mean, var = jnp.mean(x, axis=0), jnp.var(x, axis=0)
    new_state = {"mean": momentum * state["mean"] + (1 - momentum) * mean,
                 "var": momentum * state["var"] + (1 - momentum) * var}
    return (x - mean) / jnp.sqrt(var + 1e-5), new_state


def log_joint(params, state, batch):
    x, y = batch
    h, new_state = batch_norm(x, state)
    prediction = h @ params["w"] + params["b"]
    log_prior = -0.5 * jnp.sum(params["w"] ** 2)
    return log_prior - 0.5 * jnp.sum((y - prediction) ** 2), new_state


def make_batches(key, count=4, size=16):
    true_w = jnp.array([1.0, -2.0, 0.5])
    batches = []
    for k in jax.random.split(key, count):
        x = 3.0 + 2.0 * jax.random.normal(k, (size, 3))
        batches.append((x, x @ true_w))
    return batches


def fit(seed=0):
    svi = SVI(log_joint)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    params, state, losses = svi.run(params, INITIAL_STATE, make_batches(jax.random.PRNGKey(seed)))
    return params, state


if __name__ == "__main__":
    print(fit())

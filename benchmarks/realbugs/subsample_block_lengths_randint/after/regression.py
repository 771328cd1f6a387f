import jax
import jax.numpy as jnp

from subsample import poisson_log_likelihood

key_x, key_noise = jax.random.split(jax.random.PRNGKey(42))
features = jax.random.normal(key_x, (2000, 3))
targets = features @ jnp.array([1.0, -2.0, 0.5]) + 0.3 * jax.random.normal(key_noise, (2000,))
data = jnp.concatenate([features, targets[:, None]], axis=1)


def log_lik(weights, rows):
    x, y = rows[..., :3], rows[..., 3]
    return -0.5 * ((y - x @ weights) / 0.3) ** 2


@jax.jit
def estimated_log_likelihood(weights, key):
    return poisson_log_likelihood(log_lik, weights, data, key)


def exact_log_likelihood(weights):
    return jnp.sum(log_lik(weights, data))


def average_estimate(weights, num_draws=200, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), num_draws)
    return jnp.mean(jnp.stack([estimated_log_likelihood(weights, k) for k in keys]))
